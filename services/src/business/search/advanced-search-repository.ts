import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { AdvancedQuery, AdvancedSearchSort, TradeActivity } from './advanced-search-query.ts';
import { normalisePersian } from './persian-normalise.ts';

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

function tradeCondition(trade: TradeActivity) {
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

function orderBy(sort: AdvancedSearchSort, text: string): SQL {
  if (sort === 'RELEVANCE' && text.length >= 2) {
    // Names containing the words first, then the closest spellings; capital only breaks ties.
    return sql`(c.search_key LIKE ${`%${text}%`}) DESC, word_similarity(${text}, c.search_key) DESC, similarity(${text}, c.search_key) DESC, c.capital_rials DESC, c.id`;
  }
  return orderings[sort];
}

const orderings: Record<AdvancedSearchSort, SQL> = {
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

/** The SQL of the advanced search over companies. */
export function advancedSearchRepository(db: Database) {
  return {
    /**
     * One page of the matching companies' ids (none when `pageSize` is 0), how many match, and the counts per
     * value of each facet, each counted without its own filter; read in one transaction with the
     * close-spelling threshold set. Labels are in English when `english`, else Persian.
     */
    page(
      query: AdvancedQuery,
      { english, pageSize, offset }: { english: boolean; pageSize: number; offset: number },
    ) {
      const text = query.text ? normalisePersian(query.text) : '';
      const filters = conditions(query, text);
      const where = whereClause(filters);
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
        return {
          companyIds: rows.rows.map((row) => Number(row.id)),
          total: counted.rows[0]?.total ?? 0,
          province: provinceFacet.rows,
          city: cityFacet.rows,
          legalForm: legalFormFacet.rows,
          status: statusFacet.rows,
          industry: industryFacet.rows,
          trade: tradeFacet.rows[0] ?? { imports: 0, exports: 0, any: 0 },
          hsChapter: chapterFacet.rows,
        };
      });
    },
  };
}
