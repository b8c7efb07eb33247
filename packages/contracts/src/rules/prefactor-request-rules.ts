import { typedNumberText } from '../latin-digits.ts';
import { z } from 'zod';
import { fullNameRule, mobileRule, optional } from './contact-field-rules.ts';

/** A quantity as typed: Persian or Arabic digits and thousands separators allowed; NaN when it is no number. */
export function quantityNumber(typed: string): number {
  const digits = typedNumberText(typed);
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The pro-forma invoice request form: the web validates with it, the gateway checks again. */
export const prefactorRequestRules = z.object({
  fullName: fullNameRule,
  mobile: mobileRule,
  productName: z
    .string()
    .trim()
    .min(1, 'validation.prefactor.product')
    .max(200, 'validation.prefactor.product'),
  quantity: z.preprocess(
    (typed) => (typeof typed === 'string' ? quantityNumber(typed) : typed),
    z.coerce
      .number({ error: 'validation.prefactor.quantity' })
      .int('validation.prefactor.quantity')
      .min(1, 'validation.prefactor.quantity')
      .max(1_000_000_000, 'validation.prefactor.quantity'),
  ),
  description: optional(z.string().trim().max(2000, 'validation.description.tooLong')),
});

export type PrefactorRequestForm = z.input<typeof prefactorRequestRules>;

/** The company's answer to a prefactor request: the manager's form, the gateway and the business service check it. */
export const prefactorAnswerRules = z.object({
  answer: z
    .string({ error: 'validation.prefactor.answer.required' })
    .trim()
    .min(1, 'validation.prefactor.answer.required')
    .max(2000, 'validation.prefactor.answer.tooLong'),
});

export type PrefactorAnswerForm = z.input<typeof prefactorAnswerRules>;
