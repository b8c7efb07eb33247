import { z } from 'zod';
import { normaliseIranianMobile } from '../iranian-mobile.ts';
import { toLatinDigits } from '../latin-digits.ts';
import { normalisePersianText } from '../persian-text.ts';

/**
 * The contact fields every form, the gateway and the services check alike (a name, a mobile number, an
 * e-mail address, a description). Each failure is a key of rule-messages.ts.
 */

/** A letter of the Persian alphabet (Arabic script, including the Arabic forms people type) or a Latin letter. */
const letter = String.raw`(?:[A-Za-z]|(?=\p{Script=Arabic})[\p{L}\p{M}])`;
/** Letters, with spaces, ZWNJ, dots, apostrophes and hyphens between them; no digits, other scripts or symbols. */
const personNamePattern = new RegExp(`^${letter}(?:${letter}|[ \u200c.'-])*$`, 'u');

export const fullNameRule = z
  .string({ error: 'validation.fullName.required' })
  .trim()
  .min(1, 'validation.fullName.required')
  .transform(normalisePersianText)
  .refine((name) => name.length >= 2 && name.length <= 80 && personNamePattern.test(name), {
    message: 'validation.fullName.invalid',
  })
  .describe('Full name: 2–80 Persian or Latin letters; spaces and ZWNJ allowed; stored with Persian ی and ک');

/** An Iranian mobile number in any usual form (Persian digits, spaces, +98, 0098), normalised to 09xxxxxxxxx. */
export const mobileRule = z
  .string({ error: 'validation.mobile.required' })
  .trim()
  .min(1, 'validation.mobile.required')
  .transform((value, context) => {
    const mobile = normaliseIranianMobile(value);
    if (mobile === null) {
      context.addIssue({ code: 'custom', message: 'validation.mobile.invalid' });
      return z.NEVER;
    }
    return mobile;
  })
  .describe(
    'Iranian mobile number; Persian digits, spaces and +98/0098 forms are accepted and stored as 09xxxxxxxxx',
  );

/** The e-mail address as stored (Latin digits, lower case), or null when it is not one. */
export function normaliseEmail(value: string): string | null {
  const email = toLatinDigits(value.trim()).toLowerCase();
  return email.length <= 254 && z.email().safeParse(email).success ? email : null;
}

export const emailRule = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, 'validation.email.required')
  .transform((value, context) => {
    const email = normaliseEmail(value);
    if (email === null) {
      context.addIssue({ code: 'custom', message: 'validation.email.invalid' });
      return z.NEVER;
    }
    return email;
  })
  .describe('E-mail address; stored trimmed, with Latin digits, lower-cased');

export const descriptionRule = z
  .string({ error: 'validation.description.required' })
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
