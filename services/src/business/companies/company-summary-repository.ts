import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { companies } from '../business-data-tables.ts';
import type { CompanySummary } from './company-summaries.ts';

/** The SQL of companies' summaries: their identity cards, with place and industry names in the reader's language. */
export function companySummaryRepository(db: Database) {
  return {
    /** The summaries of the given companies, in no particular order; unknown ids are left out. */
    async summaries(ids: readonly number[], locale: Locale): Promise<CompanySummary[]> {
      if (ids.length === 0) return [];
      const english = locale === 'en-US';
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          nationalId: companies.nationalId,
          registrationNumber: companies.registrationNumber,
          registrationDate: companies.registrationDate,
          registrationUnit: english ? sql<string | null>`u.name_en` : sql<string | null>`u.name_fa`,
          legalForm: companies.legalForm,
          status: companies.status,
          capitalRials: companies.capitalRials,
          provinceId: companies.provinceId,
          province: english ? sql<string | null>`p.name_en` : sql<string | null>`p.name_fa`,
          cityId: companies.cityId,
          city: english ? sql<string | null>`ci.name_en` : sql<string | null>`ci.name_fa`,
          isicCode: companies.isicCode,
          industry: english
            ? sql<string | null>`i.title_en`
            : sql<string | null>`coalesce(i.title_fa, i.title_en)`,
        })
        .from(companies)
        .leftJoin(sql`business.provinces p`, sql`p.id = ${companies.provinceId}`)
        .leftJoin(sql`business.cities ci`, sql`ci.id = ${companies.cityId}`)
        .leftJoin(sql`business.registration_units u`, sql`u.id = ${companies.registrationUnitId}`)
        .leftJoin(sql`business.isic_industries i`, sql`i.code = ${companies.isicCode}`)
        .where(inArray(companies.id, [...ids]));
      return rows as CompanySummary[];
    },
  };
}
