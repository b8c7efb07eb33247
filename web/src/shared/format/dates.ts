import type { AppLocale } from '../locale/locales.ts';

/** The calendar each locale reads dates in: Solar Hijri for Persian, Gregorian for English. */
function calendarLocale(locale: AppLocale): string {
  return locale === 'fa-IR' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en-US';
}

/** Every time the product shows is Tehran's, wherever the reader's device is. */
export const tehranTimeZone = 'Asia/Tehran';

/**
 * A date as people read it: `۱ فروردین ۱۴۰۵` / `March 21, 2026`. A calendar date (`YYYY-MM-DD`) is shown as it
 * is; an instant (`…T…Z`) by the day it was in Tehran.
 */
export function formatDate(locale: AppLocale, isoDate: string): string {
  const isInstant = isoDate.length > 10;
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    dateStyle: 'long',
    timeZone: isInstant ? tehranTimeZone : 'UTC',
  }).format(new Date(isInstant ? isoDate : `${isoDate}T00:00:00Z`));
}

/** An instant, in Tehran time, with weekday, day, month and time: `یکشنبه ۱ آذر ساعت ۱۰:۰۰`. */
export function formatTehranDateTime(locale: AppLocale, isoDateTime: string): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: tehranTimeZone,
  }).format(new Date(isoDateTime));
}

/**
 * A moment kept on record and read later (a payment, a receipt), in Tehran time with its year:
 * `یکشنبه ۱ آذر ۱۴۰۵، ساعت ۱۰:۰۰` / `Sunday, November 22, 2026 at 10:00`. Composed from its parts, since the
 * Persian calendar's own pattern with a year puts the year first.
 */
export function formatTehranRecordedAt(locale: AppLocale, isoDateTime: string): string {
  const at = new Date(isoDateTime);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(calendarLocale(locale), { ...options, timeZone: tehranTimeZone }).format(at);
  const weekday = part({ weekday: 'long' });
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = formatDate(locale, at.toISOString());
  return locale === 'fa-IR' ? `${weekday} ${date}، ساعت ${time}` : `${weekday}, ${date} at ${time}`;
}
