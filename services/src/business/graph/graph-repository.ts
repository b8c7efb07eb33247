import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companies, companyLinks, companyRoles, persons } from '../business-data-tables.ts';

/** The SQL of the relationship graph: the links around some nodes and the names of nodes. */
export function graphRepository(db: Database) {
  return {
    /** Roles held in any of the companies or by any of the persons (at least one list is not empty). */
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
        .where(or(...conditions));
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
