import { isEntitled, type PackageType } from '@rasad/contracts/entitlements.ts';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { genders } from '../business-fixed-sets.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { persons } from '../business-data-tables.ts';

export const personSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  nationalCode: z
    .string()
    .describe('10-digit national code; masked (123******4) below the package that shows personal data'),
  gender: z.enum(genders),
  companyCount: z.number().int().describe('Companies the person currently holds a role in'),
});

export type PersonSummary = z.infer<typeof personSummarySchema>;

/** The first three and the last digit of a national code: enough to tell namesakes apart, not to identify. */
export function maskNationalCode(code: string): string {
  return `${code.slice(0, 3)}${'*'.repeat(Math.max(0, code.length - 4))}${code.slice(-1)}`;
}

/** Persons' identity cards; national codes masked unless the caller's package shows personal data. */
export async function loadPersonSummaries(
  db: Database,
  ids: readonly number[],
  packageType: PackageType | null,
): Promise<PersonSummary[]> {
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
  const unmasked = isEntitled(packageType, 'personalData');
  return rows.map((row) => ({
    ...row,
    nationalCode: unmasked ? row.nationalCode : maskNationalCode(row.nationalCode),
    companyCount: Number(row.companyCount),
  }));
}
