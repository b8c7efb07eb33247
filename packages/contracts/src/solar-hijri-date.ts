// A CommonJS package: Node's ESM loader offers it as a default export only.
import jalaali from 'jalaali-js';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';

/** `۱۴۰۰/۰۱/۰۱`, `1400/1/1` or `1400-01-01` (Solar Hijri) as an ISO Gregorian date; null when it is no real date. */
export function solarHijriToIsoDate(text: string): string | null {
  const latin = toLatinDigits(text.trim());
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(latin);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!jalaali.isValidJalaaliDate(year, month, day)) return null;
  const gregorian = jalaali.toGregorian(year, month, day);
  return `${gregorian.gy}-${String(gregorian.gm).padStart(2, '0')}-${String(gregorian.gd).padStart(2, '0')}`;
}
