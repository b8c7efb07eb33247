import { eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { visits } from '../analytics-tables.ts';

export type VisitRow = typeof visits.$inferSelect;

/** The SQL of the page-view log. */
export function visitRepository(db: Database) {
  return {
    /** Records a page view; the same id again keeps the first record. */
    async record(visit: typeof visits.$inferInsert): Promise<void> {
      await db.insert(visits).values(visit).onConflictDoNothing({ target: visits.id });
    },

    /** Stores how long a view lasted; false when no view has this id. */
    async setDuration(visitId: string, durationSeconds: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(visits)
        .set({ durationSeconds, durationUpdatedAt: at })
        .where(eq(visits.id, visitId))
        .returning({ id: visits.id });
      return updated.length > 0;
    },

    async byId(visitId: string): Promise<VisitRow | null> {
      const [visit] = await db.select().from(visits).where(eq(visits.id, visitId));
      return visit ?? null;
    },
  };
}
