import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companies } from '../business-data-tables.ts';
import { feedNotices } from '../tracking/tracking-tables.ts';
import { savedSearchDigests, savedSearches } from './saved-search-tables.ts';

/** The SQL of saved searches' matches: their feed entries and the daily digests that send them. */
export function savedSearchMatchRepository(db: Database) {
  return {
    allSearches: () => db.select().from(savedSearches).orderBy(asc(savedSearches.id)),

    /** Whether the company meets the search condition. */
    async companyMeets(companyId: number, condition: SQL): Promise<boolean> {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM business.companies c WHERE c.id = ${companyId} AND ${condition}`,
      );
      return rows.length > 0;
    },

    /** One feed entry per search, company and change; the same again adds nothing. */
    async addMatch(match: {
      userId: string;
      savedSearchId: number;
      companyId: number;
      changeId: number | null;
      now: Date;
    }) {
      const { userId, savedSearchId, companyId, changeId, now } = match;
      await db
        .insert(feedNotices)
        .values({
          userId,
          kind: 'SAVED_SEARCH_MATCH',
          companyId,
          savedSearchId,
          changeId,
          dedupeKey: `search:${savedSearchId}:${companyId}:${changeId ?? 'new'}`,
          createdAt: now,
        })
        .onConflictDoNothing();
    },

    /** The users with matches not yet sent. */
    usersWaiting: () =>
      db
        .selectDistinct({ userId: feedNotices.userId })
        .from(feedNotices)
        .where(and(eq(feedNotices.kind, 'SAVED_SEARCH_MATCH'), isNull(feedNotices.digestedAt))),

    /**
     * In one transaction: claims the user's digest of the Tehran day and marks their waiting matches as sent;
     * null when there is nothing waiting or the day's digest was already claimed.
     */
    claimDigest: (userId: string, tehranDay: string, now: Date) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const matches = await tx
          .select({ id: feedNotices.id, company: companies.name, search: savedSearches.name })
          .from(feedNotices)
          .innerJoin(companies, eq(companies.id, feedNotices.companyId))
          .leftJoin(savedSearches, eq(savedSearches.id, feedNotices.savedSearchId))
          .where(
            and(
              eq(feedNotices.userId, userId),
              eq(feedNotices.kind, 'SAVED_SEARCH_MATCH'),
              isNull(feedNotices.digestedAt),
            ),
          )
          .orderBy(asc(feedNotices.id));
        if (matches.length === 0) return null;
        const [claimed] = await tx
          .insert(savedSearchDigests)
          .values({ userId, tehranDay, matchCount: matches.length, sentAt: now })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return null;
        const ids = matches.map((match) => match.id);
        await tx.update(feedNotices).set({ digestedAt: now }).where(inArray(feedNotices.id, ids));
        return { ids, matches };
      }),

    /** In one transaction: gives back the day's digest and its matches, for the next attempt. */
    async giveBackDigest(userId: string, tehranDay: string, ids: number[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(savedSearchDigests)
          .where(and(eq(savedSearchDigests.userId, userId), eq(savedSearchDigests.tehranDay, tehranDay)));
        await tx.update(feedNotices).set({ digestedAt: null }).where(inArray(feedNotices.id, ids));
      });
    },
  };
}
