import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { maskNationalCode } from '../persons/person-summaries.ts';
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
  subtitle: z
    .string()
    .describe('Province and city of a company, national code of a person, maker of a product'),
  identifier: z
    .string()
    .nullable()
    .describe('National ID of a company, national code of a person, HS code of a product'),
  companyId: z
    .number()
    .int()
    .nullable()
    .describe('The company a product belongs to (the company itself for a company)'),
  exact: z.boolean().describe('True when the query was this entity’s identifier'),
});

/** At most this many close-spelling matches are scored, ranked and counted per type: each costs a full similarity computation. */
const typoCandidateCap = 1_000;

const searchResultSchema = z.object({
  totalCount: z
    .number()
    .int()
    .describe(`Matches of the requested type(s), counted up to ${countCap} per type`),
  totalCountIsLowerBound: z
    .boolean()
    .describe(
      `True when a count stopped at its cap (${countCap} matches, or ${typoCandidateCap} close spellings), so there are more than totalCount`,
    ),
  countsByType: z.object({ company: z.number().int(), person: z.number().int(), product: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  visibleLimit: z
    .number()
    .int()
    .describe('How many results the caller’s package may page through (visitor 20, FREE 50, paid more)'),
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
  /** Whether persons' national codes are shown whole (the caller's package has personal data). */
  personalData: boolean;
}

/** How one entity type is searched: the aliased table, its search key, identifier condition, columns and tie-break order. */
interface SearchSpec {
  table: SQL;
  alias: SQL;
  key: SQL;
  exact: SQL | null;
  columns: SQL;
  joins: SQL;
  tieBreak: SQL;
}

interface Limits {
  /** Rows needed: everything up to the end of the requested page. */
  limit: number;
  visibleLimit: number;
}

interface TierRow extends Record<string, unknown> {
  rank: number;
  score: number;
}

/**
 * Four tiers, each bounded so a million rows cost no more than a few thousand: rank 0, an identifier
 * (btree); rank 1, the whole name is the query (drawn first, so the exact name leads whatever its capital),
 * then a word starts with the query; rank 2, the query appears inside a word — each
 * ordered by the tie-break alone, so for a common word the planner may walk the tie-break's index and
 * stop at the page's end instead of sorting every match; rank 3, close spellings, which need a
 * similarity score per row and so are drawn from at most `typoCandidateCap` candidates, and are only
 * looked for when the other matches are fewer than the caller may see (below them they would never
 * show; deciding on `visibleLimit`, not the page, keeps the count the same on every page).
 */
async function searchTiers<Row extends TierRow>(
  db: Database,
  spec: SearchSpec,
  matcher: Matcher,
  limits: Limits,
) {
  const { limit, visibleLimit } = limits;
  const { table, alias, key, exact, columns, joins, tieBreak } = spec;
  const textUsable = matcher.text.length >= 2;
  const substring = sql`${key} LIKE ${`%${matcher.text}%`}`;
  // Two plain LIKEs on the column rather than one on (' ' || key): the planner estimates those from the column's statistics.
  const wordStart = sql`(${key} LIKE ${`${matcher.text}%`} OR ${key} LIKE ${`% ${matcher.text}%`})`;
  const direct = exact && textUsable ? sql`(${exact} OR ${substring})` : (exact ?? substring);
  const tier = async (rank: number, condition: SQL, rows: number) =>
    rows <= 0
      ? []
      : ((
          await db.execute<Record<string, unknown>>(
            sql`SELECT ${columns}, ${rank} AS rank, 1 AS score FROM ${table} ${alias} ${joins} WHERE ${condition} ORDER BY ${tieBreak} LIMIT ${rows}`,
          )
        ).rows as Row[]);
  const found: Row[] = exact ? await tier(0, exact, limit) : [];
  if (textUsable) {
    const notExact = exact ? sql` AND NOT ${exact}` : sql``;
    const sameName = sql`${key} = ${matcher.text}`;
    found.push(...(await tier(1, sql`${sameName}${notExact}`, limit - found.length)));
    found.push(...(await tier(1, sql`${wordStart} AND NOT ${sameName}${notExact}`, limit - found.length)));
    found.push(...(await tier(2, sql`${substring} AND NOT ${wordStart}${notExact}`, limit - found.length)));
  }
  // Tiers that came back short of the page hold every direct match already; only a full page needs counting.
  const directTotal =
    found.length < limit
      ? found.length
      : ((
          await db.execute<{ total: number }>(
            sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table} ${alias} WHERE ${direct} LIMIT ${countCap}) matches`,
          )
        ).rows[0]?.total ?? 0);
  if (!textUsable || directTotal >= visibleLimit)
    return { rows: found, total: directTotal, capped: directTotal >= countCap };
  // Under a LIMIT the planner hopes a sequential scan meets enough close spellings early, but every
  // row it reads costs a similarity computation; the trigram index's candidates are always cheaper.
  await db.execute(sql`SET LOCAL enable_seqscan = off`);
  // At least one row, even when only counting: the count of close spellings rides on each row.
  const typoRows = await db.execute<Row & { matches: number }>(sql`
    SELECT ${columns}, 3 AS rank, candidates.score, candidates.matches
    FROM (
      SELECT id, word_similarity(${matcher.text}, search_key) AS score, count(*) OVER ()::int AS matches
      FROM (SELECT ${alias}.id, ${key} AS search_key FROM ${table} ${alias} WHERE ${matcher.text} <% ${key} AND NOT ${direct} LIMIT ${typoCandidateCap}) bounded
    ) candidates
    JOIN ${table} ${alias} ON ${alias}.id = candidates.id ${joins}
    ORDER BY candidates.score DESC, ${tieBreak}
    LIMIT ${Math.max(limit, 1)}`);
  await db.execute(sql`RESET enable_seqscan`);
  const typoTotal = Number(typoRows.rows[0]?.matches ?? 0);
  return {
    rows: [...found, ...typoRows.rows].slice(0, limit),
    total: Math.min(directTotal + typoTotal, countCap),
    capped: directTotal + typoTotal >= countCap || typoTotal >= typoCandidateCap,
  };
}

function rankedHit(row: TierRow, position: number) {
  return { position, rank: Number(row.rank), score: Number(row.score), exact: Number(row.rank) === 0 };
}

async function searchCompanies(db: Database, matcher: Matcher, limits: Limits) {
  const place =
    matcher.locale === 'en-US' ? sql`p.name_en || ', ' || ci.name_en` : sql`p.name_fa || '، ' || ci.name_fa`;
  const { rows, total, capped } = await searchTiers<
    TierRow & { id: number; title: string; subtitle: string | null; identifier: string }
  >(
    db,
    {
      table: sql`business.companies`,
      alias: sql`c`,
      key: sql`c.search_key`,
      exact: matcher.digits
        ? sql`(c.national_id = ${matcher.digits} OR c.registration_number = ${matcher.digits})`
        : null,
      columns: sql`c.id, c.name AS title, ${place} AS subtitle, c.national_id AS identifier`,
      joins: sql`LEFT JOIN business.provinces p ON p.id = c.province_id LEFT JOIN business.cities ci ON ci.id = c.city_id`,
      tieBreak: sql`c.capital_rials DESC, c.id`,
    },
    matcher,
    limits,
  );
  const hits: RankedHit[] = rows.map((row, position) => ({
    ...rankedHit(row, position),
    type: 'COMPANY',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle ?? '',
    identifier: row.identifier,
    companyId: row.id,
  }));
  return { hits, total, capped };
}

async function searchPersons(db: Database, matcher: Matcher, limits: Limits) {
  const { rows, total, capped } = await searchTiers<
    TierRow & { id: number; title: string; identifier: string; companies: number }
  >(
    db,
    {
      table: sql`business.persons`,
      alias: sql`p`,
      key: sql`p.search_key`,
      exact: matcher.digits ? sql`p.national_code = ${matcher.digits}` : null,
      columns: sql`p.id, p.full_name AS title, p.national_code AS identifier,
        (SELECT count(DISTINCT r.company_id)::int FROM business.company_roles r WHERE r.person_id = p.id) AS companies`,
      joins: sql``,
      tieBreak: sql`p.id`,
    },
    matcher,
    limits,
  );
  const hits: RankedHit[] = rows.map((row, position) => ({
    ...rankedHit(row, position),
    type: 'PERSON',
    id: row.id,
    title: row.title,
    subtitle:
      matcher.locale === 'en-US'
        ? `Roles in ${row.companies} companies`
        : `دارای سمت در ${new Intl.NumberFormat('fa-IR').format(row.companies)} شرکت`,
    identifier: matcher.personalData ? row.identifier : maskNationalCode(row.identifier),
    companyId: null,
  }));
  return { hits, total, capped };
}

async function searchProducts(db: Database, matcher: Matcher, limits: Limits) {
  const { rows, total, capped } = await searchTiers<
    TierRow & { id: number; title: string; subtitle: string; identifier: string; company_id: number }
  >(
    db,
    {
      table: sql`business.products`,
      alias: sql`pr`,
      key: sql`pr.search_key`,
      exact: null,
      columns: sql`pr.id, pr.name || coalesce(' «' || pr.brand || '»', '') AS title, c.name AS subtitle, pr.hs_code AS identifier, pr.company_id`,
      joins: sql`JOIN business.companies c ON c.id = pr.company_id`,
      tieBreak: sql`pr.id`,
    },
    matcher,
    limits,
  );
  const hits: RankedHit[] = rows.map((row, position) => ({
    ...rankedHit(row, position),
    type: 'PRODUCT',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    identifier: row.identifier,
    companyId: row.company_id,
  }));
  return { hits, total, capped };
}

const typeOrder: Record<EntityType, number> = { COMPANY: 0, PERSON: 1, PRODUCT: 2 };

/** Finds companies, persons and products by name, identifier or product, tolerant of spelling and script. */
export async function runSearch(
  db: Database,
  query: {
    text: string;
    type: (typeof searchTypes)[number];
    page: number;
    pageSize: number;
    locale: Matcher['locale'];
    visibleLimit: number;
    personalData: boolean;
  },
) {
  const matcher: Matcher = {
    text: normalisePersian(query.text),
    digits: identifierDigits(query.text),
    locale: query.locale,
    personalData: query.personalData,
  };
  const limit = Math.min(query.page * query.pageSize, query.visibleLimit);
  const limits: Limits = { limit, visibleLimit: query.visibleLimit };
  const wants = (type: (typeof searchTypes)[number]) => query.type === 'all' || query.type === type;
  const countOnly: Limits = { limit: 0, visibleLimit: query.visibleLimit };
  return db.transaction(async (transaction) => {
    await transaction.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${typoThreshold}`));
    const database = transaction as unknown as Database;
    // Every kind is counted, for the result tabs; only the wanted kinds bring their matches.
    const limitsFor = (type: (typeof searchTypes)[number]) => (wants(type) ? limits : countOnly);
    const [companyResult, personResult, productResult] = [
      await searchCompanies(database, matcher, limitsFor('company')),
      await searchPersons(database, matcher, limitsFor('person')),
      await searchProducts(database, matcher, limitsFor('product')),
    ];
    const wanted = [
      ...(wants('company') ? [companyResult] : []),
      ...(wants('person') ? [personResult] : []),
      ...(wants('product') ? [productResult] : []),
    ];
    const merged = [...companyResult.hits, ...personResult.hits, ...productResult.hits].sort(
      (first, second) =>
        first.rank - second.rank ||
        second.score - first.score ||
        typeOrder[first.type] - typeOrder[second.type] ||
        first.position - second.position,
    );
    const items = merged
      .slice(Math.min((query.page - 1) * query.pageSize, limit), limit)
      .map(({ rank: _rank, score: _score, position: _position, ...hit }) => hit);
    return {
      totalCount: wanted.reduce((sum, result) => sum + result.total, 0),
      totalCountIsLowerBound: wanted.some((result) => result.capped),
      countsByType: {
        company: companyResult.total,
        person: personResult.total,
        product: productResult.total,
      },
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
          text: z
            .string({ error: 'search.text.required' })
            .trim()
            .min(1, 'search.text.required')
            .max(200, 'search.text.tooLong'),
          type: z.enum(searchTypes, { error: 'search.type.invalid' }).default('all'),
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
        }),
        response: { 200: searchResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const entitled = entitlementsOf(request.viewer?.packageType ?? null);
      return runSearch(context.db, {
        ...request.query,
        locale: requestLocale(request),
        visibleLimit: entitled.searchResults,
        personalData: entitled.personalData,
      });
    },
  );
}
