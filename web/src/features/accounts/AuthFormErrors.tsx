import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** Errors that concern the whole form (wrong password, too many attempts), read out when they appear. */
export function AuthFormErrors({ errors }: { errors: readonly string[] }) {
  return (
    <div aria-live="assertive">
      {errors.map((text) => (
        <MessageBar key={text} intent="error">
          <MessageBarBody>{text}</MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
