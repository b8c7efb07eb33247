import type { Database } from '../../shared/database/open-database.ts';
import { tehranDay } from '../gating/tehran-day.ts';
import { advancedSearchQuerySchema } from '../search/advanced-search-query.ts';
import { advancedSearchCondition } from '../search/advanced-search-repository.ts';
import { savedSearchMatchRepository } from './saved-search-match-repository.ts';

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
  const repository = savedSearchMatchRepository(db);
  for (const search of await repository.allSearches()) {
    const filters = advancedSearchQuerySchema.safeParse(search.filters);
    if (!filters.success) continue;
    if (!(await repository.companyMeets(companyId, advancedSearchCondition(filters.data)))) continue;
    await repository.addMatch({ userId: search.userId, savedSearchId: search.id, companyId, changeId, now });
  }
}

/** Delivers one digest text to a user (the accounts service's outbox: SMS to a mobile, e-mail to an address). */
export type DigestSender = (userId: string, text: string) => Promise<void>;

const listedPerDigest = 5;

function digestText(searchNames: string[], companyNames: string[], total: number) {
  const persian = new Intl.NumberFormat('fa-IR');
  const listed = companyNames.slice(0, listedPerDigest).map((name) => `«${name}»`);
  const more = total > listed.length ? ` و ${persian.format(total - listed.length)} مورد دیگر` : '';
  return `رصد: ${persian.format(total)} مورد تازه در جست‌وجوهای ذخیره‌شدهٔ شما (${searchNames.join('، ')}): ${listed.join('، ')}${more}. فهرست کامل در خبرنامهٔ شرکت‌های دنبال‌شده.`;
}

/**
 * Sends each user with saved-search matches not yet sent at most one digest per Tehran day, listing them;
 * matches that arrive after the day's digest wait for the next day's. A failed delivery leaves them waiting.
 * Returns how many digests were sent.
 */
export async function deliverSavedSearchDigests(db: Database, now: Date, send: DigestSender) {
  const day = tehranDay(now).day;
  const repository = savedSearchMatchRepository(db);
  let sent = 0;
  for (const { userId } of await repository.usersWaiting()) {
    // Claimed and committed before sending: the message goes out with no transaction open, since the
    // accounts service may share this database (the one-process launcher).
    const claim = await repository.claimDigest(userId, day, now);
    if (!claim) continue;
    const searchNames = [...new Set(claim.matches.flatMap((match) => (match.search ? [match.search] : [])))];
    const companyNames = [...new Set(claim.matches.map((match) => match.company))];
    try {
      await send(userId, digestText(searchNames, companyNames, claim.matches.length));
      sent++;
    } catch (error) {
      // Not delivered: give the day's digest and its matches back for the next attempt.
      await repository.giveBackDigest(userId, day, claim.ids);
      console.error(
        `[saved searches] digest for ${userId} not sent: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    }
  }
  return sent;
}
