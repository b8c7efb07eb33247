import { sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';

/** The ISIC levels an industry is chosen at, broadest first. */
export const industryLevels = ['division', 'group', 'class'] as const;
export type IndustryLevel = (typeof industryLevels)[number];

/** A row of the ISIC classification as the sections page reads it. */
export type ClassificationRow = {
  level: 'section' | 'division';
  code: string;
  parent: string | null;
  title_fa: string | null;
  title_en: string;
};

/** The SQL of industries: the ISIC classification and the statistics of the companies in an industry. */
export function industryRepository(db: Database) {
  return {
    /** ISIC divisions, groups and classes, by code. */
    async choices() {
      const result = await db.execute<{
        code: string;
        level: IndustryLevel;
        title_fa: string | null;
        title_en: string;
      }>(
        sql`SELECT code, level, title_fa, title_en FROM business.isic_industries WHERE level IN ('division', 'group', 'class') ORDER BY code`,
      );
      return result.rows;
    },

    /** ISIC sections and divisions, by code. */
    async sectionsAndDivisions() {
      const result = await db.execute<ClassificationRow>(
        sql`SELECT level, code, parent_code AS parent, title_fa, title_en FROM business.isic_industries WHERE level IN ('section', 'division') ORDER BY code`,
      );
      return result.rows;
    },

    /** How many companies each two-digit ISIC division holds. */
    async companiesPerDivision() {
      const result = await db.execute<{ division: string; count: number }>(
        sql`SELECT left(isic_code, 2) AS division, count(*)::int AS count FROM business.companies WHERE isic_code IS NOT NULL GROUP BY 1`,
      );
      return result.rows;
    },

    /** The title of an industry in the caller's language (Persian falls back to English), or undefined. */
    async title(code: string, english: boolean) {
      const [industry] = (
        await db.execute<{ title: string }>(
          sql`SELECT ${english ? sql`title_en` : sql`coalesce(title_fa, title_en)`} AS title FROM business.isic_industries WHERE code = ${code}`,
        )
      ).rows;
      return industry;
    },

    /**
     * The companies whose ISIC code starts with `code`: totals, by province and founding year, by capital
     * bucket (index of the first of `capitalBounds` the capital does not pass), the `largestLimit` largest,
     * and trade by year and HS chapter.
     */
    async analysis(
      code: string,
      {
        english,
        largestLimit,
        capitalBounds,
      }: { english: boolean; largestLimit: number; capitalBounds: readonly number[] },
    ) {
      const inIndustry = sql`c.isic_code LIKE ${`${code}%`}`;
      const bucket = sql.raw(
        `CASE ${capitalBounds.map((bound, index) => `WHEN c.capital_rials <= ${bound} THEN ${index}`).join(' ')} ELSE ${capitalBounds.length} END`,
      );
      const [totals, byProvince, byYear, capital, largest, tradeYears, tradeChapters] = await Promise.all([
        db.execute<{ count: number; capital: string }>(
          sql`SELECT count(*)::int AS count, coalesce(sum(c.capital_rials), 0)::text AS capital FROM business.companies c WHERE ${inIndustry}`,
        ),
        db.execute<{ label: string; count: number }>(sql`
          SELECT ${english ? sql`p.name_en` : sql`p.name_fa`} AS label, count(*)::int AS count
          FROM business.companies c JOIN business.provinces p ON p.id = c.province_id WHERE ${inIndustry}
          GROUP BY label ORDER BY count DESC, label`),
        // Solar Hijri year of registration: Nowruz falls on 20 or 21 March, so day 80 of the Gregorian year is close enough for a chart.
        db.execute<{ year: number; count: number }>(sql`
          SELECT (extract(year FROM c.registration_date)::int - CASE WHEN extract(doy FROM c.registration_date) >= 80 THEN 621 ELSE 622 END) AS year, count(*)::int AS count
          FROM business.companies c WHERE ${inIndustry} GROUP BY year ORDER BY year`),
        db.execute<{ bucket: number; count: number }>(
          sql`SELECT ${bucket} AS bucket, count(*)::int AS count FROM business.companies c WHERE ${inIndustry} GROUP BY bucket ORDER BY bucket`,
        ),
        db.execute<{ id: number; capital: string }>(
          sql`SELECT c.id, c.capital_rials::text AS capital FROM business.companies c WHERE ${inIndustry} ORDER BY c.capital_rials DESC, c.id LIMIT ${largestLimit}`,
        ),
        db.execute<{ year: number; imports: string; exports: string }>(sql`
          SELECT t.year, sum(CASE WHEN t.direction = 'IMPORT' THEN t.value_usd ELSE 0 END)::text AS imports, sum(CASE WHEN t.direction = 'EXPORT' THEN t.value_usd ELSE 0 END)::text AS exports
          FROM business.trade_records t JOIN business.companies c ON c.id = t.company_id WHERE ${inIndustry} GROUP BY t.year ORDER BY t.year`),
        db.execute<{ chapter: string; title: string; imports: string; exports: string }>(sql`
          SELECT left(t.hs_code, 2) AS chapter, h.title_en AS title,
            sum(CASE WHEN t.direction = 'IMPORT' THEN t.value_usd ELSE 0 END)::text AS imports, sum(CASE WHEN t.direction = 'EXPORT' THEN t.value_usd ELSE 0 END)::text AS exports
          FROM business.trade_records t JOIN business.companies c ON c.id = t.company_id LEFT JOIN business.hs_codes h ON h.code = left(t.hs_code, 2)
          WHERE ${inIndustry} GROUP BY chapter, h.title_en ORDER BY sum(t.value_usd) DESC LIMIT 12`),
      ]);
      return {
        totals: totals.rows[0],
        byProvince: byProvince.rows,
        byYear: byYear.rows,
        capitalBuckets: capital.rows,
        largest: largest.rows,
        tradeYears: tradeYears.rows,
        tradeChapters: tradeChapters.rows,
      };
    },
  };
}
