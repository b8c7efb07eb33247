import { z } from 'zod';

/** A gift code as people type it: letters, digits and dashes; spaces trimmed, letters upper-cased. */
export const giftCodeRules = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,40}$/, 'validation.giftCode.invalid'),
});
