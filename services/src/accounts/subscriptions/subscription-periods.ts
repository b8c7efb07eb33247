import { randomUUID } from 'node:crypto';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { packageRank } from './effective-package.ts';
import { subscriptionRepository, type SubscriptionRow } from './subscription-repository.ts';
import { accountRepository } from '../account-repository.ts';

export interface SubscriptionPeriod {
  id: string;
  packageType: PackageType;
  seats: number;
  startsAt: string;
  endsAt: string;
  orderId: string;
}

function present(row: SubscriptionRow): SubscriptionPeriod {
  return {
    id: row.id,
    packageType: row.packageType,
    seats: row.seats,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    orderId: row.orderId,
  };
}

/** Calendar months later, as a subscription counts them (Jan 31 + 1 month = the last day of February). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Adds the period a paid order bought, once per order. Renewal (the same package, or a lower one, bought
 * while a period of that package or higher runs) starts where the latest such period ends; an upgrade
 * starts now and runs its full length, while the lower period keeps running underneath it.
 */
export async function grantSubscription(
  db: Database,
  grant: { userId: string; packageType: PackageType; months: number; seats: number; orderId: string },
  now: Date,
): Promise<{ period: SubscriptionPeriod; created: boolean }> {
  // Two orders delivered at once would both start where the same period ends: the account's row lock makes
  // the second see the first's period.
  return db.transaction(async (transaction) => {
    const repository = subscriptionRepository(transaction as unknown as Database);
    await accountRepository(transaction as unknown as Database).lockAccount(grant.userId);
    const existing = await repository.findByOrder(grant.orderId);
    if (existing) return { period: present(existing), created: false };
    const running = await repository.notEndedBy(grant.userId, now);
    const covering = running.find(
      (period) => packageRank(period.packageType) >= packageRank(grant.packageType),
    );
    const startsAt = covering ? covering.endsAt : now;
    const inserted = await repository.insertOncePerOrder({
      id: randomUUID(),
      userId: grant.userId,
      packageType: grant.packageType,
      seats: grant.seats,
      startsAt,
      endsAt: addMonths(startsAt, grant.months),
      orderId: grant.orderId,
      createdAt: now,
    });
    if (inserted) return { period: present(inserted), created: true };
    const winner = await repository.findByOrder(grant.orderId);
    return { period: present(winner!), created: false };
  });
}

/** The period in force now (the highest package running), if any. */
export async function currentSubscription(
  db: Database,
  userId: string,
  now: Date,
): Promise<SubscriptionPeriod | null> {
  const running = await subscriptionRepository(db).runningAt(userId, now);
  const best = running.sort((a, b) => packageRank(b.packageType) - packageRank(a.packageType))[0];
  return best ? present(best) : null;
}
