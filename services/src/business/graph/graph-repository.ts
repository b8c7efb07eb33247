import type { PackageType } from '@rasad/contracts/entitlements.ts';
import { and, inArray, or } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companies, companyLinks, companyRoles, persons } from '../business-data-tables.ts';
import { visibleRoleScope } from '../gating/visible-roles.ts';

/**
 * The SQL of the relationship graph as `packageType` (null for a visitor) may see it: the links around some
 * nodes and the names of nodes. Roles the package hides are no links at all, so neither the graph, nor a chain,
 * nor a saved graph walks through them.
 */
export function graphRepository(db: Database, packageType: PackageType | null) {
  const roleScope = visibleRoleScope(packageType);
  return {
    /** Roles the package shows held in any of the companies or by any of the persons (one list is not empty). */
    roles(companyIds: readonly number[], personIds: readonly number[]) {
      const conditions = [];
      if (companyIds.length > 0) conditions.push(inArray(companyRoles.companyId, [...companyIds]));
      if (personIds.length > 0) conditions.push(inArray(companyRoles.personId, [...personIds]));
      return db
        .select({
          companyId: companyRoles.companyId,
          personId: companyRoles.personId,
          role: companyRoles.role,
          sharePercent: companyRoles.sharePercent,
        })
        .from(companyRoles)
        .where(and(or(...conditions), roleScope));
    },

    /** Shareholdings and subsidiaries with any of the companies at either end (the list is not empty). */
    companyLinks: (companyIds: readonly number[]) =>
      db
        .select()
        .from(companyLinks)
        .where(
          or(
            inArray(companyLinks.parentCompanyId, [...companyIds]),
            inArray(companyLinks.childCompanyId, [...companyIds]),
          ),
        ),

    /** Names of the companies (the list is not empty). */
    companyNames: (ids: readonly number[]) =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...ids])),

    /** Names of the persons (the list is not empty). */
    personNames: (ids: readonly number[]) =>
      db
        .select({ id: persons.id, name: persons.fullName })
        .from(persons)
        .where(inArray(persons.id, [...ids])),
  };
}

export type GraphRepository = ReturnType<typeof graphRepository>;
