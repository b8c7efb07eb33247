import { createYoga } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useContentEncoding } from '@whatwg-node/server';
import type { Pool } from 'undici';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { graphiqlOptions, renderLocalGraphiql } from './graphiql/render-local-graphiql.ts';
import { buildExecutableSchema } from './schema/build-executable-schema.ts';
import { ApiKeyAccess } from './shared/auth/api-key-access.ts';
import { RefreshCoordinator } from './shared/auth/refresh-coordinator.ts';
import type { GatewayContext } from './shared/gateway-context.ts';
import { GatewaySession } from './shared/auth/gateway-session.ts';
import { courseArgumentsVisitorsShare } from './courses/course-arguments-visitors-share.ts';
import { persistedOperationText } from './shared/documents/persisted-operation.ts';
import { useAnswerSerialization } from './shared/plugins/use-answer-serialization.ts';
import { useCallerBulkhead } from './shared/plugins/use-caller-bulkhead.ts';
import { useCsrfProtection } from './shared/plugins/use-csrf-protection.ts';
import { useDocumentLimits } from './shared/plugins/use-document-limits.ts';
import { useGatewayContext } from './shared/plugins/use-gateway-context.ts';
import { useMetrics } from './shared/plugins/use-metrics.ts';
import { useTracing } from './shared/plugins/use-tracing.ts';
import { GatewayMetrics } from './shared/observability/gateway-metrics.ts';
import { createJsonLogger } from '@rasad/telemetry/json-logs.ts';
import { useInputHygiene } from './shared/plugins/use-input-hygiene.ts';
import { useLocalisedErrorMasking } from './shared/plugins/use-localised-error-masking.ts';
import { useLocalisedRequestErrors } from './shared/plugins/use-localised-request-errors.ts';
import { useNotAcceptable } from './shared/plugins/use-not-acceptable.ts';
import { useOperationAccess } from './shared/plugins/use-operation-access.ts';
import { useQueryCost } from './shared/plugins/use-query-cost.ts';
import { useRequestBodyLimit } from './shared/plugins/use-request-body-limit.ts';
import { useSharedResponseCache } from './shared/plugins/use-shared-response-cache.ts';
import type { MeteredRead } from './shared/caching/shared-reads.ts';
import { UpstreamReadCache } from './shared/caching/upstream-read-cache.ts';
import { localeOf } from './shared/gateway-messages.ts';
import { accessTokenIdentity } from './shared/protection/access-token-identity.ts';
import { defaultDocumentLimits, type DocumentLimits } from './shared/protection/document-limits.ts';
import { CallerBulkhead } from './shared/protection/caller-bulkhead.ts';
import { callerKey, type BudgetIdentity } from './shared/protection/query-budgets.ts';
import { requestAddress } from './shared/protection/request-identity.ts';
import { MemoryStateStore, type SharedStateStore } from './shared/state/shared-state-store.ts';
import { UpstreamCircuit } from './shared/upstream/circuit-breaker.ts';
import { UpstreamBulkhead } from './shared/upstream/upstream-bulkhead.ts';
import { RequestUpstream } from './shared/upstream/upstream-client.ts';
import type { UpstreamCall } from './shared/upstream/upstream-types.ts';
import type { GatewayCredentials } from './shared/upstream/gateway-credential.ts';
import type { UpstreamName } from './shared/upstream/upstream-types.ts';

export interface GatewayOptions {
  pools: Record<UpstreamName, Pool>;
  /** Relay's persisted operations: hash → document. Browsers send only the hash. */
  persistedOperations: Record<string, string>;
  now?: () => Date;
  idempotentRetries?: number;
  onUpstreamCall?: (call: UpstreamCall) => void;
  logError?: (error: unknown) => void;
  /** Budgets and throttles shared with the other gateways (Redis), or this process's memory. */
  store?: SharedStateStore;
  protection?: Partial<GatewayProtection>;
  /** How long a rotated token pair is handed to late requests sent with the old one (60 s; tests shorten it). */
  refreshGraceMs?: number;
  /** Public answers shared per audience (see use-shared-response-cache.ts); on unless false. */
  responseCache?: boolean;
  /** Signs every upstream call as the gateway's (the services believe the forwarded address only then). */
  credentials?: GatewayCredentials;
}

