import { isEntitled, type PackageType } from '@rasad/contracts/entitlements.ts';
import { z } from 'zod';
import { genders } from '../business-fixed-sets.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { personRepository } from './person-repository.ts';

export const personSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  nationalCode: z
    .string()
    .describe('10-digit national code; masked (123******4) below the package that shows personal data'),
  gender: z.enum(genders),
  companyCount: z
    .number()
    .int()
    .describe('Companies the person currently holds a role in, of the roles the caller’s package shows'),
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
  const rows = await personRepository(db).summaryRows(ids, packageType);
  const unmasked = isEntitled(packageType, 'personalData');
  return rows.map((row) => ({
    ...row,
    nationalCode: unmasked ? row.nationalCode : maskNationalCode(row.nationalCode),
    companyCount: Number(row.companyCount),
  }));
}
