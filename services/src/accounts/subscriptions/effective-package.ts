import { and, eq, gt, lte } from 'drizzle-orm';
import { packageTypes, type PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { companyPackageGrants, subscriptions, users } from '../accounts-tables.ts';

/** FREE < BASIC < PROFESSIONAL < ENTERPRISE. */
export function packageRank(packageType: PackageType): number {
  return packageTypes.indexOf(packageType);
}

export function higherPackage(first: PackageType, second: PackageType): PackageType {
  return packageRank(first) >= packageRank(second) ? first : second;
}

/**
 * The package a user holds at `now`, the one every access token carries: the highest package among the
 * account's own (FREE for every sign-up; the demo accounts keep theirs) and its running paid periods.
 * When the last period ends the user is back on the account's own package, FREE for a buyer.
 */
export async function effectivePackage(db: Database, userId: string, now: Date): Promise<PackageType> {
  const [account] = await db
    .select({ packageType: users.packageType })
    .from(users)
    .where(eq(users.id, userId));
  let held: PackageType = account?.packageType ?? 'FREE';
  const running = await db
    .select({ packageType: subscriptions.packageType })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)),
    );
  for (const period of running) held = higherPackage(held, period.packageType);
  // A company user holds the package their administrator lends them, while the administrator's ENTERPRISE period runs.
  const lent = await db
    .select({ packageType: companyPackageGrants.packageType })
    .from(companyPackageGrants)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.userId, companyPackageGrants.grantedBy),
        eq(subscriptions.packageType, 'ENTERPRISE'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .where(eq(companyPackageGrants.userId, userId))
    .limit(1);
  for (const grant of lent) held = higherPackage(held, grant.packageType);
  return held;
}
