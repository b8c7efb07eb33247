import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { capabilityGate, capabilityGateSchema, openableGates } from '../gating/capability-gate.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import { hsChapterTitlesFa } from '@rasad/contracts/hs-chapter-titles-fa.ts';
import {
  industryLevels as levelOrder,
  industryRepository,
  type IndustryLevel,
} from './industry-repository.ts';

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

const industryChoiceSchema = z.object({ code: z.string(), level: z.enum(levelOrder), title: z.string() });

/**
 * Statistics of one ISIC industry (division, group or class): where, since when, how big, what it trades.
 * Registered under `/v1/Industry`.
 */
export const industryPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const industries = industryRepository(context.db);
  let classification:
    | { code: string; level: IndustryLevel; titleFa: string | null; titleEn: string; key: string }[]
    | undefined;
  app.get(
    '/FindIndustries',
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
      classification ??= (await industries.choices()).map((row) => ({
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
    '/GetAnalysis',
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
      const industry = await industries.title(code, english);
      if (!industry)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'INDUSTRY_NOT_FOUND',
          messageKey: 'industry.notFound',
          field: 'isicCode',
        });
      const { totals, byProvince, byYear, capitalBuckets, largest, tradeYears, tradeChapters } =
        await industries.analysis(code, { english, largestLimit, capitalBounds });
      const capitalCounts = new Map(capitalBuckets.map((row) => [Number(row.bucket), row.count]));
      const companyCount = totals?.count ?? 0;
      const gated = openableGates([
        !entitled.industryAnalysis && capabilityGate('industryAnalysis'),
        companyCount > largestLimit && capabilityGate('largestCompanies', companyCount),
      ]);
      const analysis = <Row>(rows: Row[]): Row[] => (entitled.industryAnalysis ? rows : []);
      return {
        code,
        title: industry.title,
        companyCount,
        totalCapitalRials: Number(totals?.capital ?? 0),
        byProvince: analysis(byProvince),
        byFoundingYear: analysis(byYear).map((row) => ({ year: Number(row.year), count: row.count })),
        capitalDistribution: analysis([...capitalBounds, null]).map((bound, index) => ({
          upToRials: bound,
          count: capitalCounts.get(index) ?? 0,
        })),
        largest: largest.map((row) => ({
          companyId: Number(row.id),
          capitalRials: Number(row.capital),
        })),
        largestLimit,
        gated,
        tradeByYear: analysis(tradeYears).map((row) => ({
          year: Number(row.year),
          importUsd: Number(row.imports),
          exportUsd: Number(row.exports),
        })),
        tradeByChapter: analysis(tradeChapters).map((row) => ({
          chapter: row.chapter,
          title: (english ? row.title : hsChapterTitlesFa[row.chapter]) ?? row.title ?? row.chapter,
          importUsd: Number(row.imports),
          exportUsd: Number(row.exports),
        })),
      };
    },
  );
};
