import { z } from 'zod';
import {
  descriptionRule,
  emailRule,
  fullNameRule,
  mobileRule,
  optional,
} from '../shared/validation/field-rules.ts';

export const contactSubjects = ['SUPPORT', 'SALES', 'SUGGESTION', 'ERROR_REPORT', 'OTHER'] as const;

export const contactMessageRules = z
  .object({
    fullName: fullNameRule,
    mobile: optional(mobileRule),
    email: optional(emailRule),
    subject: z.enum(contactSubjects),
    description: descriptionRule,
    pageUrl: optional(z.string().trim().max(500)),
  })
  .refine((message) => message.mobile !== undefined || message.email !== undefined, {
    message: 'validation.contact.required',
    path: ['mobile'],
  });

export type ContactMessageInput = z.input<typeof contactMessageRules>;
