import { z } from 'zod';
import { isValidLegalId, isValidNationalCode } from './iranian-identifiers.ts';
import { normaliseIranianMobile } from './iranian-mobile.ts';
import { toLatinDigits } from './latin-digits.ts';
import type { invoiceFieldMessages } from './invoice-field-messages.ts';

/**
 * The official invoice's buyer (spec §3 invoice fields, §5 validation): one set of rules for the form
 * in the browser and the service that stores it; their texts are invoice-field-messages.ts.
 */

type InvoiceMessageKey = keyof typeof invoiceFieldMessages;

/** A field of digits as people type them: Persian or Latin digits, spaces and dashes ignored. */
const digitsField = (
  messageKey: InvoiceMessageKey,
  pattern: RegExp,
  check: (digits: string) => boolean = () => true,
) =>
  z
    .string({ error: messageKey })
    .transform((value) => toLatinDigits(value).replace(/[\s-]/g, ''))
    .refine((digits) => pattern.test(digits) && check(digits), { message: messageKey });

const textField = (messageKey: InvoiceMessageKey, min: number, max: number) =>
  z.string({ error: messageKey }).trim().min(min, messageKey).max(max, messageKey);

/** A landline with its area code (0 + 10 digits) or an Iranian mobile, stored as 11 digits. */
const phoneRule = z.string({ error: 'invoice.phone.invalid' }).transform((value, context) => {
  const digits = toLatinDigits(value).replace(/[\s()-]/g, '');
  const mobile = normaliseIranianMobile(digits);
  if (mobile !== null) return mobile;
  if (/^0[1-8]\d{9}$/.test(digits)) return digits;
  context.addIssue({ code: 'custom', message: 'invoice.phone.invalid' });
  return z.NEVER;
});

const placeRules = {
  postalCode: digitsField('invoice.postalCode.invalid', /^[1-9]\d{9}$/).describe('10-digit postal code'),
  phone: phoneRule.describe('Landline with area code, or mobile'),
  address: textField('invoice.address.required', 10, 300),
  province: textField('invoice.province.required', 2, 40),
  city: textField('invoice.city.required', 2, 40),
};

export const realPersonInvoiceRules = z.object({
  fullName: textField('invoice.fullName.invalid', 3, 120).describe('Buyer’s full name'),
  nationalCode: digitsField('invoice.nationalCode.invalid', /^\d{10}$/, isValidNationalCode).describe(
    '10-digit national code with its check digit',
  ),
  ...placeRules,
});

export const legalPersonInvoiceRules = z.object({
  companyName: textField('invoice.companyName.required', 2, 160).describe('Registered company name'),
  nationalId: digitsField('invoice.legalNationalId.invalid', /^\d{11}$/, isValidLegalId).describe(
    '11-digit national ID with its check digit',
  ),
  registrationNumber: digitsField('invoice.registrationNumber.invalid', /^\d{1,8}$/).describe(
    'Registration number',
  ),
  economicCode: digitsField('invoice.economicCode.invalid', /^\d{12}$/).describe('12-digit economic code'),
  ...placeRules,
});
