import type { PackageType } from '../../shared/auth/package-types.ts';

/**
 * What each subscription may see. Enforced here, in the service, whatever the UI shows:
 * visitors and free users page through fewer results, see a shallower relationship graph and
 * shorter chains, fewer of an industry's largest companies and fewer of a company's customs rows.
 * A chain may be twice the graph depth long: it is what a view of that depth around each end shows.
 */
export const packageLimits = {
  visitor: { results: 20, graphDepth: 1, chainLinks: 2, largestCompanies: 3, tradeRows: 5, export: false },
  FREE: { results: 50, graphDepth: 1, chainLinks: 2, largestCompanies: 5, tradeRows: 10, export: false },
  BASIC: { results: 500, graphDepth: 2, chainLinks: 4, largestCompanies: 10, tradeRows: 100, export: true },
  PROFESSIONAL: { results: 5_000, graphDepth: 3, chainLinks: 6, largestCompanies: 10, tradeRows: 1_000, export: true },
  ENTERPRISE: { results: 10_000, graphDepth: 3, chainLinks: 6, largestCompanies: 10, tradeRows: 1_000, export: true },
} as const;

export type PackageLimits = (typeof packageLimits)[keyof typeof packageLimits];

export function limitsFor(packageType: PackageType | null): PackageLimits {
  return packageType === null ? packageLimits.visitor : packageLimits[packageType];
}

export function resultLimitFor(packageType: PackageType | null): number {
  return limitsFor(packageType).results;
}
