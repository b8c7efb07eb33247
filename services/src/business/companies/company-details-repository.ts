import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import {
  capitalChanges,
  companies,
  companyLinks,
  companyRoles,
  gazetteEvents,
  products,
  tradeRecords,
} from '../business-data-tables.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** The SQL of the company page. */
export function companyDetailsRepository(db: Database) {
  return {
    async company(companyId: number): Promise<CompanyRow | null> {
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      return company ?? null;
    },

    /**
     * Everything the page shows of a company: its people (those `roleScope` shows, when given), links, products,
     * the newest `tradeLimit` customs rows and yearly totals, the newest `gazetteLimit` notices with their
     * total, and its capital history.
     */
    async pageRows(
      companyId: number,
      limits: { roleScope: SQL | undefined; tradeLimit: number; gazetteLimit: number },
    ) {
      const { roleScope } = limits;
      const [roleRows, linkRows, productRows, tradeRows, tradeYears, eventRows, capitalRows] =
        await Promise.all([
          db
            .select()
            .from(companyRoles)
            .where(and(eq(companyRoles.companyId, companyId), roleScope)),
          db
            .select()
            .from(companyLinks)
            .where(
              sql`${companyLinks.parentCompanyId} = ${companyId} OR ${companyLinks.childCompanyId} = ${companyId}`,
            ),
          db
            .select({
              id: products.id,
              name: products.name,
              brand: products.brand,
              hsCode: products.hsCode,
              hsTitle: sql<string | null>`h.title_en`,
            })
            .from(products)
            .leftJoin(sql`business.hs_codes h`, sql`h.code = ${products.hsCode}`)
            .where(eq(products.companyId, companyId))
            .orderBy(asc(products.id)),
          db
            .select()
            .from(tradeRecords)
            .where(eq(tradeRecords.companyId, companyId))
            .orderBy(desc(tradeRecords.year), asc(tradeRecords.hsCode), asc(tradeRecords.id))
            .limit(limits.tradeLimit),
          db
            .select({
              year: tradeRecords.year,
              rows: count(),
              importUsd: sql<string>`sum(CASE WHEN ${tradeRecords.direction} = 'IMPORT' THEN ${tradeRecords.valueUsd} ELSE 0 END)::text`,
              exportUsd: sql<string>`sum(CASE WHEN ${tradeRecords.direction} = 'EXPORT' THEN ${tradeRecords.valueUsd} ELSE 0 END)::text`,
            })
            .from(tradeRecords)
            .where(eq(tradeRecords.companyId, companyId))
            .groupBy(tradeRecords.year)
            .orderBy(asc(tradeRecords.year)),
          db
            .select({ event: gazetteEvents, total: sql<number>`count(*) OVER ()` })
            .from(gazetteEvents)
            .where(eq(gazetteEvents.companyId, companyId))
            .orderBy(desc(gazetteEvents.publishedOn), desc(gazetteEvents.id))
            .limit(limits.gazetteLimit),
          db
            .select()
            .from(capitalChanges)
            .where(eq(capitalChanges.companyId, companyId))
            .orderBy(asc(capitalChanges.changedOn)),
        ]);
      return { roleRows, linkRows, productRows, tradeRows, tradeYears, eventRows, capitalRows };
    },

    /** How many roles the company has, of every kind. */
    async roleCount(companyId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(companyRoles)
        .where(eq(companyRoles.companyId, companyId));
      return row?.value ?? 0;
    },
  };
}
