import { z } from 'zod';
import { fullNameRule, mobileRule } from './contact-field-rules.ts';

/** A person an administrator adds as a company user, or a mentor as a sub-user: the web's form, the gateway and the courses service check it alike. */
export const companyPersonRules = z.object({ fullName: fullNameRule, mobile: mobileRule });

export type CompanyPersonForm = z.input<typeof companyPersonRules>;
