import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { resultLimitFor } from '../gating/package-limits.ts';
import { normalisePersian } from './persian-normalise.ts';

const legalForms = ['PRIVATE_JOINT_STOCK', 'LIMITED_LIABILITY', 'PUBLIC_JOINT_STOCK', 'COOPERATIVE', 'INSTITUTE'] as const;
const statuses = ['ACTIVE', 'LIQUIDATING', 'DISSOLVED'] as const;
const sorts = ['RELEVANCE', 'CAPITAL_DESC', 'CAPITAL_ASC', 'REGISTERED_DESC', 'REGISTERED_ASC', 'NAME'] as const;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const positiveId = z.coerce.number({ error: 'id.invalid' }).int('id.invalid').positive('id.invalid').max(2_147_483_647, 'id.invalid');

export const advancedSearchQuerySchema = z
  .object({
    text: z.string().trim().max(200, 'search.text.tooLong').optional(),
    provinceId: positiveId.optional(),
    cityId: positiveId.optional(),
    isicCode: z.string().regex(/^\d{2,4}$/, 'search.isic.invalid').optional().describe('ISIC division (2 digits), group (3) or class (4)'),
    legalForm: z.enum(legalForms, { error: 'search.legalForm.invalid' }).optional(),
    status: z.enum(statuses, { error: 'search.status.invalid' }).optional(),
    capitalMin: z.coerce.number({ error: 'search.capital.invalid' }).int('search.capital.invalid').min(0, 'search.capital.invalid').optional(),
    capitalMax: z.coerce.number({ error: 'search.capital.invalid' }).int('search.capital.invalid').min(0, 'search.capital.invalid').optional(),
    registeredFrom: z.string().regex(isoDay, 'search.date.invalid').optional().describe('YYYY-MM-DD (Gregorian), included'),
    registeredTo: z.string().regex(isoDay, 'search.date.invalid').optional().describe('YYYY-MM-DD (Gregorian), included'),
    trade: z.enum(['IMPORT', 'EXPORT', 'ANY'], { error: 'search.trade.invalid' }).optional().describe('Only companies with customs records of this direction'),
    hsCode: z.string().regex(/^\d{2,6}$/, 'search.hs.invalid').optional().describe('HS chapter (2 digits) or heading (4) traded or made'),
    sort: z.enum(sorts, { error: 'search.sort.invalid' }).default('RELEVANCE'),
    page: z.coerce.number({ error: 'search.page.invalid' }).int('search.page.invalid').min(1, 'search.page.invalid').max(500, 'search.page.invalid').default(1),
    pageSize: z.coerce.number({ error: 'search.pageSize.invalid' }).int('search.pageSize.invalid').min(1, 'search.pageSize.invalid').max(50, 'search.pageSize.invalid').default(20),
  })
  .refine((query) => query.capitalMin === undefined || query.capitalMax === undefined || query.capitalMin <= query.capitalMax, {
    message: 'search.capital.range',
    path: ['capitalMax'],
  })
  .refine((query) => !query.registeredFrom || !query.registeredTo || query.registeredFrom <= query.registeredTo, {
    message: 'search.date.range',
    path: ['registeredTo'],
  });

type AdvancedQuery = z.infer<typeof advancedSearchQuerySchema>;

const facetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() }));

/** The filters as SQL over `business.companies c`. */
function conditions(query: AdvancedQuery): SQL[] {
  const list: SQL[] = [];
  const text = query.text ? normalisePersian(query.text) : '';
  if (text.length >= 2) list.push(sql`(c.search_key LIKE ${`%${text}%`} OR ${text} <% c.search_key)`);
  if (query.provinceId) list.push(sql`c.province_id = ${query.provinceId}`);
  if (query.cityId) list.push(sql`c.city_id = ${query.cityId}`);
  if (query.isicCode) list.push(sql`c.isic_code LIKE ${`${query.isicCode}%`}`);
  if (query.legalForm) list.push(sql`c.legal_form = ${query.legalForm}`);
  if (query.status) list.push(sql`c.status = ${query.status}`);
  if (query.capitalMin !== undefined) list.push(sql`c.capital_rials >= ${query.capitalMin}`);
  if (query.capitalMax !== undefined) list.push(sql`c.capital_rials <= ${query.capitalMax}`);
  if (query.registeredFrom) list.push(sql`c.registration_date >= ${query.registeredFrom}`);
  if (query.registeredTo) list.push(sql`c.registration_date <= ${query.registeredTo}`);
  if (query.trade) {
    const direction = query.trade === 'ANY' ? sql`` : sql`AND t.direction = ${query.trade}`;
    list.push(sql`EXISTS (SELECT 1 FROM business.trade_records t WHERE t.company_id = c.id ${direction})`);
  }
  if (query.hsCode) {
    list.push(sql`(EXISTS (SELECT 1 FROM business.trade_records t WHERE t.company_id = c.id AND t.hs_code LIKE ${`${query.hsCode}%`})
      OR EXISTS (SELECT 1 FROM business.products pr WHERE pr.company_id = c.id AND pr.hs_code LIKE ${`${query.hsCode}%`}))`);
  }
  return list;
}

