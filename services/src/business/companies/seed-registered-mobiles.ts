import { count, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { registeredMobiles } from './company-owner-tables.ts';

/**
 * Demo CEOs whose registered mobile is fixed, so owner verification can be tried (README, demo data): the CEO of
 * the company with the lowest id has demo user مریم احمدی's number; the next company's is used by the browser tests.
 */
export const demoCeoMobiles = [
  { companyRank: 0, mobile: '09121000001' },
  { companyRank: 1, mobile: '09121000090' },
] as const;

/**
 * The operators' registry stand-in: a deterministic mobile for every CEO of the demo data, set once
 * (in one statement, so a million companies take seconds), then the demo CEOs' fixed numbers.
 */
export async function seedRegisteredMobiles(db: Database) {
  const [existing] = await db.select({ value: count() }).from(registeredMobiles);
  if ((existing?.value ?? 0) > 0) return;
  await db.execute(sql`
    INSERT INTO ${registeredMobiles} (person_id, mobile)
    SELECT DISTINCT person_id, '0912' || lpad(((person_id::bigint * 7919 + 1301) % 10000000)::text, 7, '0')
    FROM business.company_roles WHERE role = 'CEO'
    ON CONFLICT DO NOTHING`);
  for (const demo of demoCeoMobiles) {
    await db.execute(sql`
      UPDATE ${registeredMobiles} SET mobile = ${demo.mobile}
      WHERE person_id IN (
        SELECT person_id FROM business.company_roles
        WHERE role = 'CEO' AND company_id = (SELECT id FROM business.companies ORDER BY id OFFSET ${demo.companyRank} LIMIT 1))`);
  }
}
