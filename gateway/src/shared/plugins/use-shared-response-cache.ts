import { createHash, randomUUID } from 'node:crypto';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { MeteredRead } from '../caching/shared-reads.ts';
import { variablesForVisitorKey } from '../caching/variables-visitors-share.ts';
import type { GatewayContext } from '../gateway-context.ts';
import { localeOf } from '../gateway-messages.ts';

export interface SharedResponseCacheOptions {
  cache: Cache;
  schema: GraphQLSchema;
  /** Arguments a visitor's answer does not depend on (schema coordinates): variables used only there stay out of a visitor's key. */
  argumentsVisitorsShare: readonly string[];
  /**
   * Who shares the request's answer: 'visitor', or everyone on the package its access token (or API key) carries
   * (the claim the services gate on); null: nobody (a token that does not verify).
   */
  audienceOf: (request: Request) => Promise<string | null>;
  /** Counts a visitor's metered reads (a company page) upstream; false when any is refused or cannot be counted. */
  claimMeteredReads: (
    reads: readonly MeteredRead[],
    request: Request,
    serverContext: unknown,
  ) => Promise<boolean>;
  logError: (error: unknown) => void;
  /** Told whether each lookup found an answer (the gateway's metrics). */
  onLookup?: ((hit: boolean) => void) | undefined;
}

/** Where a stored answer keeps the metered reads it holds (taken off before it is sent). */
const meteredField = 'rasad:meteredReads';
type StoredAnswer = ExecutionResult & { [meteredField]?: readonly MeteredRead[] };

/** How long a looked-up answer waits for the lookup that serves it (the same request, a moment later). */
const grantLifetimeMs = 10_000;
/**
 * An answer found personal (it made a read that is not shared) is not looked up or prepared for storing again for
 * this long: the same document, variables, language and audience make the same reads, so every lookup would miss and
 * the cache's work on the answer (entities collected, a key built and looked up three times) would be spent for
 * nothing. Skipping the cache is always correct; after this long the answer is tried again.
 */
const personalAnswerMemoryMs = 60_000;
/** At most this many answers are remembered as personal (oldest forgotten first): variables are the caller's to vary. */
const personalAnswersRemembered = 10_000;

/**
 * Digests of the documents answers were keyed by. A persisted document is the same text on every request: its digest
 * is made once, not with every key (JSON-escaping and hashing the whole text was a twentieth of a cached answer's
 * CPU). Only documents of a screen's size are remembered, and at most this many.
 */
const documentDigestsRemembered = 1_000;
const documentDigestLengthRemembered = 32_000;

function withoutMeteredReads(answer: StoredAnswer): ExecutionResult {
  const { [meteredField]: _metered, ...sent } = answer;
  return sent;
}

/**
 * Whole GraphQL answers shared by everyone in one audience (visitors, or one package), keyed by the
 * document, its variables, the language and the audience, never by anything personal: an answer is
 * stored only when every upstream call it made was a shared read (see shared-reads.ts), so viewer
 * fields, follow states, person pages and anything after a token refresh are resolved for each request.
 * A visitor's company page is shared too, but its read is counted against each visitor's daily quota:
 * the answer remembers its metered reads, and before one is served from the cache they are counted for
 * this visitor upstream (refused: the page is resolved as usual, and shows the refusal); it is never
 * answered with a 304. A mutation's answer invalidates every cached answer that holds one of the
 * entities it returns (a follow or a manager's edit returns the company); a package change gives the
 * caller a new token, hence a new audience. Cached answers carry an ETag; a request with a matching
 * If-None-Match gets 304.
 */
