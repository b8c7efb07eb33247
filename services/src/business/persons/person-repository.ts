import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companyRoles, persons } from '../business-data-tables.ts';
import { personPageViews } from '../gating/gating-tables.ts';

/** The SQL of persons: their identity cards, their page's roles and its audit of readers. */
export function personRepository(db: Database) {
  return {
    /** The persons' identity cards as stored (national codes unmasked), with their current companies counted. */
    summaryRows: (ids: readonly number[]) =>
      db
        .select({
          id: persons.id,
          fullName: persons.fullName,
          nationalCode: persons.nationalCode,
          gender: persons.gender,
          companyCount: sql<number>`(SELECT count(DISTINCT r.company_id)::int FROM business.company_roles r WHERE r.person_id = "persons"."id" AND r.ended_on IS NULL)`,
        })
        .from(persons)
        .where(inArray(persons.id, [...ids])),

    /** Logs a read of a person page for audit. */
    async recordPageView(view: { userId: string | null; address: string; personId: number; viewedAt: Date }) {
      await db.insert(personPageViews).values(view);
    },

    /** The person's roles across companies, those held first, then the most recently ended. */
    rolesOf: (personId: number) =>
      db
        .select()
        .from(companyRoles)
        .where(eq(companyRoles.personId, personId))
        .orderBy(
          sql`${companyRoles.endedOn} IS NOT NULL`,
          desc(companyRoles.endedOn),
          asc(companyRoles.companyId),
          asc(companyRoles.role),
        ),
  };
}
