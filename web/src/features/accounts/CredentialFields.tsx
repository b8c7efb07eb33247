import { Field, Input, makeStyles } from '@fluentui/react-components';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

const useStyles = makeStyles({ latin: leftToRight });

type CredentialFieldProps = {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  hint?: string;
};

/** The account's user name (a mobile number or an email address), typed left to right. */
export function UserNameField({
  registration,
  error,
  hint,
  defaultValue,
}: CredentialFieldProps & { defaultValue: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Field
      label={intl.formatMessage({ id: 'accounts.userName' })}
      hint={hint}
      required
      validationMessage={errorText(error)}
      validationState={error ? 'error' : 'none'}
    >
      <Input
        {...registration}
        defaultValue={defaultValue}
        className={styles.latin}
        autoComplete="username"
        inputMode="email"
        placeholder={intl.formatMessage({ id: 'form.mobile.example' })}
      />
    </Field>
  );
}

/** A password, typed left to right; `new-password` lets the browser offer to make and keep a new one. */
export function PasswordField({
  registration,
  error,
  hint,
  label,
  autoComplete,
}: CredentialFieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  const styles = useStyles();
  const errorText = useErrorText();
  return (
    <Field
      label={label}
      hint={hint}
      required
      validationMessage={errorText(error)}
      validationState={error ? 'error' : 'none'}
    >
      <Input {...registration} type="password" className={styles.latin} autoComplete={autoComplete} />
    </Field>
  );
}

/** A new password and its confirmation, as sign-up, a reset and a change ask for them. */
export function NewPasswordFields({
  labelId,
  password,
  confirmation,
}: {
  labelId: 'accounts.password' | 'accounts.newPassword';
  password: Omit<CredentialFieldProps, 'hint'>;
  confirmation: Omit<CredentialFieldProps, 'hint'>;
}) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        {...password}
        label={intl.formatMessage({ id: labelId })}
        hint={intl.formatMessage({ id: 'accounts.passwordHint' })}
        autoComplete="new-password"
      />
      <PasswordField
        {...confirmation}
        label={intl.formatMessage({ id: 'accounts.confirmPassword' })}
        autoComplete="new-password"
      />
    </>
  );
}
