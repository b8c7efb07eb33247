import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { capabilityGate, capabilityGateSchema, openableGates } from '../gating/capability-gate.ts';
import { hsChapterTitlesFa } from '@rasad/contracts/hs-chapter-titles-fa.ts';
import { typedNumberText } from '@rasad/contracts/latin-digits.ts';
import { normalisePersian } from './persian-normalise.ts';

const legalForms = [
  'PRIVATE_JOINT_STOCK',
  'LIMITED_LIABILITY',
  'PUBLIC_JOINT_STOCK',
  'COOPERATIVE',
  'INSTITUTE',
] as const;
const statuses = ['ACTIVE', 'LIQUIDATING', 'DISSOLVED'] as const;
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
    text: z.string().trim().max(200, 'search.text.tooLong').optional(),
    provinceId: positiveId.optional(),
    cityId: positiveId.optional(),
    isicCode: z
      .string()
      .regex(/^\d{2,4}$/, 'search.isic.invalid')
      .optional()
      .describe('ISIC division (2 digits), group (3) or class (4)'),
    legalForm: z.enum(legalForms, { error: 'search.legalForm.invalid' }).optional(),
    status: z.enum(statuses, { error: 'search.status.invalid' }).optional(),
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
    page: z.coerce
      .number({ error: 'search.page.invalid' })
      .int('search.page.invalid')
      .min(1, 'search.page.invalid')
      .max(500, 'search.page.invalid')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'search.pageSize.invalid' })
      .int('search.pageSize.invalid')
      .min(1, 'search.pageSize.invalid')
      .max(50, 'search.pageSize.invalid')
      .default(20),
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

const facetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() }));

/** Filters that have counts per value; each facet is counted without its own filter, so the other values stay visible. */
type FacetName = 'province' | 'city' | 'industry' | 'legalForm' | 'status' | 'trade' | 'hsChapter';

/** The filters as SQL over `business.companies c`, each tagged with the facet it belongs to (text has none). */
function conditions(query: AdvancedQuery, text: string): { facet: FacetName | null; condition: SQL }[] {
  const list: { facet: FacetName | null; condition: SQL }[] = [];
  if (text.length >= 2)
    list.push({ facet: null, condition: sql`(c.search_key LIKE ${`%${text}%`} OR ${text} <% c.search_key)` });
  if (query.provinceId) list.push({ facet: 'province', condition: sql`c.province_id = ${query.provinceId}` });
  if (query.cityId) list.push({ facet: 'city', condition: sql`c.city_id = ${query.cityId}` });
  if (query.isicCode)
    list.push({ facet: 'industry', condition: sql`c.isic_code LIKE ${`${query.isicCode}%`}` });
  if (query.legalForm) list.push({ facet: 'legalForm', condition: sql`c.legal_form = ${query.legalForm}` });
  if (query.status) list.push({ facet: 'status', condition: sql`c.status = ${query.status}` });
  if (query.capitalMin !== undefined)
    list.push({ facet: null, condition: sql`c.capital_rials >= ${query.capitalMin}` });
  if (query.capitalMax !== undefined)
    list.push({ facet: null, condition: sql`c.capital_rials <= ${query.capitalMax}` });
  if (query.registeredFrom)
    list.push({ facet: null, condition: sql`c.registration_date >= ${query.registeredFrom}` });
  if (query.registeredTo)
    list.push({ facet: null, condition: sql`c.registration_date <= ${query.registeredTo}` });
  if (query.trade) list.push({ facet: 'trade', condition: tradeCondition(query.trade) });
  if (query.hsCode) {
    list.push({
      facet: 'hsChapter',
      condition: sql`(EXISTS (SELECT 1 FROM business.trade_records t WHERE t.company_id = c.id AND t.hs_code LIKE ${`${query.hsCode}%`})
      OR EXISTS (SELECT 1 FROM business.products pr WHERE pr.company_id = c.id AND pr.hs_code LIKE ${`${query.hsCode}%`}))`,
    });
  }
  return list;
}

/** An advanced search's filters as one SQL condition over `business.companies c` (a saved search's alerts). */
export function advancedSearchCondition(query: AdvancedQuery): SQL {
  return whereClause(conditions(query, query.text ? normalisePersian(query.text) : ''));
}

function tradeCondition(trade: (typeof tradeActivities)[number]) {
  const direction = trade === 'ANY' ? sql`` : sql`AND t.direction = ${trade}`;
  return sql`EXISTS (SELECT 1 FROM business.trade_records t WHERE t.company_id = c.id ${direction})`;
}

