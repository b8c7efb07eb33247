import { z } from 'zod';
import { normaliseIranianMobile } from '@rasad/contracts/iranian-mobile.ts';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A user name as stored: 09xxxxxxxxx for a mobile number, lower case for an e-mail; null when neither. */
export function normaliseUserName(value: string): string | null {
  const trimmed = toLatinDigits(value.trim());
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return email.length <= 254 && emailPattern.test(email) ? email : null;
  }
  return normaliseIranianMobile(trimmed);
}

export const userNameRule = z
  .string({ error: 'userName.required' })
  .trim()
  .min(1, { error: 'userName.required', abort: true })
  .transform((value, context) => {
    const userName = normaliseUserName(value);
    if (userName === null) {
      context.addIssue({ code: 'custom', message: 'userName.invalid' });
      return z.NEVER;
    }
    return userName;
  })
  .describe('An Iranian mobile number or an e-mail address; Persian and Arabic digits are accepted');

/** A new password: 8–128 characters with at least one letter and one digit (the gateway and web apply the same). */
export const newPasswordRule = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required', abort: true })
  .min(8, { error: 'password.tooShort', abort: true })
  .max(128, { error: 'password.tooLong', abort: true })
  .refine((password) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password), { message: 'password.weak' })
  .describe('At least 8 characters, with letters and digits');

/** A password being checked is only required to be there; its strength was judged when it was set. */
export const passwordRule = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required' })
  .max(128, { error: 'signIn.failed' })
  .describe('The account password');

export const oneTimeCodeRule = z
  .string({ error: 'code.required' })
  .trim()
  .min(1, { error: 'code.required', abort: true })
  .transform(toLatinDigits)
  .refine((code) => /^\d{5}$/.test(code), { message: 'code.invalid' })
  .describe('The 5-digit code sent to the user name; Persian digits are accepted');

export const personalTextRule = z.string().trim().max(80, { error: 'personalInfo.tooLong' });
