import { serverDrawnAttribute } from '@rasad/contracts/server-page.ts';
import { loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { Environment, OperationType, PreloadableConcreteRequest } from 'relay-runtime';

let initialLoadPending = true;

/**
 * The page came drawn by the server (its data written into it too): the app draws over it only once its own data
 * is in, so the page stays on screen instead of giving way to a skeleton.
 */
function pageDrawnOnServer(): boolean {
  return globalThis.document?.querySelector(`main[${serverDrawnAttribute}]`) != null;
}

/**
 * During the very first load the shell paints at once and the page shows its skeleton until the data
 * arrives (unless the server drew the page); after that, a navigation waits for the data so the old page stays
 * until the new one is ready.
 */
export function markInitialLoadDone(): void {
  initialLoadPending = false;
}

/** The query references still on screen or just replaced, per environment and query; older ones are released. */
const liveReferences = new WeakMap<Environment, Map<string, PreloadedQuery<OperationType>[]>>();

function keepLive(environment: Environment, key: string, queryRef: PreloadedQuery<OperationType>): void {
  let byQuery = liveReferences.get(environment);
  if (!byQuery) {
    byQuery = new Map();
    liveReferences.set(environment, byQuery);
  }
  const references = [queryRef, ...(byQuery.get(key) ?? [])];
  for (const stale of references.splice(2)) stale.dispose();
  byQuery.set(key, references);
}

/** Resolves when the query's answer is in the store (at once when none was asked for), rejects on its error. */
export function networkResponse(queryRef: PreloadedQuery<OperationType>): Promise<void> {
  const source = queryRef.source;
  if (!source) return Promise.resolve();
  return new Promise((resolve, reject) => {
    source.subscribe({ complete: () => resolve(), error: (error: unknown) => reject(error) });
  });
}

/**
 * Starts a route's query from its loader with only the operation's persisted id (its `$parameters` artifact, a few
 * bytes, so the entry chunk carries no query's normalisation AST; the page's chunk registers the full artifact)
 * and, except on the first load, waits for the network response: one request per screen, no waterfall.
 */
export async function preloadRouteQuery<Query extends OperationType>(
  environment: Environment,
  query: PreloadableConcreteRequest<Query>,
  variables: Query['variables'],
): Promise<PreloadedQuery<Query>> {
  const queryRef = loadQuery<Query>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  keepLive(environment, `${query.params.name}:${JSON.stringify(variables)}`, queryRef);
  if (!initialLoadPending || pageDrawnOnServer()) {
    try {
      await networkResponse(queryRef);
    } catch (error) {
      queryRef.dispose();
      throw error;
    }
  }
  return queryRef;
}
