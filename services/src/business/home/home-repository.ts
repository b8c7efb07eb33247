import { count, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { cities, hsCodes, isicIndustries, provinces } from '../business-tables.ts';

/** The SQL of the home page: sizes of the reference data. */
export function homeRepository(db: Database) {
  return {
    /** Provinces, cities, ISIC classes and HS headings, counted in parallel. */
    async referenceDataSizes() {
      const [[provinceRow], [cityRow], [industryRow], [hsRow]] = await Promise.all([
        db.select({ value: count() }).from(provinces),
        db.select({ value: count() }).from(cities),
        db.select({ value: count() }).from(isicIndustries).where(eq(isicIndustries.level, 'class')),
        db.select({ value: count() }).from(hsCodes).where(eq(hsCodes.level, 'heading')),
      ]);
      return {
        provinceCount: provinceRow?.value ?? 0,
        cityCount: cityRow?.value ?? 0,
        industryCount: industryRow?.value ?? 0,
        hsCodeCount: hsRow?.value ?? 0,
      };
    },
  };
}
