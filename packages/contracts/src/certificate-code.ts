import { toLatinDigits } from './latin-digits.ts';

/** A certificate's verification code as printed: `RSD-` and ten hexadecimal digits. */
const certificateCodePattern = /^RSD-[0-9A-F]{10}$/;

/**
 * The code as printed, from what a person typed: Persian or Arabic digits, any case, spaces or dashes,
 * with or without the `RSD-` prefix; null when it cannot be a certificate code.
 */
export function normaliseCertificateCode(typed: string): string | null {
  const compact = toLatinDigits(typed)
    .toUpperCase()
    .replace(/[\s\u200c\u200e\u200f_-]/g, '');
  const code = `RSD-${compact.replace(/^RSD/, '')}`;
  return certificateCodePattern.test(code) ? code : null;
}
