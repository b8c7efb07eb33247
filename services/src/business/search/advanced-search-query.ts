import { z } from 'zod';
import { searchTextMaxLength } from '@rasad/contracts/rules/search-text-rules.ts';
import { companyStatuses, legalForms } from '@rasad/contracts/company-labels.ts';
import { typedNumberText } from '@rasad/contracts/latin-digits.ts';
import { searchPaging } from './search-paging.ts';

const sorts = [
  'RELEVANCE',
  'CAPITAL_DESC',
  'CAPITAL_ASC',
  'REGISTERED_DESC',
  'REGISTERED_ASC',
  'NAME',
] as const;
const tradeActivities = ['IMPORT', 'EXPORT', 'ANY'] as const;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const positiveId = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

/** Rials as people type them: Persian or Arabic digits, thousands separators (, ٬ ،) and spaces are accepted. */
const rialAmount = z.preprocess(
  (value) => (typeof value === 'string' ? typedNumberText(value) : value),
  z.coerce
    .number({ error: 'search.capital.invalid' })
    .int('search.capital.invalid')
    .min(0, 'search.capital.invalid')
    .max(Number.MAX_SAFE_INTEGER, 'search.capital.invalid'),
);

export const advancedSearchQuerySchema = z
  .object({
    text: z.string().trim().max(searchTextMaxLength, 'search.text.tooLong').optional(),
    provinceId: positiveId.optional(),
    cityId: positiveId.optional(),
    isicCode: z
      .string()
      .regex(/^\d{2,4}$/, 'search.isic.invalid')
      .optional()
      .describe('ISIC division (2 digits), group (3) or class (4)'),
    legalForm: z.enum(legalForms, { error: 'search.legalForm.invalid' }).optional(),
    status: z.enum(companyStatuses, { error: 'search.status.invalid' }).optional(),
    capitalMin: rialAmount.optional().describe('Rials; Persian digits and thousands separators accepted'),
    capitalMax: rialAmount.optional().describe('Rials; Persian digits and thousands separators accepted'),
    registeredFrom: z
      .string()
      .regex(isoDay, 'search.date.invalid')
      .optional()
      .describe('YYYY-MM-DD (Gregorian), included'),
    registeredTo: z
      .string()
      .regex(isoDay, 'search.date.invalid')
      .optional()
      .describe('YYYY-MM-DD (Gregorian), included'),
    trade: z
      .enum(tradeActivities, { error: 'search.trade.invalid' })
      .optional()
      .describe('Only companies with customs records of this direction'),
    hsCode: z
      .string()
      .regex(/^\d{2,6}$/, 'search.hs.invalid')
      .optional()
      .describe('HS chapter (2 digits) or heading (4) traded or made'),
    sort: z.enum(sorts, { error: 'search.sort.invalid' }).default('RELEVANCE'),
    ...searchPaging,
  })
  .refine(
    (query) =>
      query.capitalMin === undefined ||
      query.capitalMax === undefined ||
      query.capitalMin <= query.capitalMax,
    {
      message: 'search.capital.range',
      path: ['capitalMax'],
    },
  )
  .refine(
    (query) => !query.registeredFrom || !query.registeredTo || query.registeredFrom <= query.registeredTo,
    {
      message: 'search.date.range',
      path: ['registeredTo'],
    },
  );

export type AdvancedQuery = z.infer<typeof advancedSearchQuerySchema>;

export type AdvancedSearchSort = (typeof sorts)[number];
export type TradeActivity = (typeof tradeActivities)[number];
