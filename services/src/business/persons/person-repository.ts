import type { PackageType } from '@rasad/contracts/entitlements.ts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companyRoles, persons } from '../business-data-tables.ts';
import { personPageViews } from '../gating/gating-tables.ts';
import { visibleCompanyCount, visibleRoleScope } from '../gating/visible-roles.ts';

/** The SQL of persons: their identity cards, their page's roles and its audit of readers. */
export function personRepository(db: Database) {
  return {
    /**
     * The persons' identity cards as stored (national codes unmasked), with the companies they now hold a role in
     * that the package shows counted.
     */
    summaryRows: (ids: readonly number[], packageType: PackageType | null) =>
      db
        .select({
          id: persons.id,
          fullName: persons.fullName,
          nationalCode: persons.nationalCode,
          gender: persons.gender,
          companyCount: visibleCompanyCount(sql`${persons.id}`, packageType, { current: true }),
        })
        .from(persons)
        .where(inArray(persons.id, [...ids])),

    /** Logs a read of a person page for audit. */
    async recordPageView(view: { userId: string | null; address: string; personId: number; viewedAt: Date }) {
      await db.insert(personPageViews).values(view);
    },

    /** The person's roles the package shows across companies, those held first, then the most recently ended. */
    rolesOf: (personId: number, packageType: PackageType | null) =>
      db
        .select()
        .from(companyRoles)
        .where(and(eq(companyRoles.personId, personId), visibleRoleScope(packageType)))
        .orderBy(
          sql`${companyRoles.endedOn} IS NOT NULL`,
          desc(companyRoles.endedOn),
          asc(companyRoles.companyId),
          asc(companyRoles.role),
        ),
  };
}
