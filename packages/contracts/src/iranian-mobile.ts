import { toLatinDigits } from './latin-digits.ts';

/**
 * The canonical 09xxxxxxxxx form of an Iranian mobile number typed in any usual way
 * (Persian digits, spaces or dashes, +98 / 0098 / 98 prefixes), or null when it is not one.
 */
export function normaliseIranianMobile(value: string): string | null {
  const compact = toLatinDigits(value).replace(/[\s\-()]/g, '');
  const national = compact.replace(/^(?:\+98|0098|98)(?=9\d{9}$)/, '0');
  const withZero = /^9\d{9}$/.test(national) ? `0${national}` : national;
  return /^09\d{9}$/.test(withZero) ? withZero : null;
}
