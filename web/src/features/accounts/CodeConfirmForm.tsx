import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input } from '@fluentui/react-components';
import { codeConfirmationRules } from '@rasad/contracts/rules/account-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAuthFormStyles } from './authFormStyles.ts';
import { ResendCountdown } from './ResendCountdown.tsx';
import { useAccountCodeConfirmMutation } from './useAccountCodeConfirmMutation.ts';
import { useAccountCodeResendMutation } from './useAccountCodeResendMutation.ts';
import { useSignInOutcome } from './useSignInOutcome.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { formatUserName } from '../../shared/format/numbers.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';

type Values = z.input<typeof codeConfirmationRules>;

/** The confirm mode: the code sent to the user name, with a countdown until another may be sent. */
export function CodeConfirmForm() {
  const styles = useAuthFormStyles();
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const dialog = useAuthDialog();
  const { userName, codePurpose, resendAvailableAt } = dialog.state;
  const [confirm, confirming] = useAccountCodeConfirmMutation();
  const [resend, resending] = useAccountCodeResendMutation();
  const outcome = useSignInOutcome();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof codeConfirmationRules>>({
    resolver: zodResolver(codeConfirmationRules),
    defaultValues: { userName, code: '' },
  });

  const submit = handleSubmit((values) => {
    setFormErrors([]);
    if (codePurpose === 'resetPassword') {
      dialog.update({ mode: 'newPassword', code: values.code });
      return;
    }
    confirm({
      variables: { input: values },
      onCompleted: ({ accountCodeConfirm }) =>
        setFormErrors(applyUserErrors(outcome(accountCodeConfirm), ['code'], setError)),
      onError: () => setFormErrors([intl.formatMessage({ id: 'toast.default.error' })]),
    });
  });

  const sendAgain = () =>
    resend({
      variables: { input: { userName } },
      onCompleted: ({ accountCodeResend }) => {
        setFormErrors(applyUserErrors(accountCodeResend.userErrors, [], setError));
        if (accountCodeResend.resendAfterSeconds != null)
          dialog.update({ resendAvailableAt: Date.now() + accountCodeResend.resendAfterSeconds * 1000 });
      },
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={confirming}>
      <span>
        <FormattedMessage
          id="accounts.codeSentTo"
          values={{ userName: <bdi>{formatUserName(locale, userName)}</bdi> }}
        />
      </span>
      <AuthFormErrors errors={formErrors} />
      <input type="hidden" {...register('userName')} />
      <Field
        label={intl.formatMessage({ id: 'accounts.code' })}
        required
        validationMessage={errorText(errors.code)}
        validationState={errors.code ? 'error' : 'none'}
      >
        <Input
          {...register('code')}
          className={styles.latin}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={5}
        />
      </Field>
      <div className={styles.actions}>
        <ResendCountdown availableAt={resendAvailableAt} onResend={sendAgain} busy={resending} />
        <SubmitButton sending={confirming}>
          <FormattedMessage id="accounts.confirm" />
        </SubmitButton>
      </div>
    </form>
  );
}
