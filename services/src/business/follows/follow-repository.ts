import type { PackageType } from '@rasad/contracts/entitlements.ts';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companies, companyFollows, followFeedViews, gazetteEvents } from '../business-data-tables.ts';
import { visibleNoticeCondition } from '../gating/visible-changes.ts';

export type FeedViewRow = typeof followFeedViews.$inferSelect;

/** The SQL of following companies and of the feed of their gazette notices. */
export function followRepository(db: Database) {
  return {
    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },

    /** Following twice keeps one follow. */
    async follow(userId: string, companyId: number, followedAt: Date) {
      await db.insert(companyFollows).values({ userId, companyId, followedAt }).onConflictDoNothing();
    },

    async unfollow(userId: string, companyId: number) {
      await db
        .delete(companyFollows)
        .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)));
    },

    /** How many follow the company, and whether the user (none for a visitor) is one of them. */
    async state(companyId: number, userId: string | null) {
      const [followers] = await db
        .select({ value: count() })
        .from(companyFollows)
        .where(eq(companyFollows.companyId, companyId));
      const [own] = userId
        ? await db
            .select({ value: count() })
            .from(companyFollows)
            .where(and(eq(companyFollows.companyId, companyId), eq(companyFollows.userId, userId)))
        : [{ value: 0 }];
      return { companyId, following: (own?.value ?? 0) > 0, followerCount: followers?.value ?? 0 };
    },

    /** The companies the user follows, with when each was followed. */
    followed: (userId: string) =>
      db
        .select({ companyId: companyFollows.companyId, followedAt: companyFollows.followedAt })
        .from(companyFollows)
        .where(eq(companyFollows.userId, userId)),

    /** Where the user last marked the feed seen; null before the first time. */
    async feedView(userId: string): Promise<FeedViewRow | null> {
      const [row] = await db.select().from(followFeedViews).where(eq(followFeedViews.userId, userId));
      return row ?? null;
    },

    /** The newest gazette notices of these companies the package shows (as on each company page), a page at a time. */
    noticesOf: (companyIds: number[], packageType: PackageType | null, limit: number, offset: number) =>
      db
        .select()
        .from(gazetteEvents)
        .where(
          and(
            inArray(gazetteEvents.companyId, companyIds),
            visibleNoticeCondition('business.gazette_events', packageType),
          ),
        )
        .orderBy(desc(gazetteEvents.publishedOn), desc(gazetteEvents.id))
        .limit(limit)
        .offset(offset),

    /** The newest notice id of the companies the user follows; 0 when there is none. */
    async newestFollowedEventId(userId: string): Promise<number> {
      const [newest] = await db
        .select({ id: max(gazetteEvents.id) })
        .from(gazetteEvents)
        .innerJoin(
          companyFollows,
          and(eq(companyFollows.companyId, gazetteEvents.companyId), eq(companyFollows.userId, userId)),
        );
      return newest?.id ?? 0;
    },

    async markFeedSeen(userId: string, lastSeenAt: Date, lastSeenEventId: number): Promise<FeedViewRow> {
      const [stored] = await db
        .insert(followFeedViews)
        .values({ userId, lastSeenAt, lastSeenEventId })
        .onConflictDoUpdate({
          target: followFeedViews.userId,
          // An older tab marking the feed seen must not bring back events a newer one already showed.
          set: {
            lastSeenAt: sql`excluded.last_seen_at`,
            lastSeenEventId: sql`greatest(${followFeedViews.lastSeenEventId}, excluded.last_seen_event_id)`,
          },
        })
        .returning();
      if (!stored) throw new Error('an upsert returns its row');
      return stored;
    },
  };
}
