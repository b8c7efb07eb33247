import type { AppLocale } from '../locale/locales.ts';

/**
 * A chart label as one right-to-left unit in Persian. Charts are drawn left-to-right (see ChartFrame), where a mixed
 * label such as «۳۴ میلیون» would be reordered to read «میلیون ۳۴»; the isolate (RLI … PDI) keeps its own order.
 */
export function chartLabel(locale: AppLocale, text: string): string {
  return locale === 'fa-IR' ? `\u2067${text}\u2069` : text;
}
