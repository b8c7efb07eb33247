import { z } from 'zod';
import { latinDigits, emailRule, mobileRule } from '../shared/validation/field-rules.ts';

/**
 * The rules of the authentication dialog and the profile page (product-spec §5), shared by the web
 * forms and the gateway. Failures are message keys the web and the gateway translate.
 */
export const userNameRule = z
  .string()
  .trim()
  .min(1, 'validation.userName.required')
  .transform(latinDigits)
  .pipe(
    z.string().transform((value, context) => {
      // Mobile numbers are typed with spaces, dashes or brackets ("0912 345 6789"); the accounts service drops them too.
      const parsed = value.includes('@')
        ? emailRule.safeParse(value)
        : mobileRule.safeParse(value.replace(/[\s\-()]/g, ''));
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: 'validation.userName.invalid' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  );

/** A new password: at least 8 characters (§5), at most 128, with letters and digits. */
export const newPasswordRule = z
  .string()
  .min(1, 'validation.password.required')
  .min(8, 'validation.password.tooShort')
  .max(128, 'validation.password.tooLong')
  .refine(
    (password) => password.length < 8 || (/\p{L}/u.test(password) && /\p{Nd}/u.test(password)),
    'validation.password.weak',
  );

export const passwordRule = z
  .string()
  .min(1, 'validation.password.required')
  .max(128, 'validation.password.tooLong');

export const codeRule = z
  .string()
  .trim()
  .min(1, 'validation.code.required')
  .transform(latinDigits)
  .refine((code) => code === '' || /^\d{5}$/.test(code), 'validation.code.invalid');

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

const personalText = z.string().trim().max(80, 'validation.personalInfo.tooLong');
export const personalInfoRules = z.object({
  firstName: personalText,
  lastName: personalText,
  jobTitle: personalText,
  companyName: personalText,
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
