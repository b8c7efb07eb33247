import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import {
  capitalChanges,
  companies,
  companyLinks,
  companyRoles,
  gazetteEvents,
  persons,
  products,
  tradeRecords,
} from '../business-data-tables.ts';
import { cities, provinces, registrationUnits } from '../business-tables.ts';

export type ImportRepository = ReturnType<typeof importRepository>;

/**
 * The SQL of the business-data import: the lookups that turn a row's official keys into ids, and one upsert
 * per table keyed by the official key, so loading a row twice changes nothing.
 */
export function importRepository(db: Database) {
  return {
    async companyIdByNationalId(nationalId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.nationalId, nationalId));
      return row?.id ?? null;
    },

    async personIdByNationalCode(nationalCode: string): Promise<number | null> {
      const [row] = await db
        .select({ id: persons.id })
        .from(persons)
        .where(eq(persons.nationalCode, nationalCode));
      return row?.id ?? null;
    },

    async provinceIdByName(provinceName: string): Promise<number | null> {
      const [province] = await db
        .select({ id: provinces.id })
        .from(provinces)
        .where(eq(provinces.nameFa, provinceName));
      return province?.id ?? null;
    },

    /** The city of that name in the province, with its registration unit (null when it has none). */
    async cityInProvince(provinceId: number, cityName: string) {
      const [city] = await db
        .select({ id: cities.id, unitId: registrationUnits.id })
        .from(cities)
        .leftJoin(registrationUnits, eq(registrationUnits.cityId, cities.id))
        .where(and(eq(cities.provinceId, provinceId), eq(cities.nameFa, cityName)));
      return city ?? null;
    },

    /** The company row as written. */
    async upsertCompany(values: typeof companies.$inferInsert) {
      const [written] = await db
        .insert(companies)
        .values(values)
        .onConflictDoUpdate({ target: companies.nationalId, set: values })
        .returning();
      if (!written) throw new Error('an upsert returns its row');
      return written;
    },

    async upsertPerson(values: typeof persons.$inferInsert) {
      await db
        .insert(persons)
        .values(values)
        .onConflictDoUpdate({ target: persons.nationalCode, set: values });
    },

    async upsertRole(values: typeof companyRoles.$inferInsert) {
      await db
        .insert(companyRoles)
        .values(values)
        .onConflictDoUpdate({
          target: [companyRoles.companyId, companyRoles.personId, companyRoles.role],
          set: values,
        });
    },

    async upsertLink(values: typeof companyLinks.$inferInsert) {
      await db
        .insert(companyLinks)
        .values(values)
        .onConflictDoUpdate({
          target: [companyLinks.parentCompanyId, companyLinks.childCompanyId],
          set: values,
        });
    },

    async upsertProduct(values: typeof products.$inferInsert) {
      await db
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: [products.companyId, products.name], set: values });
    },

    async upsertTradeRecord(values: typeof tradeRecords.$inferInsert) {
      await db
        .insert(tradeRecords)
        .values(values)
        .onConflictDoUpdate({
          target: [
            tradeRecords.companyId,
            tradeRecords.year,
            tradeRecords.hsCode,
            tradeRecords.direction,
            tradeRecords.country,
          ],
          set: values,
        });
    },

    async upsertGazetteEvent(values: typeof gazetteEvents.$inferInsert) {
      await db
        .insert(gazetteEvents)
        .values(values)
        .onConflictDoUpdate({ target: gazetteEvents.noticeNumber, set: values });
    },

    async upsertCapitalChange(values: typeof capitalChanges.$inferInsert) {
      await db
        .insert(capitalChanges)
        .values(values)
        .onConflictDoUpdate({ target: [capitalChanges.companyId, capitalChanges.changedOn], set: values });
    },

    /** Refreshes the planner's statistics of the tables search reads. */
    async analyzeSearchedTables() {
      await db.execute(sql`ANALYZE business.companies, business.persons, business.products`);
    },
  };
}
