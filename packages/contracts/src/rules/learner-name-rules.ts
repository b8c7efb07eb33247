import { z } from 'zod';
import { fullNameRule } from './contact-field-rules.ts';

/**
 * The name a course certificate carries: a person's full name by the shared Persian name rule (2–80 Persian or
 * Latin letters with spaces and ZWNJ; no digits, so never a mobile number, and no @, so never an e-mail address).
 * The exam page's form, the gateway and the courses service all check it with this one rule.
 */
export const learnerNameRule = fullNameRule.describe(
  'The name the certificate carries: 2–80 Persian or Latin letters; never a mobile number or e-mail address',
);

/** The certificate request's form: the learner's name. */
export const learnerNameRules = z.object({ learnerName: learnerNameRule });

/**
 * A name as an enrolment may keep it before a certificate is asked for: empty (the learner has not given one yet)
 * or a name by the rule.
 */
export const optionalLearnerNameRule = z.union([z.literal(''), learnerNameRule]).default('');

/** Whether a stored name may be printed on a certificate. */
export function isCertificateName(name: string): boolean {
  return learnerNameRule.safeParse(name).success;
}

/**
 * The name an enrolment starts with: the profile's first and last name when together they make a name by the
 * rule, else empty (the learner is asked for one before a certificate is issued). Never the user name, which is a
 * mobile number or an e-mail address.
 */
export function certificateNameOf(profile: { firstName: string; lastName: string }): string {
  const parsed = learnerNameRule.safeParse(`${profile.firstName} ${profile.lastName}`);
  return parsed.success ? parsed.data : '';
}
