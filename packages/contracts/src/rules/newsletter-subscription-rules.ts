import { z } from 'zod';
import { emailRule } from './contact-field-rules.ts';

export const newsletterSubscriptionRules = z.object({ email: emailRule });

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionRules>;
