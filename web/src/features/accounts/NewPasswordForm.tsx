import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { passwordResetFormRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { useAccountPasswordResetMutation } from './useAccountPasswordResetMutation.ts';

type Values = z.input<typeof passwordResetFormRules>;

/** The new-password mode: after the reset code, the new password twice. */
export function NewPasswordForm() {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const dialog = useAuthDialog();
  const [commit, isInFlight] = useAccountPasswordResetMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof passwordResetFormRules>>({
    resolver: zodResolver(passwordResetFormRules),
    defaultValues: {
      userName: dialog.state.userName,
      code: dialog.state.code,
      newPassword: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(({ userName, code, newPassword }) => {
    setFormErrors([]);
    commit({
      variables: { input: { userName, code, newPassword } },
      onCompleted: ({ accountPasswordReset }) => {
        setFormErrors(applyUserErrors(accountPasswordReset.userErrors, ['newPassword'], setError));
        if (!accountPasswordReset.passwordReset) return;
        toast.success(intl.formatMessage({ id: 'accounts.passwordResetDone' }));
        dialog.update({ mode: 'signIn', code: '' });
      },
      onError: () => setFormErrors([intl.formatMessage({ id: 'toast.default.error' })]),
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <AuthFormErrors errors={formErrors} />
      <input type="hidden" {...register('userName')} />
      <input type="hidden" {...register('code')} />
      <Field
        label={intl.formatMessage({ id: 'accounts.newPassword' })}
        hint={intl.formatMessage({ id: 'accounts.passwordHint' })}
        required
        validationMessage={errorText(errors.newPassword)}
        validationState={errors.newPassword ? 'error' : 'none'}
      >
        <Input
          {...register('newPassword')}
          type="password"
          className={styles.latin}
          autoComplete="new-password"
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'accounts.confirmPassword' })}
        required
        validationMessage={errorText(errors.confirmPassword)}
        validationState={errors.confirmPassword ? 'error' : 'none'}
      >
        <Input
          {...register('confirmPassword')}
          type="password"
          className={styles.latin}
          autoComplete="new-password"
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={isInFlight}
          icon={isInFlight ? <Spinner size="tiny" /> : undefined}
        >
          <FormattedMessage id="accounts.savePassword" />
        </Button>
      </div>
    </form>
  );
}
