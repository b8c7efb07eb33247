import { entitlementsOf, type QueryBudget } from '@rasad/contracts/entitlements.ts';
import type { PackageType } from '@rasad/contracts/entitlements.ts';

/** Who a query's cost is charged to: an API key or an account by its package, or a visitor by address. */
export type BudgetIdentity =
  | { kind: 'apiKey'; keyId: string; userId: string; packageType: PackageType }
  | { kind: 'account'; userId: string; packageType: PackageType }
  | { kind: 'visitor'; address: string | null };

/**
 * Who a request is, as every per-caller limit keys it (query budget, in-flight requests, upstream share and circuit):
 * each API key apart from its owner's web sessions, an account, else a visitor's address.
 */
export function callerKey(identity: BudgetIdentity): string {
  if (identity.kind === 'apiKey') return `api-key:${identity.keyId}`;
  return identity.kind === 'account'
    ? `account:${identity.userId}`
    : `address:${identity.address ?? 'unknown'}`;
}

/** Each API key has a bucket of its own (its package's size), apart from its owner's web sessions. */
export function budgetKey(identity: BudgetIdentity): string {
  return `budget:${callerKey(identity)}`;
}

/** The leaky bucket of an identity, from the entitlements table; `scale` multiplies it (a load test's platform). */
export function budgetOf(identity: BudgetIdentity, scale = 1): QueryBudget {
  const budget = entitlementsOf(identity.kind === 'visitor' ? null : identity.packageType).queryBudget;
  return { capacity: budget.capacity * scale, refillPerSecond: budget.refillPerSecond * scale };
}
