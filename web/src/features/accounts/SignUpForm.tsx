import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Link, Spinner } from '@fluentui/react-components';
import { signUpFormRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { RetryCountdown, useSecondsLeft } from './ResendCountdown.tsx';
import { useAccountSignUpMutation } from './useAccountSignUpMutation.ts';

type Values = z.input<typeof signUpFormRules>;

/** Sign up (the dialog's initial mode): user name and a password; a code confirms the user name. */
export function SignUpForm() {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const errorText = useErrorText();
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
      <Field
        label={intl.formatMessage({ id: 'accounts.userName' })}
        hint={intl.formatMessage({ id: 'accounts.userNameHint' })}
        required
        validationMessage={errorText(errors.userName)}
        validationState={errors.userName ? 'error' : 'none'}
      >
        <Input
          {...register('userName')}
          defaultValue={dialog.state.userName}
          className={styles.latin}
          autoComplete="username"
          inputMode="email"
          placeholder={intl.formatMessage({ id: 'form.mobile.example' })}
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'accounts.password' })}
        hint={intl.formatMessage({ id: 'accounts.passwordHint' })}
        required
        validationMessage={errorText(errors.password)}
        validationState={errors.password ? 'error' : 'none'}
      >
        <Input
          {...register('password')}
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
        <Link as="button" type="button" onClick={() => dialog.update({ mode: 'signIn' })}>
          <FormattedMessage id="accounts.toSignIn" />
        </Link>
        <Button
          type="submit"
          appearance="primary"
          disabled={isInFlight || waiting}
          icon={isInFlight ? <Spinner size="tiny" /> : undefined}
        >
          <FormattedMessage id="accounts.signUp" />
        </Button>
      </div>
    </form>
  );
}
