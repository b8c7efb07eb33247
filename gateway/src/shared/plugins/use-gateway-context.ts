import type { IncomingMessage } from 'node:http';
import { callerAddress, gatewayTrustedPeers } from '@rasad/services/shared/auth/client-address.ts';
import type { Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
import { clearedCookies, signedInCookies } from '../auth/auth-cookies.ts';
import { accessTokenResponseHeader, GatewaySession, refreshTokenHeader } from '../auth/gateway-session.ts';
import type { RefreshCoordinator } from '../auth/refresh-coordinator.ts';
import type { GatewayContext, RequestUpstreams } from '../gateway-context.ts';
import { localeOf } from '../gateway-messages.ts';
import { createRequestLoaders } from '../request-loaders.ts';
import { RequestUpstream, type UpstreamCall } from '../upstream/upstream-client.ts';
import type { UpstreamName } from '../upstream/upstream-types.ts';

export interface GatewayContextOptions {
  pools: Record<UpstreamName, Pool>;
  now: () => Date;
  idempotentRetries: number;
  onUpstreamCall?: ((call: UpstreamCall) => void) | undefined;
  refreshCoordinator: RefreshCoordinator;
}

/** The per-request context: language, clock, the caller's session, upstream clients with GET dedupe, loaders. */
export function buildGatewayContext(headers: Headers, options: GatewayContextOptions, clientAddress: string | null = null): GatewayContext {
  const locale = localeOf(headers);
  const session = new GatewaySession(headers, options.refreshCoordinator, locale);
  const clientOptions = {
    locale,
    onUpstreamCall: options.onUpstreamCall,
    idempotentRetries: options.idempotentRetries,
    session,
    client: { address: clientAddress, userAgent: headers.get('user-agent') },
  };
  const upstream: RequestUpstreams = {
    accounts: new RequestUpstream('accounts', options.pools.accounts, clientOptions),
    business: new RequestUpstream('business', options.pools.business, clientOptions),
    courses: new RequestUpstream('courses', options.pools.courses, clientOptions),
    analytics: new RequestUpstream('analytics', options.pools.analytics, clientOptions),
    payments: new RequestUpstream('payments', options.pools.payments, clientOptions),
  };
  return {
    locale,
    now: options.now,
    upstream,
    loaders: createRequestLoaders(upstream),
    client: { userAgent: headers.get('user-agent') },
    session,
  };
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * Builds the context once per request, before any resolver runs, and writes the session back on the
 * response: cookies for browsers, headers for clients that sent a bearer token.
 */
export function useGatewayContext(options: GatewayContextOptions): Plugin<GatewayContext> {
  const sessions = new WeakMap<Request, GatewaySession>();
  return {
    onContextBuilding({ context, extendContext }) {
      const { request, req } = context as unknown as { request: Request; req?: IncomingMessage };
      const peer = req?.socket.remoteAddress;
      // The services hear the browser's address from the gateway; a client's own X-Forwarded-For counts only behind a trusted proxy.
      const built = buildGatewayContext(request.headers, options, peer ? callerAddress(peer, request.headers.get('x-forwarded-for'), gatewayTrustedPeers()) : null);
      sessions.set(request, built.session);
      extendContext(built);
    },
    onResponse({ request, response }) {
      const session = sessions.get(request);
      if (!session) return;
      const secure = isSecure(request);
      if (session.issued) {
        const { tokens, persisted } = session.issued;
        if (session.carrier === 'header') {
          response.headers.set(accessTokenResponseHeader, tokens.accessToken);
          response.headers.set(refreshTokenHeader, tokens.refreshToken);
        } else {
          for (const cookie of signedInCookies(tokens, persisted, secure)) response.headers.append('set-cookie', cookie);
        }
      } else if (session.cleared && session.carrier === 'cookie') {
        for (const cookie of clearedCookies(secure)) response.headers.append('set-cookie', cookie);
      }
    },
  };
}
