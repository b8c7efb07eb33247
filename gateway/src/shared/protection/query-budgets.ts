import { entitlementsOf, type QueryBudget } from '@rasad/contracts/entitlements.ts';
import type { PackageType } from '@rasad/contracts/entitlements.ts';

/** Who a query's cost is charged to: an API key or an account by its package, or a visitor by address. */
export type BudgetIdentity =
  | { kind: 'apiKey'; keyId: string; userId: string; packageType: PackageType }
  | { kind: 'account'; userId: string; packageType: PackageType }
  | { kind: 'visitor'; address: string | null };

/** Each API key has a bucket of its own (its package's size), apart from its owner's web sessions. */
export function budgetKey(identity: BudgetIdentity): string {
  if (identity.kind === 'apiKey') return `budget:api-key:${identity.keyId}`;
  return identity.kind === 'account'
    ? `budget:account:${identity.userId}`
    : `budget:address:${identity.address ?? 'unknown'}`;
}

/** The leaky bucket of an identity, from the entitlements table; `scale` multiplies it (a load test's platform). */
export function budgetOf(identity: BudgetIdentity, scale = 1): QueryBudget {
  const budget = entitlementsOf(identity.kind === 'visitor' ? null : identity.packageType).queryBudget;
  return { capacity: budget.capacity * scale, refillPerSecond: budget.refillPerSecond * scale };
}
