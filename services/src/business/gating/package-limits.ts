import type { PackageType } from '../../shared/auth/package-types.ts';

/**
 * What each subscription may see. Enforced here, in the service, whatever the UI shows:
 * visitors and free users page through fewer results and see a shallower relationship graph.
 */
export const packageLimits = {
  visitor: { results: 20, graphDepth: 1, export: false },
  FREE: { results: 50, graphDepth: 1, export: false },
  BASIC: { results: 500, graphDepth: 2, export: true },
  PROFESSIONAL: { results: 5_000, graphDepth: 3, export: true },
  ENTERPRISE: { results: 10_000, graphDepth: 3, export: true },
} as const;

export type PackageLimits = (typeof packageLimits)[keyof typeof packageLimits];

export function limitsFor(packageType: PackageType | null): PackageLimits {
  return packageType === null ? packageLimits.visitor : packageLimits[packageType];
}

export function resultLimitFor(packageType: PackageType | null): number {
  return limitsFor(packageType).results;
}
