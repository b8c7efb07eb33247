import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { WorkingSpinner } from '../../shared/ui/WorkingSpinner.tsx';

/** Whole seconds until `availableAt` (epoch milliseconds), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(availableAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Read the clock at once when the wait changes, then once a second.
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [availableAt]);
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}

/** While a code request is refused for asking too soon: the seconds until it may be asked again, as the server said. */
export function RetryCountdown({ availableAt }: { availableAt: number }) {
  const secondsLeft = useSecondsLeft(availableAt);
  if (secondsLeft === 0) return null;
  return (
    <span role="timer" aria-live="off" data-testid="code-retry-countdown">
      <FormattedMessage id="accounts.retryIn" values={{ seconds: secondsLeft }} />
    </span>
  );
}

/** «Resend code» once the wait is over; until then the seconds left, counted down. */
export function ResendCountdown({
  availableAt,
  onResend,
  busy,
}: {
  availableAt: number;
  onResend: () => void;
  busy: boolean;
}) {
  const secondsLeft = useSecondsLeft(availableAt);
  if (secondsLeft > 0) {
    return (
      <span role="timer" aria-live="off">
        <FormattedMessage id="accounts.resendIn" values={{ seconds: secondsLeft }} />
      </span>
    );
  }
  return (
    <Button
      type="button"
      appearance="transparent"
      onClick={onResend}
      disabled={busy}
      icon={busy ? <WorkingSpinner /> : undefined}
    >
      <FormattedMessage id="accounts.resendCode" />
    </Button>
  );
}
