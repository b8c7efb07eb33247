import { setMaxListeners } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { callerAddress, gatewayTrustedPeers } from '@rasad/auth/client-address.ts';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GatewayError } from '../errors/gateway-error.ts';
import type { Pool } from 'undici';
import type { ApiKeyAccess } from '../auth/api-key-access.ts';
import { clearedCookies, signedInCookies } from '../auth/auth-cookies.ts';
import { RequestDevice } from '../auth/device-cookie.ts';
import { accessTokenResponseHeader, GatewaySession, refreshTokenHeader } from '../auth/gateway-session.ts';
import type { RefreshCoordinator } from '../auth/refresh-coordinator.ts';
import { ResponseSharing } from '../caching/shared-reads.ts';
import type { UpstreamReadCache } from '../caching/upstream-read-cache.ts';
import type { GatewayContext } from '../gateway-context.ts';
import { localeOf } from '../gateway-messages.ts';
import { createRequestLoaders } from '../request-loaders.ts';
import type { UpstreamCircuit } from '../upstream/circuit-breaker.ts';
import type { UpstreamBulkhead } from '../upstream/upstream-bulkhead.ts';
import { RequestUpstreamsOnDemand } from '../upstream/request-upstreams-on-demand.ts';
import type { UpstreamCall } from '../upstream/upstream-types.ts';
import type { UpstreamCallObserver } from '../upstream/observed-upstream-call.ts';
import type { UpstreamName } from '../upstream/upstream-types.ts';
import type { GatewayCredentials } from '../upstream/gateway-credential.ts';

export interface GatewayContextOptions {
  pools: Record<UpstreamName, Pool>;
  now: () => Date;
  idempotentRetries: number;
  onUpstreamCall?: ((call: UpstreamCall) => void) | undefined;
  refreshCoordinator: RefreshCoordinator;
  /** One circuit per upstream (everyone's and each caller's), shared by every request. */
  breakers?: Record<UpstreamName, UpstreamCircuit> | undefined;
  /** One bulkhead per upstream: its calls in flight, and each caller's share of them. */
  bulkheads?: Record<UpstreamName, UpstreamBulkhead> | undefined;
  /** Who the request is charged to (the key of its caller: API key, account, else address). */
  callerOf?: ((request: Request, serverContext: unknown) => Promise<string>) | undefined;
  /** The longest one GraphQL request may spend on upstream calls (useGatewayContext starts the clock). */
  deadlineMs?: number | undefined;
  /** The Secure cookie flag: always, never, or (undefined) when the request came over HTTPS as a trusted proxy says. */
  secureCookies?: boolean | undefined;
  /** Personal API keys: a request with a live key acts as its owner. */
  apiKeys?: ApiKeyAccess | undefined;
  /** Shared reads about companies cached per upstream call (on with the shared response cache). */
  readCache?: UpstreamReadCache | undefined;
  /** Told each upstream call's latency and status (the gateway's metrics). */
  observer?: UpstreamCallObserver | undefined;
  /** The gateway's credential on every upstream call (the services believe the forwarded address only with it). */
  credentials?: GatewayCredentials | undefined;
}

/**
 * What stops a request's work: its client going away (`clientGone`, which also stops execution) and, with
 * it, its deadline passing (`stopped`, which every upstream call of the request listens to). Two plain
 * controllers linked by hand: AbortSignal.any, and anything read through the signal of Yoga's Request (a
 * proxy), cost more per request than the rest of the context. Not AbortSignal.timeout either: Node 20 may
 * collect that signal before it fires, and the deadline then never comes; a timer holds this controller.
 */
export function requestStops(request: Request, deadlineMs: number | undefined) {
  const gone = new AbortController();
  const stopped = new AbortController();
  // Every upstream call of the request listens to it, a query of many aliases more than ten at once.
  setMaxListeners(0, stopped.signal);
  const onClientGone = () => {
    gone.abort(request.signal.reason);
    stopped.abort(request.signal.reason);
  };
  request.signal.addEventListener('abort', onClientGone, { once: true });
  const timer =
    deadlineMs === undefined
      ? undefined
      : setTimeout(
          () => stopped.abort(new DOMException('The request deadline passed', 'TimeoutError')),
          deadlineMs,
        );
  timer?.unref();
  return {
    clientGone: gone.signal,
    stopped: stopped.signal,
    /** The response is written: nothing is waited for any more. */
    release() {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onClientGone);
    },
  };
}

