import { createYoga } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useContentEncoding } from '@whatwg-node/server';
import type { Pool } from 'undici';
import { renderLocalGraphiql } from './graphiql/render-local-graphiql.ts';
import { buildExecutableSchema } from './schema/build-executable-schema.ts';
import { RefreshCoordinator } from './shared/auth/refresh-coordinator.ts';
import type { GatewayContext } from './shared/gateway-context.ts';
import { useGatewayContext } from './shared/plugins/use-gateway-context.ts';
import { useLocalisedErrorMasking } from './shared/plugins/use-localised-error-masking.ts';
import type { UpstreamCall } from './shared/upstream/upstream-client.ts';
import type { UpstreamName } from './shared/upstream/upstream-types.ts';

export interface GatewayOptions {
  pools: Record<UpstreamName, Pool>;
  /** Relay's persisted operations: hash → document. Browsers send only the hash. */
  persistedOperations: Record<string, string>;
  now?: () => Date;
  idempotentRetries?: number;
  onUpstreamCall?: (call: UpstreamCall) => void;
  logError?: (error: unknown) => void;
}

/** The GraphQL endpoint: schema.graphql over the platform's REST services, as a list of plugins. */
export function createGateway(options: GatewayOptions) {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const refreshCoordinator = new RefreshCoordinator(options.pools.accounts, options.onUpstreamCall);
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema: buildExecutableSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'Rasad GraphQL API' },
    renderGraphiQL: renderLocalGraphiql,
    batching: { limit: 10 },
    logging: false,
    plugins: [
      // Answers compressed (gzip or deflate) when the request's Accept-Encoding allows it.
      useContentEncoding(),
      useGatewayContext({
        pools: options.pools,
        now: options.now ?? (() => new Date()),
        idempotentRetries: options.idempotentRetries ?? 1,
        onUpstreamCall: options.onUpstreamCall,
        refreshCoordinator,
      }),
      useLocalisedErrorMasking(logError),
      usePersistedOperations({
        getPersistedOperation: (hash) => options.persistedOperations[hash] ?? null,
        // Analysts write their own queries in GraphiQL; browsers send hashes.
        allowArbitraryOperations: true,
        skipDocumentValidation: false,
      }),
    ],
  });
}

export type Gateway = ReturnType<typeof createGateway>;
