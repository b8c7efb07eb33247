import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companies } from '../business-data-tables.ts';
import { tehranDay } from '../gating/tehran-day.ts';
import { advancedSearchQuerySchema } from '../search/advanced-search-query.ts';
import { advancedSearchCondition } from '../search/advanced-search-repository.ts';
import { feedNotices } from '../tracking/tracking-tables.ts';
import { savedSearchDigests, savedSearches } from './saved-search-tables.ts';

/**
 * A company just loaded (changeId null) or just changed: every saved search whose filters it matches gets one
 * feed entry for its owner, once per search, company and change, so loading the same file again adds nothing.
 */
export async function matchSavedSearches(
  db: Database,
  companyId: number,
  changeId: number | null,
  now: Date,
) {
  const searches = await db.select().from(savedSearches).orderBy(asc(savedSearches.id));
  for (const search of searches) {
    const filters = advancedSearchQuerySchema.safeParse(search.filters);
    if (!filters.success) continue;
    const { rows } = await db.execute(
      sql`SELECT 1 FROM business.companies c WHERE c.id = ${companyId} AND ${advancedSearchCondition(filters.data)}`,
    );
    if (rows.length === 0) continue;
    await db
      .insert(feedNotices)
      .values({
        userId: search.userId,
        kind: 'SAVED_SEARCH_MATCH',
        companyId,
        savedSearchId: search.id,
        changeId,
        dedupeKey: `search:${search.id}:${companyId}:${changeId ?? 'new'}`,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}

/** Delivers one digest text to a user (the accounts service's outbox: SMS to a mobile, e-mail to an address). */
export type DigestSender = (userId: string, text: string) => Promise<void>;

const listedPerDigest = 5;

function digestText(searchNames: string[], companyNames: string[], total: number) {
  const persian = new Intl.NumberFormat('fa-IR');
  const listed = companyNames.slice(0, listedPerDigest).map((name) => `«${name}»`);
  const more = total > listed.length ? ` و ${persian.format(total - listed.length)} مورد دیگر` : '';
  return `رصد: ${persian.format(total)} مورد تازه در جستجوهای ذخیره‌شدهٔ شما (${searchNames.join('، ')}): ${listed.join('، ')}${more}. فهرست کامل در خبرنامهٔ شرکت‌های دنبال‌شده.`;
}

/**
 * Sends each user with saved-search matches not yet sent at most one digest per Tehran day, listing them;
 * matches that arrive after the day's digest wait for the next day's. A failed delivery leaves them waiting.
 * Returns how many digests were sent.
 */
export async function deliverSavedSearchDigests(db: Database, now: Date, send: DigestSender) {
  const day = tehranDay(now).day;
  const waiting = await db
    .selectDistinct({ userId: feedNotices.userId })
    .from(feedNotices)
    .where(and(eq(feedNotices.kind, 'SAVED_SEARCH_MATCH'), isNull(feedNotices.digestedAt)));
  let sent = 0;
  for (const { userId } of waiting) {
    // Claimed and committed before sending: the message goes out with no transaction open, since the
    // accounts service may share this database (the one-process launcher).
    const claim = await db.transaction(async (transaction) => {
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
        .values({ userId, tehranDay: day, matchCount: matches.length, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return null;
      const ids = matches.map((match) => match.id);
      await tx.update(feedNotices).set({ digestedAt: now }).where(inArray(feedNotices.id, ids));
      return { ids, matches };
    });
    if (!claim) continue;
    const searchNames = [...new Set(claim.matches.flatMap((match) => (match.search ? [match.search] : [])))];
    const companyNames = [...new Set(claim.matches.map((match) => match.company))];
    try {
      await send(userId, digestText(searchNames, companyNames, claim.matches.length));
      sent++;
    } catch (error) {
      // Not delivered: give the day's digest and its matches back for the next attempt.
      await db.transaction(async (tx) => {
        await tx
          .delete(savedSearchDigests)
          .where(and(eq(savedSearchDigests.userId, userId), eq(savedSearchDigests.tehranDay, day)));
        await tx.update(feedNotices).set({ digestedAt: null }).where(inArray(feedNotices.id, claim.ids));
      });
      console.error(
        `[saved searches] digest for ${userId} not sent: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    }
  }
  return sent;
}