/** The per-request context: language, clock, the caller's session, upstream clients with GET dedupe, loaders. */
export function buildGatewayContext(
  headers: Headers,
  options: GatewayContextOptions,
  clientAddress: string | null = null,
  stops: { clientGone?: AbortSignal | undefined; stopped?: AbortSignal | undefined } = {},
  caller?: string,
): GatewayContext {
  const locale = localeOf(headers);
  const session = new GatewaySession(headers, options.refreshCoordinator, locale);
  const sharing = new ResponseSharing();
  // One signal for every upstream of the request (not one per upstream: each would be a listener).
  const upstream = new RequestUpstreamsOnDemand(
    options.pools,
    {
      locale,
      sharing,
      readCache: options.readCache,
      observer: options.observer,
      credentials: options.credentials,
      onUpstreamCall: options.onUpstreamCall,
      idempotentRetries: options.idempotentRetries,
      session,
      client: { address: clientAddress, userAgent: headers.get('user-agent') },
      signal: stops.stopped,
      clientGone: stops.clientGone,
      caller: caller ?? `address:${clientAddress ?? 'unknown'}`,
    },
    options.breakers,
    options.bulkheads,
  );
  return {
    locale,
    now: options.now,
    upstream,
    loaders: createRequestLoaders(upstream),
    client: { userAgent: headers.get('user-agent') },
    session,
    device: RequestDevice.of(headers),
    ...(options.apiKeys ? { apiKeyRevoked: (keyId: string) => options.apiKeys!.revoked(keyId) } : {}),
    sharing,
  };
}

/**
 * Over HTTPS: the connection's own scheme (`protocol`, as URL gives it), or X-Forwarded-Proto only from a trusted
 * proxy (a client's own header is not believed).
 */
export function isSecureConnection(
  protocol: string,
  forwardedProto: string | null,
  peer: string | undefined,
): boolean {
  if (protocol === 'https:') return true;
  return (
    peer !== undefined &&
    gatewayTrustedPeers().has(callerAddress(peer, null, new Set())) &&
    forwardedProto === 'https'
  );
}

function isSecure(request: Request, peer: string | undefined): boolean {
  return isSecureConnection(new URL(request.url).protocol, request.headers.get('x-forwarded-proto'), peer);
}

/**
 * Builds the context once per request, before any resolver runs, and writes the session back on the
 * response: cookies for browsers, headers for clients that sent a bearer token.
 */
export function useGatewayContext(options: GatewayContextOptions): Plugin<GatewayContext> {
  const sessions = new WeakMap<Request, GatewaySession>();
  const devices = new WeakMap<Request, RequestDevice>();
  const peers = new WeakMap<Request, string>();
  const stopsOf = new WeakMap<Request, ReturnType<typeof requestStops>>();
  return {
    async onContextBuilding({ context, extendContext }) {
      const { request, req } = context as unknown as { request: Request; req?: IncomingMessage };
      const caller = await options.callerOf?.(request, context);
      const peer = req?.socket.remoteAddress;
      // The services hear the browser's address from the gateway; a client's own X-Forwarded-For counts only behind a trusted proxy.
      const address = peer
        ? callerAddress(peer, request.headers.get('x-forwarded-for'), gatewayTrustedPeers())
        : null;
      const stops = requestStops(request, options.deadlineMs);
      stopsOf.set(request, stops);
      const built = buildGatewayContext(request.headers, options, address, stops, caller);
      // The key was checked before parsing (useOperationAccess); its owner's calls carry the exchanged token.
      const keyCheck = options.apiKeys?.settled(request);
      if (keyCheck?.kind === 'holder') built.session.actAsApiKeyHolder(keyCheck.holder.accessToken);
      // A token whose session family ended for a replayed refresh token (on any gateway sharing the state).
      else if (
        built.session.accessToken !== null &&
        (await options.refreshCoordinator.familyEnded(built.session.accessToken))
      )
        built.session.endForReplay();
      sessions.set(request, built.session);
      devices.set(request, built.device);
      if (peer) peers.set(request, peer);
      extendContext(built);
    },
    onExecute({ args }) {
      // Execution stops when the client goes away (what Yoga's useExecutionCancellation does with the proxy signal).
      const stops = stopsOf.get((args.contextValue as unknown as { request: Request }).request);
      if (stops) (args as { signal?: AbortSignal }).signal = stops.clientGone;
      return {
        onExecuteDone({ result, setResult }) {
          const session = (args.contextValue as GatewayContext).session;
          // The request ran as a visitor's without a signed-in call to report the ended session: report it here.
          if (!session?.endedByReplay || Symbol.asyncIterator in (result as object)) return;
          session.endedByReplay = false;
          const single = result as ExecutionResult;
          setResult({
            ...single,
            errors: [
              ...(single.errors ?? []),
              GatewayError.sessionEnded((args.contextValue as GatewayContext).locale),
            ],
          });
        },
      };
    },
    onResponse({ request, response }) {
      stopsOf.get(request)?.release();
      const session = sessions.get(request);
      if (!session) return;
      const secure = options.secureCookies ?? isSecure(request, peers.get(request));
      const deviceCookie = devices.get(request)?.setCookie(secure);
      if (deviceCookie) response.headers.append('set-cookie', deviceCookie);
      if (session.issued) {
        const { tokens, persisted } = session.issued;
        if (session.carrier === 'header') {
          response.headers.set(accessTokenResponseHeader, tokens.accessToken);
          response.headers.set(refreshTokenHeader, tokens.refreshToken);
        } else {
          for (const cookie of signedInCookies(tokens, persisted, secure))
            response.headers.append('set-cookie', cookie);
        }
      } else if (session.cleared && session.carrier === 'cookie') {
        for (const cookie of clearedCookies(secure)) response.headers.append('set-cookie', cookie);
      }
    },
  };
}
