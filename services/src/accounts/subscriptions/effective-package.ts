import { packageTypes, type PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { subscriptionRepository } from './subscription-repository.ts';

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
  const repository = subscriptionRepository(db);
  let held: PackageType = (await repository.ownPackage(userId)) ?? 'FREE';
  for (const period of await repository.runningAt(userId, now))
    held = higherPackage(held, period.packageType);
  // A company user holds the package their administrator lends them, while the administrator's ENTERPRISE period runs.
  const lent = await repository.lentPackage(userId, now);
  return lent ? higherPackage(held, lent) : held;
}
