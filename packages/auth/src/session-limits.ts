import { entitlements, packageTypes, type PackageType } from '@rasad/contracts/entitlements.ts';

/** Concurrent sessions each package allows, as the entitlements table (and so the pricing page) says. */
export const sessionLimits = Object.fromEntries(
  packageTypes.map((packageType) => [packageType, entitlements[packageType].sessions]),
) as Record<PackageType, number>;

/** A session nobody has refreshed for this long no longer counts or refreshes. */
export const sessionIdleDays = 60;
