import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { capabilityGate, capabilityGateSchema, openableGates } from '../gating/capability-gate.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import { hsChapterTitlesFa } from '@rasad/contracts/hs-chapter-titles-fa.ts';

/** Capital buckets in rials, by orders of magnitude (up to 10 million, 100 million, … and above). */
const capitalBounds = [1e7, 1e8, 1e9, 1e10, 1e11, 1e12];

const countRow = z.object({ label: z.string(), count: z.number().int() });
const analysisSchema = z.object({
  code: z.string(),
  title: z.string(),
  companyCount: z.number().int(),
  totalCapitalRials: z.number(),
  byProvince: z.array(countRow),
  byFoundingYear: z.array(
    z.object({ year: z.number().int().describe('Solar Hijri'), count: z.number().int() }),
  ),
  capitalDistribution: z.array(
    z.object({
      upToRials: z.number().nullable().describe('null for the open top bucket'),
      count: z.number().int(),
    }),
  ),
  largest: z
    .array(z.object({ companyId: z.number().int(), capitalRials: z.number() }))
    .describe('Largest by capital, as many as the caller’s package shows'),
  largestLimit: z
    .number()
    .int()
    .describe('How many largest companies the caller’s package shows (visitors 3, free 5, paid 10)'),
  tradeByYear: z.array(z.object({ year: z.number().int(), importUsd: z.number(), exportUsd: z.number() })),
  tradeByChapter: z.array(
    z.object({ chapter: z.string(), title: z.string(), importUsd: z.number(), exportUsd: z.number() }),
  ),
  gated: z
    .array(capabilityGateSchema)
    .describe(
      'industryAnalysis when the breakdowns are left out (only the headline figures shown); largestCompanies when the list is cut',
    ),
});

const levelOrder = ['division', 'group', 'class'] as const;
type IndustryLevel = (typeof levelOrder)[number];
const industryChoiceSchema = z.object({ code: z.string(), level: z.enum(levelOrder), title: z.string() });