export function useSharedResponseCache(options: SharedResponseCacheOptions): Plugin<GatewayContext> {
  const visitorKeyVariables = variablesForVisitorKey(options.schema, options.argumentsVisitorsShare);
  const audiences = new WeakMap<Request, string | null>();
  /** Visitors whose metered reads were refused: their answer is resolved, not looked up or stored. */
  const uncounted = new WeakSet<Request>();
  const keyOfContext = new WeakMap<object, string>();
  const documentDigests = new Map<string, string>();
  const documentDigest = (documentString: string) => {
    let digest = documentDigests.get(documentString);
    if (digest !== undefined) return digest;
    digest = createHash('sha256').update(documentString).digest('base64url');
    if (documentString.length <= documentDigestLengthRemembered) {
      if (documentDigests.size >= documentDigestsRemembered) documentDigests.clear();
      documentDigests.set(documentString, digest);
    }
    return digest;
  };
  /** Keys of answers found personal, with when that was: neither looked up nor stored until they are forgotten. */
  const personalAnswers = new Map<string, number>();
  const isKnownPersonal = (key: string | undefined) => {
    const since = key === undefined ? undefined : personalAnswers.get(key);
    if (since === undefined) return false;
    if (Date.now() - since < personalAnswerMemoryMs) return true;
    personalAnswers.delete(key!);
    return false;
  };
  const rememberPersonal = (key: string) => {
    personalAnswers.delete(key);
    personalAnswers.set(key, Date.now());
    if (personalAnswers.size > personalAnswersRemembered)
      personalAnswers.delete(personalAnswers.keys().next().value!);
  };
  /**
   * Answers already looked up while the request's key was built (and, if metered, counted for it), under a
   * key of that request's own: the lookup that serves it takes it from here, and no other request can.
   */
  const granted = new Map<string, { answer: StoredAnswer; at: number }>();
  /**
   * What the answer about to be stored was made from, beyond its entities: its metered reads, and the reads that
   * writes forget without returning a company. onTtl sees the context, set the answer, one right after the other.
   */
  let storing: { key: string; reads: readonly MeteredRead[]; forgettable: readonly string[] } | null = null;
  // The response cache starts a mutation's invalidation without waiting; the mutation's answer waits for it,
  // so the writer's next read (through any gateway on the same Redis) is fresh.
  const invalidating = new Set<Promise<void>>();

  async function lookUpAndCount(key: string, request: Request, serverContext: unknown): Promise<string> {
    const answer = (await Promise.resolve(options.cache.get(key)).catch((error: unknown) => {
      options.logError(error);
      return undefined;
    })) as StoredAnswer | undefined;
    if (!answer) return key;
    const metered = answer[meteredField];
    if (metered?.length && !(await options.claimMeteredReads(metered, request, serverContext))) {
      uncounted.add(request);
      return key;
    }
    const now = Date.now();
    for (const [grantKey, grant] of granted) {
      if (now - grant.at < grantLifetimeMs) break;
      granted.delete(grantKey);
    }
    const grantKey = `${key}#${randomUUID()}`;
    granted.set(grantKey, { answer, at: now });
    return grantKey;
  }

  const cache: Cache = {
    async get(key) {
      const grant = granted.get(key);
      if (grant) {
        granted.delete(key);
        options.onLookup?.(true);
        return withoutMeteredReads(grant.answer);
      }
      const stored = (await options.cache.get(key)) as StoredAnswer | undefined;
      // A metered answer goes only to a visitor its reads were counted for (a grant), never as a 304.
      const answer = stored?.[meteredField] ? undefined : stored;
      options.onLookup?.(answer !== undefined);
      return answer;
    },
    set(key, result, entities, ttl) {
      const made = storing?.key === key ? storing : { reads: [], forgettable: [] };
      storing = null;
      const stored: StoredAnswer = made.reads.length > 0 ? { ...result, [meteredField]: made.reads } : result;
      const tags = made.forgettable.map((typename) => ({ typename }));
      return options.cache.set(key, stored, tags.length > 0 ? [...entities, ...tags] : entities, ttl);
    },
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
    enabled: (request, context) =>
      audiences.get(request) !== null &&
      !uncounted.has(request) &&
      !isKnownPersonal(keyOfContext.get(context as object)),
    buildResponseCacheKey: ({
      documentString,
      variableValues,
      operationName,
      sessionId,
      request,
      context,
    }) => {
      const key =
        'rasad:gateway:response:' +
        createHash('sha256')
          .update(
            JSON.stringify([
              documentDigest(documentString),
              operationName ?? null,
              sessionId === 'visitor'
                ? visitorKeyVariables(documentString, variableValues ?? {})
                : (variableValues ?? {}),
              localeOf(request.headers),
              sessionId,
            ]),
          )
          .digest('base64url');
      keyOfContext.set(context as object, key);
      // Only visitors share metered answers; another audience's lookup is the response cache's own.
      return sessionId === 'visitor' && !isKnownPersonal(key) ? lookUpAndCount(key, request, context) : key;
    },
    onTtl: ({ ttl, context }) => {
      const gatewayContext = context as unknown as GatewayContext;
      if (gatewayContext.session.issued || gatewayContext.session.cleared) return 0;
      const key = keyOfContext.get(context as object);
      if (key && gatewayContext.sharing.personal) rememberPersonal(key);
      storing = key
        ? {
            key,
            reads: gatewayContext.sharing.meteredReads,
            forgettable: gatewayContext.sharing.forgettableReads,
          }
        : null;
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
