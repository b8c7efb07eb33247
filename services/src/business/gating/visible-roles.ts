import { isEntitled, type PackageType } from '@rasad/contracts/entitlements.ts';
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { companyRoles } from '../business-data-tables.ts';
import type { CompanyRoleKind } from '../business-fixed-sets.ts';

/** The roles shown to packages without `fullPeople`: the sitting CEO and chair, nothing else. */
export const leadingRoleKinds = ['CEO', 'CHAIR'] as const satisfies readonly CompanyRoleKind[];

/**
 * Which of a company's roles the caller's package shows, as a condition on `company_roles`: every path to a
 * role (the company page, the person page, the relationship graph and its chains, saved graphs, search hits'
 * role counts) reads roles through this one condition, so no path shows a shareholder, a board member or a
 * former officer that the company page hides. `undefined` when the package shows every role.
 */
export function visibleRoleScope(packageType: PackageType | null): SQL | undefined {
  if (isEntitled(packageType, 'fullPeople')) return undefined;
  return and(inArray(companyRoles.role, [...leadingRoleKinds]), isNull(companyRoles.endedOn));
}

/**
 * How many companies a person holds a role in that the package shows: a correlated subquery for a select list,
 * where `personId` is the outer query's person id column.
 */
export function visibleCompanyCount(
  personId: SQL,
  packageType: PackageType | null,
  { current }: { current: boolean },
): SQL<number> {
  const scope = visibleRoleScope(packageType);
  return sql<number>`(SELECT count(DISTINCT ${companyRoles.companyId})::int FROM ${companyRoles} WHERE ${companyRoles.personId} = ${personId}${current ? sql` AND ${companyRoles.endedOn} IS NULL` : sql``}${scope ? sql` AND ${scope}` : sql``})`;
}
