import { z } from 'zod';
import { fullNameRule, mobileRule, optional } from './contact-field-rules.ts';

export const consultantRequestRules = z.object({
  fullName: fullNameRule,
  mobile: mobileRule,
  companyName: optional(z.string().trim().max(120, 'validation.companyName.tooLong')),
  description: optional(z.string().trim().max(2000, 'validation.description.tooLong')),
});

export type ConsultantRequestInput = z.input<typeof consultantRequestRules>;
