import { clientErrorCodes } from '@rasad/contracts/client-error-codes.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@fluentui/react-components';
import { signInRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { GraphQLCodedError } from '../../app/relay/GraphQLCodedError.ts';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { useAccountSignInMutation } from './useAccountSignInMutation.ts';
import { useSignInOutcome } from './useSignInOutcome.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { PasswordField, UserNameField } from './CredentialFields.tsx';

type Values = z.input<typeof signInRules>;

/** Sign in with user name and password. */
export function SignInForm() {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const dialog = useAuthDialog();
  const [commit, isInFlight] = useAccountSignInMutation();
  const outcome = useSignInOutcome();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof signInRules>>({
    resolver: zodResolver(signInRules),
    defaultValues: { userName: dialog.state.userName, password: '' },
  });

  const submit = handleSubmit((values) => {
    setFormErrors([]);
    commit({
      variables: { input: values },
      onCompleted: ({ accountSignIn }) =>
        setFormErrors(applyUserErrors(outcome(accountSignIn), ['userName', 'password'], setError)),
      onError: (error) =>
        setFormErrors([
          // Too many wrong passwords: the gateway's message says how long to wait, or to sign in by code.
          error instanceof GraphQLCodedError && error.code === clientErrorCodes.signInThrottled
            ? error.message
            : intl.formatMessage({ id: 'toast.default.error' }),
        ]),
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <AuthFormErrors errors={formErrors} />
      <UserNameField
        registration={register('userName')}
        error={errors.userName}
        defaultValue={dialog.state.userName}
      />
      <PasswordField
        registration={register('password')}
        error={errors.password}
        label={intl.formatMessage({ id: 'accounts.password' })}
        autoComplete="current-password"
      />
      <div className={styles.links}>
        <Link
          as="button"
          type="button"
          onClick={() => dialog.update({ mode: 'otp', userName: getValues('userName') })}
        >
          <FormattedMessage id="accounts.signInByCode" />
        </Link>
        <Link
          as="button"
          type="button"
          onClick={() => dialog.update({ mode: 'forgot', userName: getValues('userName') })}
        >
          <FormattedMessage id="accounts.forgotPassword" />
        </Link>
      </div>
      <div className={styles.actions}>
        <Link as="button" type="button" onClick={() => dialog.update({ mode: 'signUp' })}>
          <FormattedMessage id="accounts.toSignUp" />
        </Link>
        <SubmitButton sending={isInFlight}>
          <FormattedMessage id="accounts.signIn" />
        </SubmitButton>
      </div>
    </form>
  );
}
