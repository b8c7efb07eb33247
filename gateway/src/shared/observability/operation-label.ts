import type { GraphQLParams } from 'graphql-yoga';

const operationNamePattern = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * What a request's metrics and span name call its operation: a persisted operation's name (the web app's screens, a
 * fixed set), `ad-hoc` for a document of the caller's own (whose name is the caller's to invent), `batch` for several,
 * `unknown` when none was sent. Labels stay few whatever callers send.
 */
export function operationLabel(
  batch: readonly (GraphQLParams | null | undefined)[],
  persistedOperations: Record<string, string>,
): string {
  if (batch.length > 1) return 'batch';
  const params = batch[0];
  if (!params) return 'unknown';
  const hash = (params.extensions?.['persistedQuery'] as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  const persisted = typeof hash === 'string' ? persistedOperations[hash] : undefined;
  if (persisted !== undefined) return operationNamePattern.exec(persisted)?.[1] ?? 'anonymous';
  return typeof params.query === 'string' ? 'ad-hoc' : 'unknown';
}
