import type { AppLocale } from '../locale/locales.ts';

/** The calendar each locale reads dates in: Solar Hijri for Persian, Gregorian for English. */
function calendarLocale(locale: AppLocale): string {
  return locale === 'fa-IR' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en-US';
}

/** A calendar date (`YYYY-MM-DD`, Gregorian) as people read it: `۱ فروردین ۱۴۰۵` / `March 21, 2026`. */
export function formatDate(locale: AppLocale, isoDate: string): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** An instant, in Tehran time, with weekday, day, month and time: `یکشنبه ۱ آذر، ساعت ۱۰:۰۰`. */
export function formatTehranDateTime(locale: AppLocale, isoDateTime: string): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tehran',
  }).format(new Date(isoDateTime));
}
