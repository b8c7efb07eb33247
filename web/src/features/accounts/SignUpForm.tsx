import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@fluentui/react-components';
import { signUpFormRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { RetryCountdown, useSecondsLeft } from './ResendCountdown.tsx';
import { useAccountSignUpMutation } from './useAccountSignUpMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { NewPasswordFields, UserNameField } from './CredentialFields.tsx';

type Values = z.input<typeof signUpFormRules>;

/** Sign up (the dialog's initial mode): user name and a password; a code confirms the user name. */
export function SignUpForm() {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const dialog = useAuthDialog();
  const [commit, isInFlight] = useAccountSignUpMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof signUpFormRules>>({
    resolver: zodResolver(signUpFormRules),
    defaultValues: { userName: dialog.state.userName, password: '', confirmPassword: '' },
  });
  const [retryAt, setRetryAt] = useState(0);
  const waiting = useSecondsLeft(retryAt) > 0;

  const submit = handleSubmit(({ userName, password }) => {
    setFormErrors([]);
    commit({
      variables: { input: { userName, password } },
      onCompleted: ({ accountSignUp }) => {
        setFormErrors(applyUserErrors(accountSignUp.userErrors, ['userName', 'password'], setError));
        if (accountSignUp.userName == null) {
          // Refused for asking too soon or too often: the server says how long to wait.
          if (accountSignUp.resendAfterSeconds != null)
            setRetryAt(Date.now() + accountSignUp.resendAfterSeconds * 1000);
          return;
        }
        dialog.setConfirmData({ userName: accountSignUp.userName, password });
        dialog.update({
          codePurpose: 'signUp',
          resendAvailableAt: Date.now() + (accountSignUp.resendAfterSeconds ?? 60) * 1000,
        });
      },
      onError: () => setFormErrors([intl.formatMessage({ id: 'toast.default.error' })]),
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <AuthFormErrors errors={formErrors} />
      <RetryCountdown availableAt={retryAt} />
      <UserNameField
        registration={register('userName')}
        error={errors.userName}
        hint={intl.formatMessage({ id: 'accounts.userNameHint' })}
        defaultValue={dialog.state.userName}
      />
      <NewPasswordFields
        labelId="accounts.password"
        password={{ registration: register('password'), error: errors.password }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />
      <div className={styles.actions}>
        <Link as="button" type="button" onClick={() => dialog.update({ mode: 'signIn' })}>
          <FormattedMessage id="accounts.toSignIn" />
        </Link>
        <SubmitButton sending={isInFlight} disabled={waiting}>
          <FormattedMessage id="accounts.signUp" />
        </SubmitButton>
      </div>
    </form>
  );
}
