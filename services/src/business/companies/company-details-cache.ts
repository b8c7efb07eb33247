import type { Database } from '../../shared/database/open-database.ts';
import { preparedReads } from '../../shared/database/prepared-reads.ts';

/**
 * Prepared company pages, per company, package and language, for a few seconds: the page is read far
 * more often than the registry changes, and building it takes nine queries. The registry is written by
 * bulk imports from the command line, another process: a change shows within the maximum age (or at once
 * after forgetCompanyDetails). The daily quota is still counted on every read (the caller does).
 */
const companyPages = preparedReads<unknown>({ maxAgeMs: 10_000, maximumEntries: 20_000 });

function keyOf(companyId: number, packageType: string | null, locale: string) {
  return `${companyId} ${packageType ?? 'visitor'} ${locale}`;
}

export function cachedCompanyDetails<Payload>(
  db: Database,
  companyId: number,
  packageType: string | null,
  locale: string,
  nowMs: number,
): Payload | undefined {
  return companyPages.get(db, keyOf(companyId, packageType, locale), nowMs) as Payload | undefined;
}

/** Taken before a page's first read, and given to rememberCompanyDetails. */
export function companyDetailsReadsBegin(db: Database): number {
  return companyPages.readsBegin(db);
}

export function rememberCompanyDetails(
  db: Database,
  companyId: number,
  packageType: string | null,
  locale: string,
  payload: unknown,
  nowMs: number,
  readsBegan: number,
) {
  companyPages.remember(db, companyId, keyOf(companyId, packageType, locale), payload, nowMs, readsBegan);
}

/** After a write that changes what a company's page shows. */
export function forgetCompanyDetails(db: Database, companyId: number) {
  companyPages.forget(db, companyId);
}
