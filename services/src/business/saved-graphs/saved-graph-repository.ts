import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { savedGraphs, type SavedChain, type SavedExpansion } from './saved-graph-tables.ts';
import { isUniqueViolation } from '../../shared/database/unique-violation.ts';

export type SavedGraphRow = typeof savedGraphs.$inferSelect;

export interface NewSavedGraph {
  name: string;
  root: string;
  depth: number;
  relations: string[];
  expansions: SavedExpansion[];
  chain: SavedChain | null;
}

/** The SQL of saved graphs; every call is scoped to its owner, so another user's id finds nothing. */
export function savedGraphRepository(db: Database) {
  const owned = (userId: string, id: number) => and(eq(savedGraphs.id, id), eq(savedGraphs.userId, userId));
  return {
    list: (userId: string) =>
      db
        .select()
        .from(savedGraphs)
        .where(eq(savedGraphs.userId, userId))
        .orderBy(desc(savedGraphs.updatedAt), desc(savedGraphs.id)),

    async find(userId: string, id: number): Promise<SavedGraphRow | null> {
      const [row] = await db.select().from(savedGraphs).where(owned(userId, id));
      return row ?? null;
    },

    async countOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(savedGraphs)
        .where(eq(savedGraphs.userId, userId));
      return row?.value ?? 0;
    },

    /** null when the owner already has a graph of that name (the unique index decides, so a replay adds nothing). */
    async create(userId: string, graph: NewSavedGraph, now: Date): Promise<SavedGraphRow | null> {
      const [row] = await db
        .insert(savedGraphs)
        .values({ userId, ...graph, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** 'missing' for a graph the user does not own, 'taken' when another of theirs has the name. */
    async rename(
      userId: string,
      id: number,
      name: string,
      now: Date,
    ): Promise<SavedGraphRow | 'missing' | 'taken'> {
      const current = await this.find(userId, id);
      if (!current) return 'missing';
      if (current.name === name) return current;
      const [clash] = await db
        .select({ id: savedGraphs.id })
        .from(savedGraphs)
        .where(and(eq(savedGraphs.userId, userId), eq(savedGraphs.name, name)));
      if (clash) return 'taken';
      try {
        const [row] = await db
          .update(savedGraphs)
          .set({ name, updatedAt: now })
          .where(owned(userId, id))
          .returning();
        return row ?? 'missing';
      } catch (error) {
        // Two renames to one name at once: the unique index refuses the second.
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async remove(userId: string, id: number): Promise<boolean> {
      const deleted = await db.delete(savedGraphs).where(owned(userId, id)).returning({ id: savedGraphs.id });
      return deleted.length > 0;
    },
  };
}
