import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import { persons } from '../business-data-tables.ts';

export const personSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  nationalCode: z.string().describe('10-digit national code'),
  gender: z.enum(['MALE', 'FEMALE']),
  companyCount: z.number().int().describe('Companies the person currently holds a role in'),
});

export type PersonSummary = z.infer<typeof personSummarySchema>;

export async function loadPersonSummaries(db: Database, ids: readonly number[]): Promise<PersonSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: persons.id,
      fullName: persons.fullName,
      nationalCode: persons.nationalCode,
      gender: persons.gender,
      companyCount: sql<number>`(SELECT count(DISTINCT r.company_id)::int FROM business.company_roles r WHERE r.person_id = "persons"."id" AND r.ended_on IS NULL)`,
    })
    .from(persons)
    .where(inArray(persons.id, [...ids]));
  return rows.map((row) => ({ ...row, gender: row.gender as 'MALE' | 'FEMALE', companyCount: Number(row.companyCount) }));
}
