import { Button, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** A form's primary submit button: off, with a spinner, while the form is being sent (and off when `disabled`). */
export function SubmitButton({
  sending,
  disabled = false,
  className,
  children,
}: {
  sending: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      className={className}
      type="submit"
      appearance="primary"
      disabled={sending || disabled}
      icon={sending ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
