import type { Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
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
}

/** The per-request context: language, clock, upstream clients with GET dedupe, loaders. */
export function buildGatewayContext(headers: Headers, options: GatewayContextOptions): GatewayContext {
  const locale = localeOf(headers);
  const clientOptions = { locale, onUpstreamCall: options.onUpstreamCall, idempotentRetries: options.idempotentRetries };
  const upstream: RequestUpstreams = {
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
  };
}

/** Builds the context once per request, before any resolver runs. */
export function useGatewayContext(options: GatewayContextOptions): Plugin<GatewayContext> {
  return {
    onContextBuilding({ context, extendContext }) {
      const { request } = context as unknown as { request: Request };
      extendContext(buildGatewayContext(request.headers, options));
    },
  };
}
