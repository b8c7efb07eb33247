import type { PackageType } from '../../shared/auth/package-types.ts';

/** Concurrent sessions each package allows; the pricing plans' `sessionLimit` states the same. */
export const sessionLimits: Record<PackageType, number> = { FREE: 1, BASIC: 1, PROFESSIONAL: 2, ENTERPRISE: 5 };

/** A session nobody has refreshed for this long no longer counts or refreshes. */
export const sessionIdleDays = 60;
