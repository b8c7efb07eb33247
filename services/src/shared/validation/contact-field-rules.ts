import { z } from 'zod';
import { normaliseIranianMobile } from '@rasad/contracts/iranian-mobile.ts';

/** A letter of the Persian alphabet (Arabic script, including Arabic forms people type) or a Latin letter. */
const letter = String.raw`(?:[A-Za-z]|(?=\p{Script=Arabic})[\p{L}\p{M}])`;
/** Letters, with spaces, ZWNJ, dots, apostrophes and hyphens between them; no digits or other symbols. */
const personNamePattern = new RegExp(`^${letter}(?:${letter}|[ \u200c.'-])*$`, 'u');

export const fullNameRule = z
  .string({ error: 'fullName.required' })
  .trim()
  .min(1, { error: 'fullName.required', abort: true })
  .refine((name) => name.length >= 2 && name.length <= 80 && personNamePattern.test(name), {
    message: 'fullName.invalid',
  })
  .describe('Full name: 2–80 Persian or Latin letters; spaces and ZWNJ allowed');

export const mobileRule = z
  .string({ error: 'mobile.required' })
  .trim()
  .min(1, { error: 'mobile.required', abort: true })
  .transform((value, context) => {
    const mobile = normaliseIranianMobile(value);
    if (mobile === null) {
      context.addIssue({ code: 'custom', message: 'mobile.invalid' });
      return z.NEVER;
    }
    return mobile;
  })
  .describe(
    'Iranian mobile number; Persian digits and +98/0098 forms are accepted and stored as 09xxxxxxxxx',
  );

/** Forms send an empty field as "", which means "not given". */
function emptyToUndefined(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export const optionalMobileRule = z.preprocess(emptyToUndefined, mobileRule.optional());

export const emailRule = z
  .string({ error: 'email.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'email.required', abort: true })
  .pipe(z.email({ error: 'email.invalid' }).max(254, 'email.invalid'))
  .describe('E-mail address; stored trimmed and lower-cased');

export const optionalEmailRule = z.preprocess(emptyToUndefined, emailRule.optional());
