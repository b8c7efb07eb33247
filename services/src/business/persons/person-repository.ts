import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companyRoles } from '../business-data-tables.ts';
import { personPageViews } from '../gating/gating-tables.ts';

/** The SQL of the person page: its roles and its audit of readers. */
export function personRepository(db: Database) {
  return {
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
