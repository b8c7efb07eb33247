import {
  entitlementsOf,
  isEntitled,
  type Capability,
  type PackageType,
} from '@rasad/contracts/entitlements.ts';
import { sql, type SQL } from 'drizzle-orm';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import type { MessageLocale as Locale } from '@rasad/contracts/localised-messages.ts';
import {
  companyChangeFields,
  type CompanyChangeField,
  type GazetteEventKind,
} from '../business-fixed-sets.ts';

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

/**
 * The capability a gazette notice's own text needs, by kind: the gazette writes the new address into an address
 * notice and the names of those elected into a board notice. Without it the notice is shown with a summary of its
 * kind instead (its date and number stay).
 */
export const noticeSummaryCapability: Partial<Record<GazetteEventKind, Capability>> = {
  ADDRESS_CHANGE: 'registeredAddress',
  BOARD_CHANGE: 'fullPeople',
};

/** A notice as the package shows it: its own summary, or its kind's when the package hides what the summary says. */
export function visibleNotice<Notice extends { kind: GazetteEventKind; summary: string }>(
  notice: Notice,
  packageType: PackageType | null,
  locale: Locale,
): Notice {
  const capability = noticeSummaryCapability[notice.kind];
  if (capability === undefined || isEntitled(packageType, capability)) return notice;
  const kind = notice.kind as keyof typeof noticeSummaryCapability & ('ADDRESS_CHANGE' | 'BOARD_CHANGE');
  return { ...notice, summary: translate(`gazette.summaryWithheld.${kind}`, locale) };
}

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
