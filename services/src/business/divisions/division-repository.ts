import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { cities, provinces, registrationUnits } from '../business-tables.ts';

/** The SQL of Iran's divisions: provinces, their cities and registration offices. */
export function divisionRepository(db: Database) {
  return {
    /** Every province in Statistical Centre code order, and every city. */
    provincesAndCities: () =>
      Promise.all([
        db.select().from(provinces).orderBy(asc(provinces.sciCode)),
        db
          .select({
            id: cities.id,
            provinceId: cities.provinceId,
            nameFa: cities.nameFa,
            nameEn: cities.nameEn,
          })
          .from(cities),
      ]),

    /** Whether a province of this id exists. */
    async provinceExists(provinceId: number) {
      const [province] = await db
        .select({ id: provinces.id })
        .from(provinces)
        .where(eq(provinces.id, provinceId));
      return province !== undefined;
    },

    /** The registration offices of a province. */
    registrationUnits: (provinceId: number) =>
      db
        .select({
          id: registrationUnits.id,
          nameFa: registrationUnits.nameFa,
          nameEn: registrationUnits.nameEn,
        })
        .from(registrationUnits)
        .where(eq(registrationUnits.provinceId, provinceId)),
  };
}
