import { toLatinDigits, typedNumberText } from '../latin-digits.ts';
import { z } from 'zod';
import { solarHijriToIsoDate } from '../solar-hijri-date.ts';

const optionalSolarHijriDate = z
  .string()
  .trim()
  .refine((value) => value === '' || solarHijriToIsoDate(value) !== null, 'validation.solarHijriDate')
  .optional();

const optionalDigits = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform(toLatinDigits)
    .refine((value) => value === '' || pattern.test(value), message)
    .optional();

/** Rials as typed (Persian or Arabic digits, thousands separators) as plain Latin digits. */
export const normaliseRialText = typedNumberText;

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
