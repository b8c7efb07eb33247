import {
  digitsArToEn,
  digitsFaToEn,
  isPhoneNumberValid,
  phoneNumberNormalizer,
} from '@persian-tools/persian-tools';
import { z } from 'zod';

/**
 * Field rules shared by the web forms and the gateway, so a form and the API accept exactly
 * the same input. Each failure message is a message key; the web translates it with react-intl,
 * the gateway with its own catalogue.
 */
export const validationMessageKeys = [
  'validation.fullName.required',
  'validation.fullName.invalid',
  'validation.mobile.required',
  'validation.mobile.invalid',
  'validation.email.required',
  'validation.email.invalid',
  'validation.contact.required',
  'validation.description.required',
  'validation.description.tooLong',
  'validation.companyName.tooLong',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

export function latinDigits(value: string): string {
  return digitsArToEn(digitsFaToEn(value));
}

const fullNamePattern = /^[\p{L}\p{M}][\p{L}\p{M}\u200c .'-]{1,79}$/u;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const fullNameRule = z
  .string()
  .trim()
  .min(1, 'validation.fullName.required')
  // An empty name is reported once, as missing.
  .refine((value) => value === '' || fullNamePattern.test(value), 'validation.fullName.invalid');

/** An Iranian mobile number in any usual form (Persian digits, +98, 0098), normalised to 09xxxxxxxxx. */
export const mobileRule = z
  .string()
  .trim()
  .min(1, 'validation.mobile.required')
  .transform(latinDigits)
  .refine(
    (value) => /^(\+98|0098|0)?9\d{9}$/.test(value) && isPhoneNumberValid(value),
    'validation.mobile.invalid',
  )
  .transform((value) => phoneNumberNormalizer(value, '0'));

export const emailRule = z
  .string()
  .trim()
  .min(1, 'validation.email.required')
  .transform((value) => latinDigits(value).toLowerCase())
  .refine((value) => value.length <= 254 && emailPattern.test(value), 'validation.email.invalid');

export const descriptionRule = z
  .string()
  .trim()
  .min(1, 'validation.description.required')
  .max(2000, 'validation.description.tooLong');

/** An empty text box, or null from a GraphQL client, means "not given". */
export function optional<Rule extends z.ZodType>(rule: Rule) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    rule.optional(),
  );
}
