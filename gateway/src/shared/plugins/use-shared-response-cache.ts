import { createHash } from 'node:crypto';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../gateway-context.ts';
import { localeOf } from '../gateway-messages.ts';

export interface SharedResponseCacheOptions {
  cache: Cache;
  /**
   * Who shares the request's answer: 'visitor', or everyone on the package its access token carries (the
   * claim the services gate on); null: nobody (a token that does not verify).
   */
  audienceOf: (request: Request) => Promise<string | null>;
  logError: (error: unknown) => void;
}

/**
 * Whole GraphQL answers shared by everyone in one audience (visitors, or one package), keyed by the
 * document, its variables, the language and the audience, never by anything personal: an answer is
 * stored only when every upstream call it made was a shared read (see shared-reads.ts), so viewer
 * fields, follow states, company and person pages (quota-counted) and anything after a token refresh
 * are resolved for each request. A mutation's answer invalidates every cached answer that holds one of
 * the entities it returns (a follow or a manager's edit returns the company); a package change gives
 * the caller a new token, hence a new audience. Cached answers carry an ETag; a request with a matching
 * If-None-Match gets 304.
 */
export function useSharedResponseCache(options: SharedResponseCacheOptions): Plugin<GatewayContext> {
  const audiences = new WeakMap<Request, string | null>();
  // The response cache starts a mutation's invalidation without waiting; the mutation's answer waits for it,
  // so the writer's next read (through any gateway on the same Redis) is fresh.
  const invalidating = new Set<Promise<void>>();
  const cache: Cache = {
    get: (key) => options.cache.get(key),
    set: (...args) => options.cache.set(...args),
    invalidate(entities) {
      const done: Promise<void> = Promise.resolve(options.cache.invalidate(entities))
        // Unreachable Redis: cached answers live out their (short) age.
        .catch(options.logError)
        .finally(() => invalidating.delete(done));
      invalidating.add(done);
      return done;
    },
  };
  const responseCache = useResponseCache<GatewayContext>({
    cache,
    includeExtensionMetadata: false,
    ttl: 5 * 60_000,
    // Mutations invalidate by the entities they return; answers are only as old as their shortest-lived read.
    invalidateViaMutation: true,
    // The campaign banner follows the clock, not an upstream.
    ttlPerSchemaCoordinate: { 'Query.campaign': 30_000 },
    session: async (request) => {
      const audience = await options.audienceOf(request);
      audiences.set(request, audience);
      return audience;
    },
    // Before the audience is known (a conditional request), a 304 can only answer a key the client was given.
    enabled: (request) => audiences.get(request) !== null,
    buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId, request }) =>
      'rasad:gateway:response:' +
      createHash('sha256')
        .update(
          JSON.stringify([
            documentString,
            operationName ?? null,
            variableValues ?? {},
            localeOf(request.headers),
            sessionId,
          ]),
        )
        .digest('base64url'),
    onTtl: ({ ttl, context }) => {
      const gatewayContext = context as unknown as GatewayContext;
      if (gatewayContext.session.issued || gatewayContext.session.cleared) return 0;
      return Math.min(ttl, gatewayContext.sharing.maxAgeMs);
    },
  }) as Plugin<GatewayContext>;
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(responseCache);
    },
    onResultProcess() {
      if (invalidating.size > 0) return Promise.all(invalidating).then(() => undefined);
    },
  };
}