/** The gateway's limits; each has an environment variable (see README and gateway-config.ts). */
export interface GatewayProtection {
  /** Origins (scheme://host[:port]) whose pages may call the API with credentials; none: same origin only. */
  allowedOrigins: readonly string[];
  /** The most one request (a whole batch) may cost, and the deepest nesting of one operation. */
  maximumQueryCost: number;
  maximumQueryDepth: number;
  /** The size of a document one may send (bytes and tokens before parsing, then aliases and directives). */
  documentLimits: DocumentLimits;
  /** Multiplies every query budget of the entitlements table (1 in production). */
  budgetScale: number;
  /**
   * Consecutive upstream failures that open its circuit, and how long it stays open before one trial call: a
   * caller's own circuit opens on its failures alone, the one shared by everyone on failures from two callers or more.
   */
  breakerFailureThreshold: number;
  breakerCoolDownMs: number;
  /** The longest one GraphQL request may spend on its upstream calls, time waiting in a service's line included. */
  requestDeadlineMs: number;
  /**
   * Requests one caller (API key, account, else address) may have running at once; one more waits at most
   * `callerQueueWaitMs` for one of them to end (at most four times as many wait), else is refused 429 with Retry-After.
   */
  callerMaximumInFlight: number;
  callerQueueWaitMs: number;
  /** Calls the gateway may have in flight to each service, and how many of them one caller may hold. */
  upstreamMaximumInFlight: number;
  upstreamCallerShare: number;
  /** The Secure cookie flag; undefined: set when the request came over HTTPS (X-Forwarded-Proto from a trusted proxy only). */
  secureCookies: boolean | undefined;
  /** POSTs must carry the X-Rasad-Client header (always in production; a test harness may send it only where it tests it). */
  requireClientHeader: boolean;
  /**
   * `__schema` / `__type` queries and GraphiQL at GET /graphql for everyone; off in production
   * (NODE_ENV=production), where introspection is for API-key holders and GraphiQL for accounts whose
   * package includes API access (they enter their key in its Headers tab).
   */
  introspection: boolean;
  graphiql: boolean;
  /**
   * Anyone may send ad-hoc GraphQL documents, not only API-key holders: a development switch
   * (ALLOW_AD_HOC_QUERIES=true), refused with NODE_ENV=production. Off by default: the web app sends
   * persisted operations only.
   */
  openQueries: boolean;
}

export const defaultGatewayProtection: GatewayProtection = {
  allowedOrigins: [],
  maximumQueryCost: 5_000,
  maximumQueryDepth: 10,
  documentLimits: defaultDocumentLimits,
  budgetScale: 1,
  breakerFailureThreshold: 5,
  breakerCoolDownMs: 1_000,
  requestDeadlineMs: 10_000,
  callerMaximumInFlight: 8,
  callerQueueWaitMs: 1_000,
  upstreamMaximumInFlight: 48,
  upstreamCallerShare: 4,
  secureCookies: undefined,
  requireClientHeader: true,
  introspection: true,
  graphiql: true,
  openQueries: false,
};

/** Unexpected errors as JSON lines on stderr, with the trace id of the request they happened in. */
function defaultErrorLog() {
  const logger = createJsonLogger('gateway');
  return (error: unknown) => logger.error({ err: error }, error instanceof Error ? error.message : 'error');
}

