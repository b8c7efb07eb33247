/** Entity pages opened in this browser, kept in localStorage under `Visits` (newest first). */
export interface RecentVisit {
  path: string;
  /** The search that led to the page, if any. */
  query: string;
  /** ISO 8601 instant. */
  date: string;
  visitId: string;
  /** The entity's name, to show in the list. */
  title: string;
}

const storageKey = 'Visits';
const maximumVisits = 20;

function isRecentVisit(value: unknown): value is RecentVisit {
  if (typeof value !== 'object' || value === null) return false;
  const visit = value as Record<string, unknown>;
  return ['path', 'query', 'date', 'visitId', 'title'].every((key) => typeof visit[key] === 'string');
}

/** None where there is no browser storage: a page drawn on the server lists them once the app runs. */
export function readRecentVisits(storage: Storage | undefined = globalThis.localStorage): RecentVisit[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentVisit) : [];
  } catch {
    return [];
  }
}

/** Puts a visit first; an earlier visit of the same page gives way. */
export function recordRecentVisit(
  visit: Omit<RecentVisit, 'visitId' | 'date'>,
  storage: Storage = window.localStorage,
): RecentVisit {
  const entry: RecentVisit = { ...visit, date: new Date().toISOString(), visitId: crypto.randomUUID() };
  const visits = [
    entry,
    ...readRecentVisits(storage).filter((existing) => existing.path !== visit.path),
  ].slice(0, maximumVisits);
  storage.setItem(storageKey, JSON.stringify(visits));
  return entry;
}

/** This browser's visits and the server's, newest first, one entry per page. */
export function mergeRecentVisits(
  local: readonly RecentVisit[],
  server: readonly RecentVisit[],
): RecentVisit[] {
  const all = [...local, ...server];
  all.sort((first, second) => Date.parse(second.date) - Date.parse(first.date));
  const seen = new Set<string>();
  return all.filter((visit) => !seen.has(visit.path) && seen.add(visit.path)).slice(0, maximumVisits);
}