/** Statistics of one ISIC industry (division, group or class): where, since when, how big, what it trades. */
export async function registerIndustryRoutes(app: ServiceApp, context: ServiceContext) {
  let classification:
    | { code: string; level: IndustryLevel; titleFa: string | null; titleEn: string; key: string }[]
    | undefined;
  app.get(
    '/v1/Industry/FindIndustries',
    {
      schema: {
        tags: ['Industry'],
        summary:
          'ISIC divisions, groups and classes whose code or title (Persian or English) matches the text; broader levels first',
        querystring: z.object({
          text: z.string({ error: 'search.text.tooLong' }).trim().max(100, 'search.text.tooLong').default(''),
          limit: z.coerce
            .number({ error: 'search.pageSize.invalid' })
            .int('search.pageSize.invalid')
            .min(1, 'search.pageSize.invalid')
            .max(50, 'search.pageSize.invalid')
            .default(20),
        }),
        response: { 200: z.array(industryChoiceSchema), 400: errorBodySchema },
      },
    },
    async (request) => {
      const english = requestLocale(request) === 'en-US';
      const text = normalisePersian(request.query.text);
      // The classification is small (about 750 rows) and fixed: matching in memory folds Persian spellings exactly as search does.
      classification ??= (
        await context.db.execute<{
          code: string;
          level: IndustryLevel;
          title_fa: string | null;
          title_en: string;
        }>(
          sql`SELECT code, level, title_fa, title_en FROM business.isic_industries WHERE level IN ('division', 'group', 'class') ORDER BY code`,
        )
      ).rows.map((row) => ({
        code: row.code,
        level: row.level,
        titleFa: row.title_fa,
        titleEn: row.title_en,
        key: normalisePersian(`${row.title_fa ?? ''} ${row.title_en}`),
      }));
      return classification
        .filter((row) => text === '' || row.code.startsWith(text) || row.key.includes(text))
        .sort(
          (first, second) =>
            levelOrder.indexOf(first.level) - levelOrder.indexOf(second.level) ||
            first.code.localeCompare(second.code),
        )
        .slice(0, request.query.limit)
        .map((row) => ({
          code: row.code,
          level: row.level,
          title: english ? row.titleEn : (row.titleFa ?? row.titleEn),
        }));
    },
  );

  app.get(
    '/v1/Industry/GetAnalysis',
    {
      schema: {
        tags: ['Industry'],
        summary:
          'Companies of an ISIC industry by province and founding year, capital distribution, largest companies, trade by year and HS chapter',
        querystring: z.object({
          isicCode: z.string({ error: 'search.isic.invalid' }).regex(/^\d{2,4}$/, 'search.isic.invalid'),
        }),
        response: { 200: analysisSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const english = requestLocale(request) === 'en-US';
      const entitled = entitlementsOf(request.viewer?.packageType ?? null);
      const largestLimit = entitled.largestCompanies;
      const code = request.query.isicCode;
      const db = context.db;
      const [industry] = (
        await db.execute<{ title: string }>(
          sql`SELECT ${english ? sql`title_en` : sql`coalesce(title_fa, title_en)`} AS title FROM business.isic_industries WHERE code = ${code}`,
        )
      ).rows;
      if (!industry)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'INDUSTRY_NOT_FOUND',
          messageKey: 'industry.notFound',
          field: 'isicCode',
        });
      const inIndustry = sql`c.isic_code LIKE ${`${code}%`}`;
      const bucket = sql.raw(
        `CASE ${capitalBounds.map((bound, index) => `WHEN c.capital_rials <= ${bound} THEN ${index}`).join(' ')} ELSE ${capitalBounds.length} END`,
      );
      const [totals, byProvince, byYear, capital, largest, tradeYears, tradeChapters] = await Promise.all([
        db.execute<{ count: number; capital: string }>(
          sql`SELECT count(*)::int AS count, coalesce(sum(c.capital_rials), 0)::text AS capital FROM business.companies c WHERE ${inIndustry}`,
        ),
        db.execute<{ label: string; count: number }>(sql`
          SELECT ${english ? sql`p.name_en` : sql`p.name_fa`} AS label, count(*)::int AS count
          FROM business.companies c JOIN business.provinces p ON p.id = c.province_id WHERE ${inIndustry}
          GROUP BY label ORDER BY count DESC, label`),
        // Solar Hijri year of registration: Nowruz falls on 20 or 21 March, so day 80 of the Gregorian year is close enough for a chart.
        db.execute<{ year: number; count: number }>(sql`
          SELECT (extract(year FROM c.registration_date)::int - CASE WHEN extract(doy FROM c.registration_date) >= 80 THEN 621 ELSE 622 END) AS year, count(*)::int AS count
          FROM business.companies c WHERE ${inIndustry} GROUP BY year ORDER BY year`),
        db.execute<{ bucket: number; count: number }>(
          sql`SELECT ${bucket} AS bucket, count(*)::int AS count FROM business.companies c WHERE ${inIndustry} GROUP BY bucket ORDER BY bucket`,
        ),
        db.execute<{ id: number; capital: string }>(
          sql`SELECT c.id, c.capital_rials::text AS capital FROM business.companies c WHERE ${inIndustry} ORDER BY c.capital_rials DESC, c.id LIMIT ${largestLimit}`,
        ),
        db.execute<{ year: number; imports: string; exports: string }>(sql`
          SELECT t.year, sum(CASE WHEN t.direction = 'IMPORT' THEN t.value_usd ELSE 0 END)::text AS imports, sum(CASE WHEN t.direction = 'EXPORT' THEN t.value_usd ELSE 0 END)::text AS exports
          FROM business.trade_records t JOIN business.companies c ON c.id = t.company_id WHERE ${inIndustry} GROUP BY t.year ORDER BY t.year`),
        db.execute<{ chapter: string; title: string; imports: string; exports: string }>(sql`
          SELECT left(t.hs_code, 2) AS chapter, h.title_en AS title,
            sum(CASE WHEN t.direction = 'IMPORT' THEN t.value_usd ELSE 0 END)::text AS imports, sum(CASE WHEN t.direction = 'EXPORT' THEN t.value_usd ELSE 0 END)::text AS exports
          FROM business.trade_records t JOIN business.companies c ON c.id = t.company_id LEFT JOIN business.hs_codes h ON h.code = left(t.hs_code, 2)
          WHERE ${inIndustry} GROUP BY chapter, h.title_en ORDER BY sum(t.value_usd) DESC LIMIT 12`),
      ]);
      const capitalCounts = new Map(capital.rows.map((row) => [Number(row.bucket), row.count]));
      const companyCount = totals.rows[0]?.count ?? 0;
      const gated = openableGates([
        !entitled.industryAnalysis && capabilityGate('industryAnalysis'),
        companyCount > largestLimit && capabilityGate('largestCompanies', companyCount),
      ]);
      const analysis = <Row>(rows: Row[]): Row[] => (entitled.industryAnalysis ? rows : []);
      return {
        code,
        title: industry.title,
        companyCount,
        totalCapitalRials: Number(totals.rows[0]?.capital ?? 0),
        byProvince: analysis(byProvince.rows),
        byFoundingYear: analysis(byYear.rows).map((row) => ({ year: Number(row.year), count: row.count })),
        capitalDistribution: analysis([...capitalBounds, null]).map((bound, index) => ({
          upToRials: bound,
          count: capitalCounts.get(index) ?? 0,
        })),
        largest: largest.rows.map((row) => ({
          companyId: Number(row.id),
          capitalRials: Number(row.capital),
        })),
        largestLimit,
        gated,
        tradeByYear: analysis(tradeYears.rows).map((row) => ({
          year: Number(row.year),
          importUsd: Number(row.imports),
          exportUsd: Number(row.exports),
        })),
        tradeByChapter: analysis(tradeChapters.rows).map((row) => ({
          chapter: row.chapter,
          title: (english ? row.title : hsChapterTitlesFa[row.chapter]) ?? row.title ?? row.chapter,
          importUsd: Number(row.imports),
          exportUsd: Number(row.exports),
        })),
      };
    },
  );
}