/** The GraphQL endpoint: schema.graphql over the platform's REST services, as a list of plugins. */
export function createGateway(options: GatewayOptions) {
  const logError = options.logError ?? defaultErrorLog();
  const protection = { ...defaultGatewayProtection, ...options.protection };
  const now = options.now ?? (() => new Date());
  const store = options.store ?? new MemoryStateStore(() => now().getTime());
  const refreshCoordinator = new RefreshCoordinator(
    options.pools.accounts,
    options.onUpstreamCall,
    store,
    options.refreshGraceMs,
  );
  const schema = buildExecutableSchema();
  const breakers = Object.fromEntries(
    Object.keys(options.pools).map((name) => [
      name,
      new UpstreamCircuit({
        failureThreshold: protection.breakerFailureThreshold,
        coolDownMs: protection.breakerCoolDownMs,
        now: () => now().getTime(),
      }),
    ]),
  ) as Record<UpstreamName, UpstreamCircuit>;
  const bulkheads = Object.fromEntries(
    Object.keys(options.pools).map((name) => [
      name,
      new UpstreamBulkhead({
        maximumInFlight: protection.upstreamMaximumInFlight,
        callerShare: protection.upstreamCallerShare,
      }),
    ]),
  ) as Record<UpstreamName, UpstreamBulkhead>;
  const callerBulkhead = new CallerBulkhead({
    maximumInFlight: protection.callerMaximumInFlight,
    maximumWaitMs: protection.callerQueueWaitMs,
    maximumQueued: protection.callerMaximumInFlight * 4,
  });
  const metrics = new GatewayMetrics();
  metrics.watchBreakers(breakers);
  metrics.watchBulkheads(bulkheads);
  const viewerOf = accessTokenIdentity(options.pools.accounts, now);
  const apiKeys = new ApiKeyAccess(options.pools.accounts, store, now, options.onUpstreamCall);
  const keyHolder = (request: Request) => {
    const check = apiKeys.settled(request);
    return check?.kind === 'holder' ? check.holder : null;
  };
  // Asked by the bulkhead, the budget and the context of the same request: found once.
  const identities = new WeakMap<Request, Promise<BudgetIdentity>>();
  function identify(request: Request, serverContext: unknown): Promise<BudgetIdentity> {
    let identity = identities.get(request);
    if (!identity) {
      identity = findIdentity(request, serverContext);
      identities.set(request, identity);
    }
    return identity;
  }
  const callerOf = async (request: Request, serverContext: unknown) =>
    callerKey(await identify(request, serverContext));
  async function findIdentity(request: Request, serverContext: unknown): Promise<BudgetIdentity> {
    const holder = keyHolder(request);
    if (holder)
      return { kind: 'apiKey', keyId: holder.keyId, userId: holder.userId, packageType: holder.packageType };
    const token = new GatewaySession(request.headers, refreshCoordinator, 'fa-IR').accessToken;
    const viewer = token ? await viewerOf(token) : null;
    return viewer
      ? { kind: 'account', userId: viewer.userId, packageType: viewer.packageType }
      : { kind: 'visitor', address: requestAddress(request, serverContext) };
  }
  async function audienceOfToken(token: string): Promise<string | null> {
    const viewer = await viewerOf(token);
    return viewer ? `package:${viewer.packageType ?? 'none'}` : null;
  }
  async function audienceOf(request: Request): Promise<string | null> {
    // An API key's holder shares with their package, as their calls carry their account's token.
    const holder = keyHolder(request);
    if (holder) return `package:${holder.packageType}`;
    const token = new GatewaySession(request.headers, refreshCoordinator, 'fa-IR').accessToken;
    return token === null ? 'visitor' : audienceOfToken(token);
  }
  /** A visitor's company pages served from the shared cache are counted first, as their details call would be. */
  async function claimMeteredReads(reads: readonly MeteredRead[], request: Request, serverContext: unknown) {
    const business = new RequestUpstream('business', options.pools.business, {
      locale: localeOf(request.headers),
      idempotentRetries: 0,
      onUpstreamCall: options.onUpstreamCall,
      breaker: breakers.business,
      caller: `address:${requestAddress(request, serverContext) ?? 'unknown'}`,
      observer: metrics,
      credentials: options.credentials,
      client: {
        address: requestAddress(request, serverContext),
        userAgent: request.headers.get('user-agent'),
      },
    });
    for (const read of reads) {
      const counted = await business
        .post('/v3/Companies/ClaimRead', { body: { companyId: read.id } })
        .catch((error: unknown) => {
          logError(error);
          return { ok: false } as const;
        });
      if (!counted.ok) return false;
    }
    return true;
  }
  const readCache =
    options.responseCache === false
      ? undefined
      : new UpstreamReadCache(store.responseCache(), audienceOfToken, logError, (hit) =>
          metrics.cacheLookup('upstream-read', hit),
        );
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Where GraphiQL is not for everyone (production), a signed-in account whose package includes API access
    // gets it: a page load carries the session cookie, never the key, which the analyst types into its headers.
    graphiql: async (request) => {
      if (protection.graphiql) return graphiqlOptions;
      const token = new GatewaySession(request.headers, refreshCoordinator, 'fa-IR').accessToken;
      const viewer = token ? await viewerOf(token) : null;
      return viewer && entitlementsOf(viewer.packageType).apiAccess ? graphiqlOptions : false;
    },
    renderGraphiQL: renderLocalGraphiql,
    batching: { limit: 10 },
    // The same limit, checked from Content-Length where there is one (useRequestBodyLimit).
    maxRequestBodySize: false,
    logging: false,
    // Only the configured origins get CORS headers (never an echo of any origin with credentials).
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !protection.allowedOrigins.includes(origin)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: [
          'content-type',
          'accept-language',
          'x-rasad-client',
          'authorization',
          'x-refresh-token',
        ],
      };
    },
    plugins: [
      // First, so every request is traced and measured, whichever plugin below answers it.
      useTracing({ persistedOperations: options.persistedOperations }),
      useMetrics({ metrics, persistedOperations: options.persistedOperations }),
      // A cross-site form, a multipart body or a POST without the client header runs nothing.
      useCsrfProtection({ requireClientHeader: protection.requireClientHeader }),
      // Before anything reads the document: its bytes and tokens before it is parsed, then its aliases and directives.
      useDocumentLimits(protection.documentLimits),
      useInputHygiene(),
      // Persisted operations for everyone; documents of one's own with a personal API key.
      useOperationAccess({ apiKeys, openQueries: protection.openQueries }),
      // One caller's flood waits behind its own requests, then is refused: it never takes another caller's place.
      useCallerBulkhead({
        bulkhead: callerBulkhead,
        callerOf,
        holdAtMostMs: protection.requestDeadlineMs + protection.callerQueueWaitMs,
      }),
      // Syntax, validation and malformed requests: 400 in the caller's language, no suggestions, never a 500.
      useLocalisedRequestErrors({
        introspection: (request) => protection.introspection || keyHolder(request) !== null,
      }),
      useQueryCost({
        schema,
        persistedOperations: options.persistedOperations,
        store,
        identify,
        now,
        maximumCost: protection.maximumQueryCost,
        maximumDepth: protection.maximumQueryDepth,
        budgetScale: protection.budgetScale,
      }),
      useAnswerSerialization(),
      // Answers compressed (gzip or deflate) when the request's Accept-Encoding allows it.
      useContentEncoding(),
      // Also stops execution when the client goes away.
      useGatewayContext({
        pools: options.pools,
        now,
        idempotentRetries: options.idempotentRetries ?? 1,
        onUpstreamCall: options.onUpstreamCall,
        refreshCoordinator,
        breakers,
        bulkheads,
        callerOf,
        deadlineMs: protection.requestDeadlineMs,
        secureCookies: protection.secureCookies,
        apiKeys,
        readCache,
        observer: metrics,
        credentials: options.credentials,
      }),
      useLocalisedErrorMasking(logError),
      usePersistedOperations({
        getPersistedOperation: (hash) => persistedOperationText(options.persistedOperations, hash),
        // Who may send a document of their own is decided before parsing (useOperationAccess).
        allowArbitraryOperations: true,
        skipDocumentValidation: false,
      }),
      // After the persisted operation is known: the key is the document itself.
      ...(readCache
        ? [
            useSharedResponseCache({
              cache: readCache.responses,
              schema,
              argumentsVisitorsShare: courseArgumentsVisitorsShare,
              audienceOf,
              claimMeteredReads,
              logError,
              onLookup: (hit) => metrics.cacheLookup('response', hit),
            }),
          ]
        : []),
      // Last: it wraps whichever request parser the plugins above chose.
      useRequestBodyLimit(),
      // After every result processor: an Accept none of them answers gets its 406 in words.
      useNotAcceptable(),
    ],
  });
  // The file proxies beside /graphql refresh a session with the same coordinator, so a token is renewed once.
  // Its metrics are served at /metrics (serve-gateway-http.ts).
  return Object.assign(yoga, { refreshCoordinator, metrics });
}

export type Gateway = ReturnType<typeof createGateway>;
