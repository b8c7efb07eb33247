import type { PackageType } from '@rasad/contracts/entitlements.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { visibleCompanyCount } from '../gating/visible-roles.ts';

/**
 * At most this many matches are counted per type; a higher count is shown as "more than". Counting is what a dense
 * term costs (a name in one company in a hundred, at a million companies): 10,000 took 41–53 ms, 1,000 26–28 ms,
 * for the same first page (the page is then read tier by tier).
 */
export const countCap = 1_000;
/** At most this many close-spelling matches are scored, ranked and counted per type: each costs a full similarity computation. */
export const typoCandidateCap = 1_000;
/** Word similarity (0–1) a misspelt word needs to match; PostgreSQL's default of 0.6 misses one-letter typos in short names. */
const typoThreshold = 0.45;

/** What is looked for: the normalised text, the digits of an identifier in it, and the language of place names. */
export interface SearchMatcher {
  text: string;
  digits: string | null;
  locale: 'fa-IR' | 'en-US';
  /** Whose search it is (null for a visitor): a person hit counts only the roles this package shows. */
  packageType: PackageType | null;
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

/** How a repository searches: the defaults are the product's; tests and benchmarks compare variants. */
interface SearchOptions {
  /** Whether a page of fewer than `countCap` direct matches is ranked in one query (a test compares it with tiers). */
  rankInOneQuery: boolean;
  countCap: number;
}

/** Ways of reading a table that a search may turn off for one query (bitmap scans always stay on). */
const plannerWalks = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'] as const;
type PlannerWalk = (typeof plannerWalks)[number];
/** The server's own value of each walk setting (`reset_val`), what a walk that is not turned off is set back to. */
type ServerWalks = Record<PlannerWalk, string>;
type SearchSettings = SearchOptions & { serverWalks: ServerWalks };

export interface SearchLimits {
  /** Rows needed: everything up to the end of the requested page. */
  limit: number;
  visibleLimit: number;
}

/** A match: rank 0 identifier, 1 name or word start, 2 inside a word, 3 close spelling; score orders close spellings. */
export interface TierRow extends Record<string, unknown> {
  rank: number;
  score: number;
}

/**
 * Four tiers: rank 0 an identifier (btree); rank 1 the whole name is the query (drawn first, so the exact name
 * leads whatever its capital), then a word starts with the query; rank 2 the query appears inside a word; rank 3
 * close spellings. Each is ordered by the tie-break within it.
 *
 * The direct matches (ranks 0–2) are read in one query, at most `countCap` of them, which counts them and ranks
 * them for the page (one scan of the trigram index). When there are more than that, those read are only some of
 * them: the page is then read tier by tier, each walking the tie-break's index (which holds the name, so the walk
 * reads no table rows) until the page is full — cheap exactly when matches are that dense. Close spellings need a
 * similarity score per row and so are drawn from at most `typoCandidateCap` candidates, and are only looked for
 * when the other matches are fewer than the caller may see (below them they would never show; deciding on
 * `visibleLimit`, not the page, keeps the count the same on every page).
 */
async function searchTiers<Row extends TierRow>(
  db: Database,
  spec: SearchSpec,
  matcher: SearchMatcher,
  limits: SearchLimits,
  { rankInOneQuery, countCap, serverWalks }: SearchSettings,
) {
  const { limit, visibleLimit } = limits;
  const { table, alias, key, exact, columns, joins, tieBreak } = spec;
  const textUsable = matcher.text.length >= 2;
  if (!textUsable && !exact) return { rows: [] as Row[], total: 0, capped: false };
  const substring = sql`${key} LIKE ${`%${matcher.text}%`}`;
  // Two plain LIKEs on the column rather than one on (' ' || key): the planner estimates those from the column's statistics.
  const wordStart = sql`(${key} LIKE ${`${matcher.text}%`} OR ${key} LIKE ${`% ${matcher.text}%`})`;
  const sameName = sql`${key} = ${matcher.text}`;
  const direct = exact && textUsable ? sql`(${exact} OR ${substring})` : (exact ?? substring);
  const isExact = exact ?? sql`false`;
  const tierOrder = sql`CASE WHEN ${isExact} THEN 0 WHEN ${sameName} THEN 1 WHEN ${wordStart} THEN 2 ELSE 3 END`;
  const rank = sql`CASE WHEN ${isExact} THEN 0 WHEN ${substring} AND NOT ${wordStart} THEN 2 ELSE 1 END`;
  // The window's count is taken before the page is cut; the page's rows alone are joined for their columns. At
  // least one row, even when only counting: the count rides on each row. Read by a bitmap of the trigram index:
  // given a LIMIT, the planner may hope that walking an index holding the name meets enough matches early, and
  // for a word in one name in twenty it walks a quarter of the index (130 ms instead of 25).
  await setPlannerWalks(db, serverWalks, ['enable_indexscan', 'enable_indexonlyscan']);
  const ranked = (
    await db.execute<Record<string, unknown>>(sql`
      SELECT ${columns}, ranked.rank, 1 AS score, ranked.matches
      FROM (
        SELECT ${alias}.id AS match_id, ${rank} AS rank, ${tierOrder} AS tier_order, count(*) OVER ()::int AS matches
        FROM (SELECT * FROM ${table} ${alias} WHERE ${direct} LIMIT ${countCap}) ${alias}
        ORDER BY ${tierOrder}, ${tieBreak}
        LIMIT ${Math.max(limit, 1)}
      ) ranked
      JOIN ${table} ${alias} ON ${alias}.id = ranked.match_id ${joins}
      ORDER BY ranked.tier_order, ${tieBreak}`)
  ).rows as (Row & { matches: number })[];
  const directTotal = Number(ranked[0]?.matches ?? 0);
  const found: Row[] = [];
  if (directTotal < countCap && rankInOneQuery) found.push(...ranked.slice(0, limit));
  else {
    await setPlannerWalks(db, serverWalks, []);
    const select = async (tierRank: number, condition: SQL) => {
      const rows = limit - found.length;
      if (rows <= 0) return;
      // The page's ids first, then their columns: the walk reads the tie-break's index alone and tests the name
      // there (an index-only scan), where selecting the columns in the walk fetched every row it passed from the
      // table (10,136 rows and 18 ms for «پتروش» at a million companies; 2.3 ms this way).
      const page = await db.execute<Record<string, unknown>>(
        sql`SELECT ${columns}, ${tierRank} AS rank, 1 AS score
        FROM (SELECT ${alias}.id FROM ${table} ${alias} WHERE ${condition} ORDER BY ${tieBreak} LIMIT ${rows}) page
        JOIN ${table} ${alias} ON ${alias}.id = page.id ${joins}
        ORDER BY ${tieBreak}`,
      );
      found.push(...(page.rows as Row[]));
    };
    if (exact) await select(0, exact);
    if (textUsable) {
      const notExact = exact ? sql` AND NOT ${exact}` : sql``;
      await select(1, sql`${sameName}${notExact}`);
      await select(1, sql`${wordStart} AND NOT ${sameName}${notExact}`);
      await select(2, sql`${substring} AND NOT ${wordStart}${notExact}`);
    }
  }
  if (!textUsable || directTotal >= visibleLimit)
    return { rows: found, total: directTotal, capped: directTotal >= countCap };
  // Under a LIMIT the planner hopes a walk of the table (or of an index holding the name) meets enough close
  // spellings early, but every row it reads costs a similarity computation; the trigram index's candidates, read
  // by a bitmap, are always cheaper.
  // At least one row, even when only counting: the count of close spellings rides on each row. Only the page's
  // rows are joined for their columns, as in the ranked read.
  await setPlannerWalks(db, serverWalks, plannerWalks, typoThreshold);
  const typoRows = await db.execute<Row & { matches: number }>(sql`
    SELECT ${columns}, 3 AS rank, page.score, page.matches
    FROM (
      SELECT ${alias}.id, word_similarity(${matcher.text}, ${key}) AS score, count(*) OVER ()::int AS matches
      FROM (SELECT * FROM ${table} ${alias} WHERE ${matcher.text} <% ${key} AND NOT ${direct} LIMIT ${typoCandidateCap}) ${alias}
      ORDER BY score DESC, ${tieBreak}
      LIMIT ${Math.max(limit, 1)}
    ) page
    JOIN ${table} ${alias} ON ${alias}.id = page.id ${joins}
    ORDER BY page.score DESC, ${tieBreak}`);
  const typoTotal = Number(typoRows.rows[0]?.matches ?? 0);
  return {
    rows: [...found, ...typoRows.rows].slice(0, limit),
    total: Math.min(directTotal + typoTotal, countCap),
    capped: directTotal + typoTotal >= countCap || typoTotal >= typoCandidateCap,
  };
}

/**
 * Sets which walks are off for the search's next queries, the others back to the server's value, and the close
 * spellings' threshold when given: one statement, local to the search's transaction (it ends with it, so nothing is
 * restored at the end). Literal values: reading `pg_settings` for them cost 0.4 ms a statement, four a type.
 */
async function setPlannerWalks(
  db: Database,
  serverWalks: ServerWalks,
  off: readonly PlannerWalk[],
  similarityThreshold?: number,
) {
  const settings = plannerWalks.map(
    (walk) => sql`set_config(${walk}, ${off.includes(walk) ? 'off' : serverWalks[walk]}, true)`,
  );
  if (similarityThreshold !== undefined)
    settings.push(sql`set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold)}, true)`);
  await db.execute(sql`SELECT ${sql.join(settings, sql`, `)}`);
}

/** Companies by name, national ID or registration number, with their province and city. */
function companyMatches(db: Database, matcher: SearchMatcher, limits: SearchLimits, options: SearchSettings) {
  const place =
    matcher.locale === 'en-US' ? sql`p.name_en || ', ' || ci.name_en` : sql`p.name_fa || '، ' || ci.name_fa`;
  return searchTiers<TierRow & { id: number; title: string; subtitle: string | null; identifier: string }>(
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
    options,
  );
}

/** Persons by name or national code, with how many companies they hold roles in that the package shows. */
const personMatches = (db: Database, matcher: SearchMatcher, limits: SearchLimits, options: SearchSettings) =>
  searchTiers<TierRow & { id: number; title: string; identifier: string; companies: number }>(
    db,
    {
      table: sql`business.persons`,
      alias: sql`p`,
      key: sql`p.search_key`,
      exact: matcher.digits ? sql`p.national_code = ${matcher.digits}` : null,
      columns: sql`p.id, p.full_name AS title, p.national_code AS identifier,
        ${visibleCompanyCount(sql`p.id`, matcher.packageType, { current: false })} AS companies`,
      joins: sql``,
      tieBreak: sql`p.id`,
    },
    matcher,
    limits,
    options,
  );

/** Products by name, with their maker. */
const productMatches = (
  db: Database,
  matcher: SearchMatcher,
  limits: SearchLimits,
  options: SearchSettings,
) =>
  searchTiers<
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
    options,
  );

