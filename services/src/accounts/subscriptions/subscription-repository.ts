import { companyAdministrationPackages } from '@rasad/contracts/entitlements.ts';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { companyPackageGrants, subscriptions, users } from '../accounts-tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The SQL of paid subscription periods and the packages a user holds through them. */
export function subscriptionRepository(db: Database) {
  return {
    async findByOrder(orderId: string): Promise<SubscriptionRow | null> {
      const [period] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
      return period ?? null;
    },

    /** The user's periods that have not ended by `now` (running or still to come), latest end first. */
    async notEndedBy(userId: string, now: Date): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now)))
        .orderBy(desc(subscriptions.endsAt));
    },

    /** The user's periods running at `now`, latest end first. */
    async runningAt(userId: string, now: Date): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            lte(subscriptions.startsAt, now),
            gt(subscriptions.endsAt, now),
          ),
        )
        .orderBy(desc(subscriptions.endsAt));
    },

    /** Inserts the period unless one for its order exists; the inserted row, or null. */
    async insertOncePerOrder(period: SubscriptionRow): Promise<SubscriptionRow | null> {
      const [inserted] = await db
        .insert(subscriptions)
        .values(period)
        .onConflictDoNothing({ target: subscriptions.orderId })
        .returning();
      return inserted ?? null;
    },

    /** The account's own package (null for an unknown user). */
    async ownPackage(userId: string): Promise<PackageType | null> {
      const [account] = await db
        .select({ packageType: users.packageType })
        .from(users)
        .where(eq(users.id, userId));
      return account?.packageType ?? null;
    },

    /** The package an administrator lends the user, while the administrator's ENTERPRISE period runs at `now`. */
    async lentPackage(userId: string, now: Date): Promise<PackageType | null> {
      const [grant] = await db
        .select({ packageType: companyPackageGrants.packageType })
        .from(companyPackageGrants)
        .innerJoin(
          subscriptions,
          and(
            eq(subscriptions.userId, companyPackageGrants.grantedBy),
            inArray(subscriptions.packageType, [...companyAdministrationPackages]),
            lte(subscriptions.startsAt, now),
            gt(subscriptions.endsAt, now),
          ),
        )
        .where(eq(companyPackageGrants.userId, userId))
        .limit(1);
      return grant?.packageType ?? null;
    },
  };
}
