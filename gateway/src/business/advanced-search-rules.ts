import { z } from 'zod';
import { solarHijriToIsoDate } from './solar-hijri-date.ts';

const optionalSolarHijriDate = z
  .string()
  .trim()
  .refine((value) => value === '' || solarHijriToIsoDate(value) !== null, 'validation.solarHijriDate')
  .optional();

const optionalDigits = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)))
    .refine((value) => value === '' || pattern.test(value), message)
    .optional();

/** Rials as typed: Persian or Arabic digits and thousands separators (, ٬ ، and spaces) become plain Latin digits. */
export function normaliseRialText(value: string): string {
  return value
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\s,٬،]/g, '');
}

const optionalRialText = z
  .string()
  .trim()
  .transform(normaliseRialText)
  .refine(
    (value) => value === '' || (/^\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value))),
    'validation.capital',
  )
  .optional();

/** The advanced search form: the web validates with it, the gateway checks again. */
export const advancedSearchRules = z
  .object({
    registeredFrom: optionalSolarHijriDate,
    registeredTo: optionalSolarHijriDate,
    industryCode: optionalDigits(/^\d{2,4}$/, 'validation.isicCode'),
    hsCode: optionalDigits(/^\d{2,6}$/, 'validation.hsCode'),
    capitalMin: optionalRialText,
    capitalMax: optionalRialText,
  })
  .refine(
    (value) => {
      const from = value.registeredFrom ? solarHijriToIsoDate(value.registeredFrom) : null;
      const to = value.registeredTo ? solarHijriToIsoDate(value.registeredTo) : null;
      return from === null || to === null || from <= to;
    },
    { message: 'validation.dateRange', path: ['registeredTo'] },
  );
