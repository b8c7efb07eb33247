import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { WorkingSpinner } from '../ui/WorkingSpinner.tsx';

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
      icon={sending ? <WorkingSpinner /> : undefined}
    >
      {children}
    </Button>
  );
}
