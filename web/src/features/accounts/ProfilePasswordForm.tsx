import { zodResolver } from '@hookform/resolvers/zod';
import { makeStyles, tokens } from '@fluentui/react-components';
import { passwordChangeFormRules } from '@rasad/contracts/rules/account-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useAccountPasswordChangeMutation } from './useAccountPasswordChangeMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { NewPasswordFields, PasswordField } from './CredentialFields.tsx';

type Values = z.input<typeof passwordChangeFormRules>;
const emptyValues: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
});

/** Password change; an account that signs in by code only sets its first password here. */
export function ProfilePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
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
        <PasswordField
          registration={register('currentPassword')}
          error={errors.currentPassword}
          label={intl.formatMessage({ id: 'accounts.profile.currentPassword' })}
          autoComplete="current-password"
        />
      ) : null}
      <NewPasswordFields
        labelId="accounts.newPassword"
        password={{ registration: register('newPassword'), error: errors.newPassword }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />
      <SubmitButton sending={isInFlight}>
        <FormattedMessage id="accounts.savePassword" />
      </SubmitButton>
    </form>
  );
}
