import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { savedSearches } from './saved-search-tables.ts';
import { isUniqueViolation } from '../../shared/database/unique-violation.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The SQL of saved searches; every call is scoped to its owner, so another user's id finds nothing. */
export function savedSearchRepository(db: Database) {
  const owned = (userId: string, id: number) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  return {
    list: (userId: string) =>
      db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id)),

    async countOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.value ?? 0;
    },

    /** null when the owner already has a search of that name. */
    async create(search: {
      userId: string;
      name: string;
      filters: Record<string, unknown>;
      screenQuery: string;
      createdAt: Date;
    }): Promise<SavedSearchRow | null> {
      const [row] = await db.insert(savedSearches).values(search).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** null when the owner has no such search; NAME_TAKEN when another of theirs has the name. */
    async rename(userId: string, id: number, name: string): Promise<SavedSearchRow | null | 'NAME_TAKEN'> {
      try {
        const [row] = await db.update(savedSearches).set({ name }).where(owned(userId, id)).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'NAME_TAKEN';
        throw error;
      }
    },

    /** Whether the owner had the search. */
    async remove(userId: string, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(owned(userId, id))
        .returning({ id: savedSearches.id });
      return removed.length > 0;
    },
  };
}
