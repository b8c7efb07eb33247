import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';

/** A company as an import row carries it (names, not ids), so writing it back changes only what the batch changes. */
export type CompanyAsImported = {
  id: number;
  nationalId: string;
  name: string;
  registrationNumber: string;
  registrationDate: string;
  legalForm: string;
  status: string;
  capitalRials: number;
  province: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  about: string | null;
  isicCode: string | null;
};

export type DemoPlace = {
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
};

/** The reads the demo feed chooses its companies by: what users follow, what their saved searches find. */
export function demoFeedRepository(db: Database) {
  return {
    /** Companies someone follows, most recently followed first. */
    async followedCompanyIds(limit: number): Promise<number[]> {
      const { rows } = await db.execute<{ id: number }>(sql`
        SELECT company_id AS id FROM business.company_follows
        GROUP BY company_id ORDER BY max(followed_at) DESC, company_id LIMIT ${limit}`);
      return rows.map((row) => Number(row.id));
    },

    /** Saved searches, newest first, with their filters as stored. */
    async savedSearches(limit: number) {
      const { rows } = await db.execute<{ id: number; filters: unknown }>(sql`
        SELECT id, filters FROM business.saved_searches ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
      return rows.map((row) => ({ id: Number(row.id), filters: row.filters }));
    },

    /** The first few companies meeting a search condition (by id, so the pick is stable). */
    async companiesMeeting(condition: SQL, limit: number): Promise<number[]> {
      const { rows } = await db.execute<{ id: number }>(
        sql`SELECT c.id FROM business.companies c WHERE ${condition} ORDER BY c.id LIMIT ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** A company spread over its `step`th part of the id range, for a batch when nobody follows or saves anything. */
    async companyIdAt(step: number, of: number): Promise<number | null> {
      const { rows } = await db.execute<{ id: number }>(sql`
        SELECT id FROM business.companies
        WHERE id >= (SELECT min(id) + (max(id) - min(id)) * ${step}::bigint / ${of} FROM business.companies)
        ORDER BY id LIMIT 1`);
      return rows[0] ? Number(rows[0].id) : null;
    },

    async companyAsImported(id: number): Promise<CompanyAsImported | null> {
      const { rows } = await db.execute<CompanyAsImported>(sql`
        SELECT c.id, c.national_id AS "nationalId", c.name, c.registration_number AS "registrationNumber",
          c.registration_date::text AS "registrationDate", c.legal_form AS "legalForm", c.status,
          c.capital_rials AS "capitalRials", p.name_fa AS province, ci.name_fa AS city, c.address,
          c.postal_code AS "postalCode", c.phone, c.website, c.email, c.about, c.isic_code AS "isicCode"
        FROM business.companies c
        LEFT JOIN business.provinces p ON p.id = c.province_id
        LEFT JOIN business.cities ci ON ci.id = c.city_id
        WHERE c.id = ${id}`);
      const row = rows[0];
      return row ? { ...row, id: Number(row.id), capitalRials: Number(row.capitalRials) } : null;
    },

    /** Cities with a registration office (what an imported company's place must name), optionally in one province or city. */
    async places(filter: {
      provinceId?: number | undefined;
      cityId?: number | undefined;
    }): Promise<DemoPlace[]> {
      const { rows } = await db.execute<DemoPlace>(sql`
        SELECT p.id AS "provinceId", p.name_fa AS province, ci.id AS "cityId", ci.name_fa AS city
        FROM business.registration_units u
        JOIN business.cities ci ON ci.id = u.city_id
        JOIN business.provinces p ON p.id = ci.province_id
        WHERE ${filter.provinceId === undefined ? sql`true` : sql`p.id = ${filter.provinceId}`}
          AND ${filter.cityId === undefined ? sql`true` : sql`ci.id = ${filter.cityId}`}
        ORDER BY ci.id`);
      return rows.map((row) => ({ ...row, provinceId: Number(row.provinceId), cityId: Number(row.cityId) }));
    },
  };
}