function whereClause(list: SQL[]) {
  return list.length === 0 ? sql`true` : sql.join(list, sql` AND `);
}

const orderings: Record<(typeof sorts)[number], SQL> = {
  RELEVANCE: sql`c.capital_rials DESC, c.id`,
  CAPITAL_DESC: sql`c.capital_rials DESC, c.id`,
  CAPITAL_ASC: sql`c.capital_rials ASC, c.id`,
  REGISTERED_DESC: sql`c.registration_date DESC, c.id`,
  REGISTERED_ASC: sql`c.registration_date ASC, c.id`,
  NAME: sql`c.search_key, c.id`,
};

export async function registerAdvancedSearchRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v3/Search/Advanced',
    {
      schema: {
        tags: ['Search'],
        summary: 'Companies by province, city, industry, legal form, status, capital, registration date, trade and HS code, with counts per filter value',
        querystring: advancedSearchQuerySchema,
        response: {
          200: z.object({
            totalCount: z.number().int(),
            visibleCount: z.number().int().describe('How many of them the caller’s package may page through'),
            companyIds: z.array(z.number().int()).describe('This page, in the requested order'),
            facets: z.object({ province: facetSchema, legalForm: facetSchema, status: facetSchema, industry: facetSchema }),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const english = requestLocale(request) === 'en-US';
      const where = whereClause(conditions(query));
      const limit = resultLimitFor(request.viewer?.packageType ?? null);
      const offset = (query.page - 1) * query.pageSize;
      const pageSize = Math.max(Math.min(query.pageSize, limit - offset), 0);
      const db = context.db;
      return db.transaction(async (transaction) => {
        await transaction.execute(sql.raw('SET LOCAL pg_trgm.word_similarity_threshold = 0.45'));
        const [rows, counted, provinceFacet, legalFormFacet, statusFacet, industryFacet] = await Promise.all([
          pageSize === 0
            ? Promise.resolve({ rows: [] as { id: number }[] })
            : transaction.execute<{ id: number }>(sql`SELECT c.id FROM business.companies c WHERE ${where} ORDER BY ${orderings[query.sort]} LIMIT ${pageSize} OFFSET ${offset}`),
          transaction.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM business.companies c WHERE ${where}`),
          transaction.execute<{ value: string; label: string; count: number }>(sql`
            SELECT c.province_id::text AS value, ${english ? sql`p.name_en` : sql`p.name_fa`} AS label, count(*)::int AS count
            FROM business.companies c JOIN business.provinces p ON p.id = c.province_id WHERE ${where}
            GROUP BY c.province_id, label ORDER BY count DESC, label`),
          transaction.execute<{ value: string; count: number }>(sql`SELECT c.legal_form AS value, count(*)::int AS count FROM business.companies c WHERE ${where} GROUP BY c.legal_form ORDER BY count DESC`),
          transaction.execute<{ value: string; count: number }>(sql`SELECT c.status AS value, count(*)::int AS count FROM business.companies c WHERE ${where} GROUP BY c.status ORDER BY count DESC`),
          transaction.execute<{ value: string; label: string; count: number }>(sql`
            SELECT left(c.isic_code, 2) AS value, ${english ? sql`i.title_en` : sql`coalesce(i.title_fa, i.title_en)`} AS label, count(*)::int AS count
            FROM business.companies c JOIN business.isic_industries i ON i.code = left(c.isic_code, 2) WHERE ${where}
            GROUP BY value, label ORDER BY count DESC LIMIT 30`),
        ]);
        const total = counted.rows[0]?.total ?? 0;
        return {
          totalCount: total,
          visibleCount: Math.min(total, limit),
          companyIds: rows.rows.map((row) => Number(row.id)),
          facets: {
            province: provinceFacet.rows,
            legalForm: legalFormFacet.rows.map((row) => ({ ...row, label: row.value })),
            status: statusFacet.rows.map((row) => ({ ...row, label: row.value })),
            industry: industryFacet.rows,
          },
        };
      });
    },
  );
}

