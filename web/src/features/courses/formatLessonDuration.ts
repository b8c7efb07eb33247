import type { AppLocale } from '../../shared/locale/locales.ts';
import { formatDigits } from '../../shared/format/numbers.ts';

/** A lesson's length or a moment in it as m:ss, in the locale's digits. */
export function formatLessonDuration(locale: AppLocale, totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return formatDigits(locale, `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
}
