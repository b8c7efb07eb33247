import {
  entitlementsOf,
  isEntitled,
  type Capability,
  type PackageType,
} from '@rasad/contracts/entitlements.ts';
import { sql, type SQL } from 'drizzle-orm';
import { companyChangeFields, type CompanyChangeField } from '../business-fixed-sets.ts';

/**
 * The capability a recorded change of each tracked field needs, because the change shows that fact: who joined or
 * left the board is a role beyond the sitting CEO and chair (the name that left is a former officer, the one that
 * joined may have left since), an address change shows the registered address before and after. Capital and
 * status are on every company page.
 */
export const changeFieldCapability: Record<CompanyChangeField, Capability | null> = {
  CAPITAL: null,
  STATUS: null,
  BOARD: 'fullPeople',
  ADDRESS: 'registeredAddress',
};

/** The tracked fields whose changes the package shows. */
export function visibleChangeFields(packageType: PackageType | null): CompanyChangeField[] {
  return companyChangeFields.filter((field) => {
    const capability = changeFieldCapability[field];
    return capability === null || isEntitled(packageType, capability);
  });
}

/**
 * Which recorded changes the package shows, as a condition on the `company_changes` row aliased `alias`: every
 * path to a change (a company's timeline, the tracking feed, a saved search's match) reads changes through it, so
 * a change is never the way round a fact the company page hides. A hidden change is no entry at all.
 */
export function visibleChangeCondition(alias: string, packageType: PackageType | null): SQL {
  const fields = visibleChangeFields(packageType);
  if (fields.length === companyChangeFields.length) return sql`true`;
  return sql`${sql.raw(`${alias}.field`)} IN (${sql.join(
    fields.map((field) => sql`${field}`),
    sql`, `,
  )})`;
}

/**
 * Whether the gazette notice aliased `alias` is among its company's newest notices the package shows
 * (`gazetteHistory`, newest first as on the company page): a notice linked from a change is shown only then.
 */
export function visibleNoticeCondition(alias: string, packageType: PackageType | null): SQL {
  const limit = entitlementsOf(packageType).gazetteHistory;
  if (limit === null) return sql`true`;
  const notice = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`(SELECT count(*) FROM business.gazette_events newer
    WHERE newer.company_id = ${notice('company_id')}
      AND (newer.published_on > ${notice('published_on')}
        OR (newer.published_on = ${notice('published_on')} AND newer.id > ${notice('id')}))) < ${limit}`;
}
