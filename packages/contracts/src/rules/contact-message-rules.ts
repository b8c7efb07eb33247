import { z } from 'zod';
import { descriptionRule, emailRule, fullNameRule, mobileRule, optional } from './contact-field-rules.ts';

export const contactSubjects = ['SUPPORT', 'SALES', 'SUGGESTION', 'ERROR_REPORT', 'OTHER'] as const;

/** Whether a field was filled in: also asked of the raw input, when another field already failed. */
function given(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export const contactMessageRules = z
  .object({
    fullName: fullNameRule,
    mobile: optional(mobileRule),
    email: optional(emailRule),
    subject: z
      .enum(contactSubjects, { error: 'validation.subject.required' })
      .describe('What the message is about'),
    description: descriptionRule.describe('The message, at most 2000 characters'),
    pageUrl: optional(z.string().trim().max(2000, 'validation.pageUrl.tooLong')).describe(
      'The page the sender was on',
    ),
  })
  .refine((message) => given(message.mobile) || given(message.email), {
    message: 'validation.contact.required',
    path: ['mobile'],
    // Reported together with any other field errors, not only once the rest is valid.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .describe('A message to support; a mobile number or an e-mail address is required so we can reply');

export type ContactMessageInput = z.input<typeof contactMessageRules>;
