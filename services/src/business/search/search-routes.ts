import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { resultLimitFor } from '../gating/package-limits.ts';
import { identifierDigits, normalisePersian } from './persian-normalise.ts';

const searchTypes = ['company', 'person', 'product', 'all'] as const;
type EntityType = 'COMPANY' | 'PERSON' | 'PRODUCT';

/** At most this many matches are counted per type; a higher count is shown as "more than". */
const countCap = 10_000;
/** Word similarity (0–1) a misspelt word needs to match; PostgreSQL's default of 0.6 misses one-letter typos in short names. */
const typoThreshold = 0.45;

const searchHitSchema = z.object({
  type: z.enum(['COMPANY', 'PERSON', 'PRODUCT']),
  id: z.number().int().describe('Id of the company, person or product'),
  title: z.string(),
  subtitle: z.string().describe('Province and city of a company, national code of a person, maker of a product'),
  identifier: z.string().nullable().describe('National ID of a company, national code of a person, HS code of a product'),
  companyId: z.number().int().nullable().describe('The company a product belongs to (the company itself for a company)'),
  exact: z.boolean().describe('True when the query was this entity’s identifier'),
});

const searchResultSchema = z.object({
  totalCount: z.number().int().describe(`Matches of the requested type(s), counted up to ${countCap} per type`),
  countsByType: z.object({ company: z.number().int(), person: z.number().int(), product: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  visibleLimit: z.number().int().describe('How many results the caller’s package may page through (visitor 20, FREE 50, paid more)'),
  items: z.array(searchHitSchema),
});

export type SearchHit = z.infer<typeof searchHitSchema>;

interface RankedHit extends SearchHit {
  rank: number;
  score: number;
  /** Position in its own type's ordered results, which already break ties. */
  position: number;
}

interface Matcher {
  text: string;
  digits: string | null;
  locale: 'fa-IR' | 'en-US';
}

/** rank 0: identifier; 1: a word starts with the query; 2: the query appears inside; 3: close spelling. */
function rankExpression(searchKey: SQL, exactCondition: SQL | null, matcher: Matcher) {
  return sql`CASE ${exactCondition ? sql`WHEN ${exactCondition} THEN 0` : sql``}
    WHEN (' ' || ${searchKey}) LIKE ${`% ${matcher.text}%`} THEN 1
    WHEN ${searchKey} LIKE ${`%${matcher.text}%`} THEN 2 ELSE 3 END`;
}

function matchCondition(searchKey: SQL, exactCondition: SQL | null, matcher: Matcher) {
  const textCondition = matcher.text.length >= 2 ? sql`(${searchKey} LIKE ${`%${matcher.text}%`} OR ${matcher.text} <% ${searchKey})` : sql`false`;
  return exactCondition ? sql`(${exactCondition} OR ${textCondition})` : textCondition;
}

async function searchCompanies(db: Database, matcher: Matcher, limit: number) {
  const key = sql`c.search_key`;
  const exact = matcher.digits ? sql`(c.national_id = ${matcher.digits} OR c.registration_number = ${matcher.digits})` : null;
  const where = matchCondition(key, exact, matcher);
  const place = matcher.locale === 'en-US' ? sql`p.name_en || ', ' || ci.name_en` : sql`p.name_fa || '، ' || ci.name_fa`;
  const rows = await db.execute<{ id: number; title: string; subtitle: string | null; identifier: string; rank: number; score: number }>(sql`
    SELECT c.id, c.name AS title, ${place} AS subtitle, c.national_id AS identifier,
      ${rankExpression(key, exact, matcher)} AS rank, word_similarity(${matcher.text}, ${key}) AS score
    FROM business.companies c
    LEFT JOIN business.provinces p ON p.id = c.province_id
    LEFT JOIN business.cities ci ON ci.id = c.city_id
    WHERE ${where}
    ORDER BY rank, score DESC, c.capital_rials DESC, c.id
    LIMIT ${limit}`);
  const [counted] = (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM business.companies c WHERE ${where} LIMIT ${countCap}) matches`)).rows;
  const hits: RankedHit[] = rows.rows.map((row, position) => ({
    position,
    type: 'COMPANY',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle ?? '',
    identifier: row.identifier,
    companyId: row.id,
    exact: Number(row.rank) === 0,
    rank: Number(row.rank),
    score: Number(row.score),
  }));
  return { hits, total: counted?.total ?? 0 };
}

async function searchPersons(db: Database, matcher: Matcher, limit: number) {
  const key = sql`p.search_key`;
  const exact = matcher.digits ? sql`p.national_code = ${matcher.digits}` : null;
  const where = matchCondition(key, exact, matcher);
  const rows = await db.execute<{ id: number; title: string; identifier: string; rank: number; score: number; companies: number }>(sql`
    SELECT p.id, p.full_name AS title, p.national_code AS identifier,
      ${rankExpression(key, exact, matcher)} AS rank, word_similarity(${matcher.text}, ${key}) AS score,
      (SELECT count(DISTINCT r.company_id)::int FROM business.company_roles r WHERE r.person_id = p.id) AS companies
    FROM business.persons p
    WHERE ${where}
    ORDER BY rank, score DESC, p.id
    LIMIT ${limit}`);
  const [counted] = (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM business.persons p WHERE ${where} LIMIT ${countCap}) matches`)).rows;
  const hits: RankedHit[] = rows.rows.map((row, position) => ({
    position,
    type: 'PERSON',
    id: row.id,
    title: row.title,
    subtitle: matcher.locale === 'en-US' ? `Roles in ${row.companies} companies` : `دارای سمت در ${new Intl.NumberFormat('fa-IR').format(row.companies)} شرکت`,
    identifier: row.identifier,
    companyId: null,
    exact: Number(row.rank) === 0,
    rank: Number(row.rank),
    score: Number(row.score),
  }));
  return { hits, total: counted?.total ?? 0 };
}

