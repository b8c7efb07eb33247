import type { Database } from '../../shared/database/open-database.ts';

/**
 * Prepared company pages, per company, package and language, for a few seconds: the page is read far
 * more often than the registry changes, and building it takes nine queries. The service's own writes
 * forget a company at once (forgetCompanyDetails); a bulk import from the command line, another
 * process, shows within `maxAgeMs`. The daily quota is still counted on every read (the caller does).
 */
const maxAgeMs = 10_000;
const maximumEntries = 20_000;

const caches = new WeakMap<
  Database,
  Map<string, { payload: unknown; expiresAt: number; companyId: number }>
>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

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
  const cache = cacheOf(db);
  const key = keyOf(companyId, packageType, locale);
  const entry = cache.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt > nowMs) return entry.payload as Payload;
  cache.delete(key);
  return undefined;
}

export function rememberCompanyDetails(
  db: Database,
  companyId: number,
  packageType: string | null,
  locale: string,
  payload: unknown,
  nowMs: number,
) {
  const cache = cacheOf(db);
  if (cache.size >= maximumEntries) cache.clear();
  cache.set(keyOf(companyId, packageType, locale), { payload, expiresAt: nowMs + maxAgeMs, companyId });
}

/** After a write that changes what a company's page shows. */
export function forgetCompanyDetails(db: Database, companyId: number) {
  const cache = cacheOf(db);
  for (const [key, entry] of cache) if (entry.companyId === companyId) cache.delete(key);
}