/** All filters, or all but those of the facets being counted. */
function whereClause(
  list: { facet: FacetName | null; condition: SQL }[],
  without: readonly FacetName[] = [],
) {
  const kept = list
    .filter((entry) => entry.facet === null || !without.includes(entry.facet))
    .map((entry) => entry.condition);
  return kept.length === 0 ? sql`true` : sql.join(kept, sql` AND `);
}

function orderBy(sort: (typeof sorts)[number], text: string): SQL {
  if (sort === 'RELEVANCE' && text.length >= 2) {
    // Names containing the words first, then the closest spellings; capital only breaks ties.
    return sql`(c.search_key LIKE ${`%${text}%`}) DESC, word_similarity(${text}, c.search_key) DESC, similarity(${text}, c.search_key) DESC, c.capital_rials DESC, c.id`;
  }
  return orderings[sort];
}

const orderings: Record<(typeof sorts)[number], SQL> = {
  RELEVANCE: sql`c.capital_rials DESC, c.id`,
  CAPITAL_DESC: sql`c.capital_rials DESC, c.id`,
  CAPITAL_ASC: sql`c.capital_rials ASC, c.id`,
  REGISTERED_DESC: sql`c.registration_date DESC, c.id`,
  REGISTERED_ASC: sql`c.registration_date ASC, c.id`,
  NAME: sql`c.search_key, c.id`,
};

/**
 * The ids of the first `limit` companies an advanced search matches, in its order: for adding all results to a
 * list or exporting them, as far as the caller's package may page.
 */
export async function advancedSearchCompanyIds(
  db: Database,
  query: AdvancedQuery,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const text = query.text ? normalisePersian(query.text) : '';
  return db.transaction(async (transaction) => {
    await transaction.execute(sql.raw('SET LOCAL pg_trgm.word_similarity_threshold = 0.45'));
    const rows = await transaction.execute<{ id: number }>(
      sql`SELECT c.id FROM business.companies c WHERE ${whereClause(conditions(query, text))} ORDER BY ${orderBy(query.sort, text)} LIMIT ${limit}`,
    );
    return rows.rows.map((row) => Number(row.id));
  });
}

