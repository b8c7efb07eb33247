import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';

/** At most this many matches are counted per type; a higher count is shown as "more than". */
export const countCap = 10_000;
/** At most this many close-spelling matches are scored, ranked and counted per type: each costs a full similarity computation. */
export const typoCandidateCap = 1_000;
/** Word similarity (0–1) a misspelt word needs to match; PostgreSQL's default of 0.6 misses one-letter typos in short names. */
const typoThreshold = 0.45;

/** What is looked for: the normalised text, the digits of an identifier in it, and the language of place names. */
export interface SearchMatcher {
  text: string;
  digits: string | null;
  locale: 'fa-IR' | 'en-US';
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
 * Up to this many direct matches, a page of them is read in one query that ranks them all (a bitmap of the matches,
 * then a sort); past it, tier by tier, each walking the tie-break's index until the page is full, which is cheaper
 * when matches are dense and dearer when they are sparse (a person's full name: hundreds among a million).
 */
const fewMatches = 2_000;

/**
 * Four tiers: rank 0 an identifier (btree); rank 1 the whole name is the query (drawn first, so the exact name
 * leads whatever its capital), then a word starts with the query; rank 2 the query appears inside a word; rank 3
 * close spellings. Each is ordered by the tie-break within it.
 *
 * The direct matches (ranks 0–2) are counted first, up to `countCap`; the count picks how the page is read (see
 * `fewMatches`). Close spellings need a similarity score per row and so are drawn from at most `typoCandidateCap`
 * candidates, and are only looked for when the other matches are fewer than the caller may see (below them they
 * would never show; deciding on `visibleLimit`, not the page, keeps the count the same on every page).
 */
async function searchTiers<Row extends TierRow>(
  db: Database,
  spec: SearchSpec,
  matcher: SearchMatcher,
  limits: SearchLimits,
  readWholeUpTo: number,
) {
  const { limit, visibleLimit } = limits;
  const { table, alias, key, exact, columns, joins, tieBreak } = spec;
  const textUsable = matcher.text.length >= 2;
  const substring = sql`${key} LIKE ${`%${matcher.text}%`}`;
  // Two plain LIKEs on the column rather than one on (' ' || key): the planner estimates those from the column's statistics.
  const wordStart = sql`(${key} LIKE ${`${matcher.text}%`} OR ${key} LIKE ${`% ${matcher.text}%`})`;
  const sameName = sql`${key} = ${matcher.text}`;
  if (!textUsable && !exact) return { rows: [] as Row[], total: 0, capped: false };
  const direct = exact && textUsable ? sql`(${exact} OR ${substring})` : (exact ?? substring);
  const directTotal =
    (
      await db.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table} ${alias} WHERE ${direct} LIMIT ${countCap}) matches`,
      )
    ).rows[0]?.total ?? 0;
  const select = async (rank: SQL, condition: SQL, order: SQL, rows: number) =>
    rows <= 0
      ? []
      : ((
          await db.execute<Record<string, unknown>>(
            sql`SELECT ${columns}, ${rank} AS rank, 1 AS score FROM ${table} ${alias} ${joins} WHERE ${condition} ORDER BY ${order} LIMIT ${rows}`,
          )
        ).rows as Row[]);
  const found: Row[] = [];
  if (textUsable && directTotal <= readWholeUpTo) {
    const tierOf = sql`CASE WHEN ${exact ?? sql`false`} THEN 0 WHEN ${sameName} THEN 1 WHEN ${wordStart} THEN 2 ELSE 3 END`;
    const rank = sql`CASE WHEN ${exact ?? sql`false`} THEN 0 WHEN ${substring} AND NOT ${wordStart} THEN 2 ELSE 1 END`;
    found.push(...(await select(rank, direct, sql`${tierOf}, ${tieBreak}`, Math.min(limit, directTotal))));
  } else {
    if (exact) found.push(...(await select(sql`0`, exact, tieBreak, limit)));
    if (textUsable) {
      const notExact = exact ? sql` AND NOT ${exact}` : sql``;
      const tier = async (rank: number, condition: SQL) =>
        found.push(
          ...(await select(sql`${rank}`, sql`${condition}${notExact}`, tieBreak, limit - found.length)),
        );
      await tier(1, sameName);
      await tier(1, sql`${wordStart} AND NOT ${sameName}`);
      await tier(2, sql`${substring} AND NOT ${wordStart}`);
    }
  }
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

/** Companies by name, national ID or registration number, with their province and city. */
function companyMatches(db: Database, matcher: SearchMatcher, limits: SearchLimits, readWholeUpTo: number) {
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
    readWholeUpTo,
  );
}

/** Persons by name or national code, with how many companies they hold roles in. */
const personMatches = (db: Database, matcher: SearchMatcher, limits: SearchLimits, readWholeUpTo: number) =>
  searchTiers<TierRow & { id: number; title: string; identifier: string; companies: number }>(
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
    readWholeUpTo,
  );

/** Products by name, with their maker. */
const productMatches = (db: Database, matcher: SearchMatcher, limits: SearchLimits, readWholeUpTo: number) =>
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
    readWholeUpTo,
  );

/** The SQL of the simple search over companies, persons and products. */
export function searchRepository(
  db: Database,
  /** Up to how many direct matches are read in one query (a test sets 0 to compare it with the tiers read one by one). */
  { readWholeUpTo = fewMatches }: { readWholeUpTo?: number } = {},
) {
  /** One type's search in a transaction of its own, with the close-spelling threshold set for it. */
  const withThreshold = <Result>(search: (database: Database) => Promise<Result>) =>
    db.transaction(async (transaction) => {
      await transaction.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${typoThreshold}`));
      return search(transaction as unknown as Database);
    });
  return {
    /**
     * The matches of each type up to its limits. On a server the three types are searched side by side, each on a
     * connection of its own, so a search takes as long as its slowest type rather than all three in turn; the
     * embedded database runs them one after another.
     */
    async matches(matcher: SearchMatcher, limitsFor: Record<'company' | 'person' | 'product', SearchLimits>) {
      const [company, person, product] = await Promise.all([
        withThreshold((database) => companyMatches(database, matcher, limitsFor.company, readWholeUpTo)),
        withThreshold((database) => personMatches(database, matcher, limitsFor.person, readWholeUpTo)),
        withThreshold((database) => productMatches(database, matcher, limitsFor.product, readWholeUpTo)),
      ]);
      return { company, person, product };
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
