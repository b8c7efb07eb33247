import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { passwordChangeFormRules } from '@rasad/contracts/rules/account-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useAccountPasswordChangeMutation } from './useAccountPasswordChangeMutation.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

type Values = z.input<typeof passwordChangeFormRules>;
const emptyValues: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  latin: leftToRight,
});

/** Password change; an account that signs in by code only sets its first password here. */
export function ProfilePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useAccountPasswordChangeMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof passwordChangeFormRules>>({
    resolver: zodResolver(passwordChangeFormRules),
    defaultValues: emptyValues,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    commit({
      variables: { input: { currentPassword: currentPassword || null, newPassword } },
      onCompleted: ({ accountPasswordChange }) => {
        const other = applyUserErrors(
          accountPasswordChange.userErrors,
          ['currentPassword', 'newPassword'],
          setError,
        );
        if (other.length > 0) toast.error(other[0]);
        if (!accountPasswordChange.passwordChanged) return;
        reset(emptyValues);
        toast.success(intl.formatMessage({ id: 'accounts.profile.passwordChanged' }));
      },
      onError: () => toast.error(),
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      {hasPassword ? (
        <Field
          label={intl.formatMessage({ id: 'accounts.profile.currentPassword' })}
          required
          validationMessage={errorText(errors.currentPassword)}
          validationState={errors.currentPassword ? 'error' : 'none'}
        >
          <Input
            {...register('currentPassword')}
            type="password"
            className={styles.latin}
            autoComplete="current-password"
          />
        </Field>
      ) : null}
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
      <Button
        type="submit"
        appearance="primary"
        disabled={isInFlight}
        icon={isInFlight ? <Spinner size="tiny" /> : undefined}
      >
        <FormattedMessage id="accounts.savePassword" />
      </Button>
    </form>
  );
}
