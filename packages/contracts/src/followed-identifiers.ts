import { isValidLegalId } from './iranian-identifiers.ts';
import { toLatinDigits } from './latin-digits.ts';

/** What a user may follow before a company has it: a legal national ID, a postal code or a brand. */
export const followedIdentifierKinds = ['NATIONAL_ID', 'POSTAL_CODE', 'BRAND'] as const;
export type FollowedIdentifierKind = (typeof followedIdentifierKinds)[number];

export const brandMaxLength = 100;

/**
 * The identifier as typed, read one way everywhere: digits Latin and spaces dropped for the numbers, a brand
 * trimmed with its spaces collapsed. Returns the message key of the rule it breaks instead.
 */
export function readFollowedIdentifier(
  kind: FollowedIdentifierKind,
  typed: string,
): { value: string } | { error: FollowedIdentifierMessageKey } {
  if (kind === 'BRAND') {
    const brand = typed.trim().replace(/\s+/g, ' ');
    if (brand.length < 2) return { error: 'identifier.brand.invalid' };
    if (brand.length > brandMaxLength) return { error: 'identifier.brand.tooLong' };
    return { value: brand };
  }
  const digits = toLatinDigits(typed).replace(/[\s-]/g, '');
  if (kind === 'NATIONAL_ID')
    return /^\d{11}$/.test(digits) && isValidLegalId(digits)
      ? { value: digits }
      : { error: 'identifier.nationalId.invalid' };
  return /^\d{10}$/.test(digits) ? { value: digits } : { error: 'identifier.postalCode.invalid' };
}

/** The rules' messages, for the service's answers and the web form alike. */
export const followedIdentifierMessages = {
  'identifier.nationalId.invalid': {
    'fa-IR': 'شناسهٔ ملی باید ۱۱ رقم و معتبر باشد.',
    'en-US': 'Enter a valid 11-digit national ID.',
  },
  'identifier.postalCode.invalid': {
    'fa-IR': 'کد پستی باید ۱۰ رقم باشد.',
    'en-US': 'Enter a 10-digit postal code.',
  },
  'identifier.brand.invalid': {
    'fa-IR': 'نام برند را دست‌کم با ۲ حرف وارد کنید.',
    'en-US': 'Enter a brand of at least 2 letters.',
  },
  'identifier.brand.tooLong': {
    'fa-IR': 'نام برند حداکثر ۱۰۰ حرف است.',
    'en-US': 'A brand has at most 100 letters.',
  },
} as const;
export type FollowedIdentifierMessageKey = keyof typeof followedIdentifierMessages;