export async function registerAdvancedSearchRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v3/Search/Advanced',
    {
      schema: {
        tags: ['Search'],
        summary:
          'Companies by province, city, industry, legal form, status, capital, registration date, trade and HS code, with counts per filter value (each facet counted without its own filter)',
        querystring: advancedSearchQuerySchema,
        response: {
          200: z.object({
            totalCount: z.number().int(),
            visibleCount: z
              .number()
              .int()
              .describe(
                'How many of them the caller’s package may page through (none without advanced search)',
              ),
            companyIds: z
              .array(z.number().int())
              .describe('This page, in the requested order; empty without advanced search'),
            gated: z
              .array(capabilityGateSchema)
              .describe('advancedSearch when the caller’s package only shows the counts'),
            facets: z.object({
              province: facetSchema,
              city: facetSchema.describe(
                'Cities of the chosen province (the 30 with most matches when no province is chosen)',
              ),
              legalForm: facetSchema,
              status: facetSchema,
              industry: facetSchema,
              trade: facetSchema.describe('IMPORT, EXPORT and ANY'),
              hsChapter: facetSchema.describe('Two-digit HS chapters traded or made, most matches first'),
            }),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const english = requestLocale(request) === 'en-US';
      const text = query.text ? normalisePersian(query.text) : '';
      const filters = conditions(query, text);
      const where = whereClause(filters);
      const entitled = entitlementsOf(request.viewer?.packageType ?? null);
      // Without advanced search the caller sees how many companies match, not which.
      const limit = entitled.advancedSearch ? entitled.searchResults : 0;
      const offset = (query.page - 1) * query.pageSize;
      const pageSize = Math.max(Math.min(query.pageSize, limit - offset), 0);
      const db = context.db;
      return db.transaction(async (transaction) => {
        await transaction.execute(sql.raw('SET LOCAL pg_trgm.word_similarity_threshold = 0.45'));
        const cityScope = query.provinceId ? sql`AND c.province_id = ${query.provinceId}` : sql``;
        const [
          rows,
          counted,
          provinceFacet,
          cityFacet,
          legalFormFacet,
          statusFacet,
          industryFacet,
          tradeFacet,
          chapterFacet,
        ] = await Promise.all([
          pageSize === 0
            ? Promise.resolve({ rows: [] as { id: number }[] })
            : transaction.execute<{ id: number }>(
                sql`SELECT c.id FROM business.companies c WHERE ${where} ORDER BY ${orderBy(query.sort, text)} LIMIT ${pageSize} OFFSET ${offset}`,
              ),
          transaction.execute<{ total: number }>(
            sql`SELECT count(*)::int AS total FROM business.companies c WHERE ${where}`,
          ),
          transaction.execute<{ value: string; label: string; count: number }>(sql`
            SELECT c.province_id::text AS value, ${english ? sql`p.name_en` : sql`p.name_fa`} AS label, count(*)::int AS count
            FROM business.companies c JOIN business.provinces p ON p.id = c.province_id WHERE ${whereClause(filters, ['province', 'city'])}
            GROUP BY c.province_id, label ORDER BY count DESC, label`),
          transaction.execute<{ value: string; label: string; count: number }>(sql`
            SELECT c.city_id::text AS value, ${english ? sql`ci.name_en` : sql`ci.name_fa`} AS label, count(*)::int AS count
            FROM business.companies c JOIN business.cities ci ON ci.id = c.city_id WHERE ${whereClause(filters, ['city'])} ${cityScope}
            GROUP BY c.city_id, label ORDER BY count DESC, label LIMIT 30`),
          transaction.execute<{ value: string; count: number }>(
            sql`SELECT c.legal_form AS value, count(*)::int AS count FROM business.companies c WHERE ${whereClause(filters, ['legalForm'])} GROUP BY c.legal_form ORDER BY count DESC`,
          ),
          transaction.execute<{ value: string; count: number }>(
            sql`SELECT c.status AS value, count(*)::int AS count FROM business.companies c WHERE ${whereClause(filters, ['status'])} GROUP BY c.status ORDER BY count DESC`,
          ),
          transaction.execute<{ value: string; label: string; count: number }>(sql`
            SELECT left(c.isic_code, 2) AS value, ${english ? sql`i.title_en` : sql`coalesce(i.title_fa, i.title_en)`} AS label, count(*)::int AS count
            FROM business.companies c JOIN business.isic_industries i ON i.code = left(c.isic_code, 2) WHERE ${whereClause(filters, ['industry'])}
            GROUP BY value, label ORDER BY count DESC LIMIT 30`),
          transaction.execute<{ imports: number; exports: number; any: number }>(sql`
            SELECT count(*) FILTER (WHERE ${tradeCondition('IMPORT')})::int AS imports, count(*) FILTER (WHERE ${tradeCondition('EXPORT')})::int AS exports,
              count(*) FILTER (WHERE ${tradeCondition('ANY')})::int AS any
            FROM business.companies c WHERE ${whereClause(filters, ['trade'])}`),
          transaction.execute<{ value: string; label: string | null; count: number }>(sql`
            SELECT goods.chapter AS value, h.title_en AS label, count(DISTINCT goods.company_id)::int AS count
            FROM (SELECT t.company_id, left(t.hs_code, 2) AS chapter FROM business.trade_records t
                  UNION ALL SELECT pr.company_id, left(pr.hs_code, 2) FROM business.products pr) goods
            JOIN business.companies c ON c.id = goods.company_id LEFT JOIN business.hs_codes h ON h.code = goods.chapter
            WHERE ${whereClause(filters, ['hsChapter'])}
            GROUP BY goods.chapter, h.title_en ORDER BY count DESC, goods.chapter LIMIT 30`),
        ]);
        const total = counted.rows[0]?.total ?? 0;
        const trade = tradeFacet.rows[0] ?? { imports: 0, exports: 0, any: 0 };
        return {
          totalCount: total,
          visibleCount: Math.min(total, limit),
          companyIds: rows.rows.map((row) => Number(row.id)),
          gated: openableGates([!entitled.advancedSearch && capabilityGate('advancedSearch')]),
          facets: {
            province: provinceFacet.rows,
            city: cityFacet.rows,
            legalForm: legalFormFacet.rows.map((row) => ({ ...row, label: row.value })),
            status: statusFacet.rows.map((row) => ({ ...row, label: row.value })),
            industry: industryFacet.rows,
            trade: [
              { value: 'IMPORT', label: 'IMPORT', count: trade.imports },
              { value: 'EXPORT', label: 'EXPORT', count: trade.exports },
              { value: 'ANY', label: 'ANY', count: trade.any },
            ],
            hsChapter: chapterFacet.rows.map((row) => ({
              value: row.value,
              label: (english ? row.label : hsChapterTitlesFa[row.value]) ?? row.label ?? row.value,
              count: row.count,
            })),
          },
        };
      });
    },
  );
}
