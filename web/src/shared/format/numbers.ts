import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';
import type { AppLocale } from '../locale/locales.ts';

/** A number with the locale's digits and thousands separators: `۱۲۳٬۴۵۷` in Persian. */
export function formatNumber(locale: AppLocale, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Iranian prices are quoted in tomans: one toman is ten rials. Rounded to whole tomans. */
export function tomansFromRials(rials: number): number {
  return Math.round(rials / 10);
}

/** Digits of a code or reference number in the locale's script, without separators. */
export function formatDigits(locale: AppLocale, text: string): string {
  if (locale !== 'fa-IR') return text;
  return toPersianDigits(text);
}

/**
 * A masked card number (603799******0590) reading left to right in any paragraph. Persian digits are
 * Arabic numbers to the bidi algorithm, which would put the groups around the stars in reverse order; a
 * left-to-right mark on each side of every mask keeps the groups in place.
 */
export function formatCardNumber(locale: AppLocale, masked: string): string {
  return formatDigits(locale, masked).replace(/[^0-9۰-۹]+/g, (mask) => `\u200E${mask}\u200E`);
}

/** A user name as shown: a mobile number in the locale's digits, an e-mail address as it is written. */
export function formatUserName(locale: AppLocale, userName: string): string {
  return userName.includes('@') ? userName : formatDigits(locale, userName);
}
