import { entitlementsOf, type QueryBudget } from '@rasad/contracts/entitlements.ts';
import type { PackageType } from '@rasad/contracts/entitlements.ts';

/** Who a query's cost is charged to: an account by its package, or a visitor by address. */
export type BudgetIdentity =
  { kind: 'account'; userId: string; packageType: PackageType } | { kind: 'visitor'; address: string | null };

export function budgetKey(identity: BudgetIdentity): string {
  return identity.kind === 'account'
    ? `budget:account:${identity.userId}`
    : `budget:address:${identity.address ?? 'unknown'}`;
}

/** The leaky bucket of an identity, from the entitlements table; `scale` multiplies it (a load test's platform). */
export function budgetOf(identity: BudgetIdentity, scale = 1): QueryBudget {
  const budget = entitlementsOf(identity.kind === 'account' ? identity.packageType : null).queryBudget;
  return { capacity: budget.capacity * scale, refillPerSecond: budget.refillPerSecond * scale };
}