/** The SQL of the simple search over companies, persons and products. */
export function searchRepository(
  db: Database,
  { rankInOneQuery = true, countCap: cap = countCap }: Partial<SearchOptions> = {},
) {
  let serverWalks: Promise<ServerWalks> | undefined;
  /** The server's walk settings, read once: a search sets them back by value. */
  const readServerWalks = async () => {
    const rows = await db.execute<{ name: PlannerWalk; reset_val: string }>(
      sql`SELECT name, reset_val FROM pg_settings WHERE name IN (${sql.join(
        plannerWalks.map((walk) => sql`${walk}`),
        sql`, `,
      )})`,
    );
    return Object.fromEntries(rows.rows.map((row) => [row.name, row.reset_val])) as ServerWalks;
  };
  /** One type's search in a transaction of its own, where its planner settings live and end. */
  const inTransaction = async <Result>(
    search: (database: Database, settings: SearchSettings) => Promise<Result>,
  ) => {
    serverWalks ??= readServerWalks().catch((error: unknown) => {
      serverWalks = undefined;
      throw error;
    });
    const settings = { rankInOneQuery, countCap: cap, serverWalks: await serverWalks };
    return db.transaction((transaction) => search(transaction as unknown as Database, settings));
  };
  return {
    /**
     * The matches of each type up to its limits. On a server the three types are searched side by side, each on a
     * connection of its own, so a search takes as long as its slowest type rather than all three in turn; the
     * embedded database runs them one after another.
     */
    async matches(matcher: SearchMatcher, limitsFor: Record<'company' | 'person' | 'product', SearchLimits>) {
      const [company, person, product] = await Promise.all([
        inTransaction((database, settings) => companyMatches(database, matcher, limitsFor.company, settings)),
        inTransaction((database, settings) => personMatches(database, matcher, limitsFor.person, settings)),
        inTransaction((database, settings) => productMatches(database, matcher, limitsFor.product, settings)),
      ]);
      return { company, person, product };
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
