import type { AppLocale } from '../../shared/locale/locales.ts';
import { formatNumber } from '../../shared/format/numbers.ts';

/** `10:00` → `۱۰`, `16:30` → `۱۶:۳۰`: whole hours without minutes, in the locale's digits. */
export function formatClockTime(locale: AppLocale, hhmm: string): string {
  const [hours = '0', minutes = '00'] = hhmm.split(':');
  const hour = formatNumber(locale, Number(hours));
  return minutes === '00'
    ? hour
    : `${hour}:${formatNumber(locale, Number(minutes)).padStart(2, formatNumber(locale, 0))}`;
}
