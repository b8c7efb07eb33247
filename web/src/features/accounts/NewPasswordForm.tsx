import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetFormRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { useAccountPasswordResetMutation } from './useAccountPasswordResetMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { NewPasswordFields } from './CredentialFields.tsx';

type Values = z.input<typeof passwordResetFormRules>;

/** The new-password mode: after the reset code, the new password twice. */
export function NewPasswordForm() {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const toast = useAppToast();
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
      <NewPasswordFields
        labelId="accounts.newPassword"
        password={{ registration: register('newPassword'), error: errors.newPassword }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />
      <div className={styles.actions}>
        <SubmitButton sending={isInFlight}>
          <FormattedMessage id="accounts.savePassword" />
        </SubmitButton>
      </div>
    </form>
  );
}
