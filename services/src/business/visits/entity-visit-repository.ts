import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { entityPageVisits } from '../business-data-tables.ts';

export type EntityVisitRow = typeof entityPageVisits.$inferSelect;

/** The SQL of a user's recent company and person pages. */
export function entityVisitRepository(db: Database) {
  return {
    /** Records a visit; the same visitId again keeps one entry and only fills in its analytics visit. */
    async record(visit: {
      userId: string;
      visitId: string;
      path: string;
      query: string;
      title: string;
      analyticsVisitId: string | null;
      visitedAt: Date;
    }): Promise<EntityVisitRow> {
      const [stored] = await db
        .insert(entityPageVisits)
        .values(visit)
        .onConflictDoUpdate({
          target: [entityPageVisits.userId, entityPageVisits.visitId],
          // A repeated record never moves the visit; it only fills in the analytics visit when that arrives.
          set: {
            analyticsVisitId: sql`coalesce(excluded.analytics_visit_id, ${entityPageVisits.analyticsVisitId})`,
          },
        })
        .returning();
      if (!stored) throw new Error('an upsert returns its row');
      return stored;
    },

    /** The user's latest visits, newest first. */
    latest: (userId: string, limit: number) =>
      db
        .select()
        .from(entityPageVisits)
        .where(eq(entityPageVisits.userId, userId))
        .orderBy(desc(entityPageVisits.visitedAt), desc(entityPageVisits.id))
        .limit(limit),
  };
}
