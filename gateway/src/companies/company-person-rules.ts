import { z } from 'zod';
import { fullNameRule, mobileRule } from '../shared/validation/field-rules.ts';

/** A person an administrator adds as a company user, or a mentor as a sub-user: the web validates with it, the gateway checks again. */
export const companyPersonRules = z.object({ fullName: fullNameRule, mobile: mobileRule });

export type CompanyPersonForm = z.input<typeof companyPersonRules>;
