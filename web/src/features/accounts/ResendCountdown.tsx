import { Button, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

/** «Resend code» once the wait is over; until then the seconds left, counted down. */
export function ResendCountdown({ availableAt, onResend, busy }: { availableAt: number; onResend: () => void; busy: boolean }) {
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const secondsLeft = Math.max(0, Math.ceil((availableAt - now) / 1000));
  if (secondsLeft > 0) {
    return (
      <span role="timer" aria-live="off">
        <FormattedMessage id="accounts.resendIn" values={{ seconds: formatDigits(locale, String(secondsLeft)) }} />
      </span>
    );
  }
  return (
    <Button type="button" appearance="transparent" onClick={onResend} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
      <FormattedMessage id="accounts.resendCode" />
    </Button>
  );
}