async function searchProducts(db: Database, matcher: Matcher, limit: number) {
  const key = sql`pr.search_key`;
  const where = matchCondition(key, null, matcher);
  const rows = await db.execute<{ id: number; title: string; subtitle: string; identifier: string; company_id: number; rank: number; score: number }>(sql`
    SELECT pr.id, pr.name || coalesce(' «' || pr.brand || '»', '') AS title, c.name AS subtitle, pr.hs_code AS identifier, pr.company_id,
      ${rankExpression(key, null, matcher)} AS rank, word_similarity(${matcher.text}, ${key}) AS score
    FROM business.products pr JOIN business.companies c ON c.id = pr.company_id
    WHERE ${where}
    ORDER BY rank, score DESC, pr.id
    LIMIT ${limit}`);
  const [counted] = (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM business.products pr WHERE ${where} LIMIT ${countCap}) matches`)).rows;
  const hits: RankedHit[] = rows.rows.map((row, position) => ({
    position,
    type: 'PRODUCT',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    identifier: row.identifier,
    companyId: row.company_id,
    exact: false,
    rank: Number(row.rank),
    score: Number(row.score),
  }));
  return { hits, total: counted?.total ?? 0 };
}

const typeOrder: Record<EntityType, number> = { COMPANY: 0, PERSON: 1, PRODUCT: 2 };

/** Finds companies, persons and products by name, identifier or product, tolerant of spelling and script. */
export async function runSearch(
  db: Database,
  query: { text: string; type: (typeof searchTypes)[number]; page: number; pageSize: number; locale: Matcher['locale']; visibleLimit: number },
) {
  const matcher: Matcher = { text: normalisePersian(query.text), digits: identifierDigits(query.text), locale: query.locale };
  const limit = Math.min(query.page * query.pageSize, query.visibleLimit);
  const wants = (type: (typeof searchTypes)[number]) => query.type === 'all' || query.type === type;
  const empty = { hits: [] as RankedHit[], total: 0 };
  return db.transaction(async (transaction) => {
    await transaction.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${typoThreshold}`));
    const database = transaction as unknown as Database;
    const [companyResult, personResult, productResult] = [
      wants('company') ? await searchCompanies(database, matcher, limit) : empty,
      wants('person') ? await searchPersons(database, matcher, limit) : empty,
      wants('product') ? await searchProducts(database, matcher, limit) : empty,
    ];
    const merged = [...companyResult.hits, ...personResult.hits, ...productResult.hits].sort(
      (first, second) => first.rank - second.rank || second.score - first.score || typeOrder[first.type] - typeOrder[second.type] || first.position - second.position,
    );
    const items = merged.slice(Math.min((query.page - 1) * query.pageSize, limit), limit).map(({ rank: _rank, score: _score, position: _position, ...hit }) => hit);
    return {
      totalCount: companyResult.total + personResult.total + productResult.total,
      countsByType: { company: companyResult.total, person: personResult.total, product: productResult.total },
      page: query.page,
      pageSize: query.pageSize,
      visibleLimit: query.visibleLimit,
      items,
    };
  });
}

export async function registerSearchRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v3/Search/Search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Simple search over companies, persons and products',
        description:
          'Persian-normalised (Arabic ي/ك, Persian and Arabic digits, half-spaces, diacritics), matching word prefixes, substrings and close spellings; a national ID, registration number or national code ranks its entity first.',
        querystring: z.object({
          text: z.string({ error: 'search.text.required' }).trim().min(1, 'search.text.required').max(200, 'search.text.tooLong'),
          type: z.enum(searchTypes, { error: 'search.type.invalid' }).default('all'),
          page: z.coerce.number({ error: 'search.page.invalid' }).int('search.page.invalid').min(1, 'search.page.invalid').max(500, 'search.page.invalid').default(1),
          pageSize: z.coerce.number({ error: 'search.pageSize.invalid' }).int('search.pageSize.invalid').min(1, 'search.pageSize.invalid').max(50, 'search.pageSize.invalid').default(20),
        }),
        response: { 200: searchResultSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      runSearch(context.db, { ...request.query, locale: requestLocale(request), visibleLimit: resultLimitFor(request.viewer?.packageType ?? null) }),
  );
}
