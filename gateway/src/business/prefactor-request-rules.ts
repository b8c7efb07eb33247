import { z } from 'zod';
import { fullNameRule, mobileRule, optional } from '../shared/validation/field-rules.ts';

/** The pro-forma invoice request form: the web validates with it, the gateway checks again. */
export const prefactorRequestRules = z.object({
  fullName: fullNameRule,
  mobile: mobileRule,
  productName: z
    .string()
    .trim()
    .min(1, 'validation.prefactor.product')
    .max(200, 'validation.prefactor.product'),
  quantity: z.coerce
    .number()
    .int('validation.prefactor.quantity')
    .min(1, 'validation.prefactor.quantity')
    .max(1_000_000_000, 'validation.prefactor.quantity'),
  description: optional(z.string().trim().max(2000, 'validation.description.tooLong')),
});

export type PrefactorRequestForm = z.input<typeof prefactorRequestRules>;
