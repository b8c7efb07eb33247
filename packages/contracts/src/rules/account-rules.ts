import { z } from 'zod';
import { normaliseIranianMobile } from '../iranian-mobile.ts';
import { toLatinDigits } from '../latin-digits.ts';
import { normaliseEmail } from './contact-field-rules.ts';

/**
 * The rules of the authentication dialog and the profile page (product-spec §5), applied alike by the web's
 * forms, the gateway and the accounts service.
 */

/** A user name as stored: 09xxxxxxxxx for a mobile number, the normalised e-mail address; null when neither. */
export function normaliseUserName(value: string): string | null {
  return value.includes('@') ? normaliseEmail(value) : normaliseIranianMobile(value);
}

export const userNameRule = z
  .string({ error: 'validation.userName.required' })
  .trim()
  .min(1, 'validation.userName.required')
  .transform((value, context) => {
    const userName = normaliseUserName(value);
    if (userName === null) {
      context.addIssue({ code: 'custom', message: 'validation.userName.invalid' });
      return z.NEVER;
    }
    return userName;
  })
  .describe('An Iranian mobile number or an e-mail address; Persian and Arabic digits are accepted');

/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPasswordRule = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  // One message at a time: a missing password is only "required", a short one only "too short".
  .pipe(
    z
      .string()
      .min(8, 'validation.password.tooShort')
      .pipe(
        z
          .string()
          .max(128, 'validation.password.tooLong')
          .refine((password) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password), {
            message: 'validation.password.weak',
          }),
      ),
  )
  .describe('At least 8 characters, with letters and digits');

/** A password being checked is only required to be there; its strength was judged when it was set. */
export const passwordRule = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .max(128, 'validation.password.tooLong')
  .describe('The account password');

export const codeRule = z
  .string({ error: 'validation.code.required' })
  .trim()
  .min(1, 'validation.code.required')
  .transform(toLatinDigits)
  .refine((code) => /^\d{5}$/.test(code), { message: 'validation.code.invalid' })
  .describe('The 5-digit code sent to the user name; Persian digits are accepted');

export const personalTextRule = z.string().trim().max(80, 'validation.personalInfo.tooLong');

export const signInRules = z.object({ userName: userNameRule, password: passwordRule });
export const signUpRules = z.object({ userName: userNameRule, password: newPasswordRule });
export const userNameOnlyRules = z.object({ userName: userNameRule });
export const codeConfirmationRules = z.object({ userName: userNameRule, code: codeRule });
export const passwordResetRules = z.object({
  userName: userNameRule,
  code: codeRule,
  newPassword: newPasswordRule,
});
export const passwordChangeRules = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: newPasswordRule,
});

export const personalInfoRules = z.object({
  firstName: personalTextRule,
  lastName: personalTextRule,
  jobTitle: personalTextRule,
  companyName: personalTextRule,
});

function matchingPasswords(values: { newPassword: string; confirmPassword: string }) {
  return values.newPassword === values.confirmPassword;
}

/** The web's forms ask for the new password twice (§5); the gateway receives it once. */
export const signUpFormRules = signUpRules
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });

export const passwordResetFormRules = passwordResetRules
  .extend({ confirmPassword: z.string() })
  .refine(matchingPasswords, { message: 'validation.password.mismatch', path: ['confirmPassword'] });

export const passwordChangeFormRules = passwordChangeRules
  .extend({ confirmPassword: z.string() })
  .refine(matchingPasswords, { message: 'validation.password.mismatch', path: ['confirmPassword'] });
