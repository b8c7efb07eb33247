import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@fluentui/react-components';
import { userNameOnlyRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { RetryCountdown, useSecondsLeft } from './ResendCountdown.tsx';
import { useAccountPasswordForgotMutation } from './useAccountPasswordForgotMutation.ts';
import { useAccountSignInCodeSendMutation } from './useAccountSignInCodeSendMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { UserNameField } from './CredentialFields.tsx';

type Values = z.input<typeof userNameOnlyRules>;

/** The OTP and forgot modes: ask for the user name and send a code to it. */
export function CodeRequestForm({ purpose }: { purpose: 'signIn' | 'resetPassword' }) {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const dialog = useAuthDialog();
  const [sendSignInCode, sendingSignIn] = useAccountSignInCodeSendMutation();
  const [sendResetCode, sendingReset] = useAccountPasswordForgotMutation();
  const isInFlight = sendingSignIn || sendingReset;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [retryAt, setRetryAt] = useState(0);
  const waiting = useSecondsLeft(retryAt) > 0;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof userNameOnlyRules>>({
    resolver: zodResolver(userNameOnlyRules),
    defaultValues: { userName: dialog.state.userName },
  });

  const submit = handleSubmit((values) => {
    setFormErrors([]);
    const sent = (payload: {
      userName?: string | null | undefined;
      resendAfterSeconds?: number | null | undefined;
      userErrors: readonly { field: readonly string[]; message: string }[];
    }) => {
      setFormErrors(applyUserErrors(payload.userErrors, ['userName'], setError));
      if (payload.userName == null) {
        // Refused for asking too soon or too often: the server says how long to wait.
        if (payload.resendAfterSeconds != null) setRetryAt(Date.now() + payload.resendAfterSeconds * 1000);
        return;
      }
      dialog.setConfirmData({ userName: payload.userName });
      dialog.update({
        codePurpose: purpose,
        resendAvailableAt: Date.now() + (payload.resendAfterSeconds ?? 60) * 1000,
      });
    };
    const onError = () => setFormErrors([intl.formatMessage({ id: 'toast.default.error' })]);
    if (purpose === 'signIn')
      sendSignInCode({
        variables: { input: values },
        onCompleted: (data) => sent(data.accountSignInCodeSend),
        onError,
      });
    else
      sendResetCode({
        variables: { input: values },
        onCompleted: (data) => sent(data.accountPasswordForgot),
        onError,
      });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <FormattedMessage id={purpose === 'signIn' ? 'accounts.otpLead' : 'accounts.forgotLead'} />
      <AuthFormErrors errors={formErrors} />
      <RetryCountdown availableAt={retryAt} />
      <UserNameField
        registration={register('userName')}
        error={errors.userName}
        defaultValue={dialog.state.userName}
      />
      <div className={styles.actions}>
        <Link as="button" type="button" onClick={() => dialog.update({ mode: 'signIn' })}>
          <FormattedMessage id="accounts.toSignIn" />
        </Link>
        <SubmitButton sending={isInFlight} disabled={waiting}>
          <FormattedMessage id="accounts.sendCode" />
        </SubmitButton>
      </div>
    </form>
  );
}
