import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { createGateway, type GatewayOptions } from '@rasad/gateway/create-gateway.ts';
import { buildExecutableSchema } from '@rasad/gateway/schema/build-executable-schema.ts';
import { RefreshCoordinator } from '@rasad/gateway/shared/auth/refresh-coordinator.ts';
import { buildGatewayContext } from '@rasad/gateway/shared/plugins/use-gateway-context.ts';
import { createUpstreamPool } from '@rasad/gateway/shared/upstream/upstream-pool.ts';
import type { UpstreamCall } from '@rasad/gateway/shared/upstream/upstream-client.ts';

/**
 * The gateway as it ships (GraphQL Yoga) and the baseline (Apollo Server), both over the same
 * schema, the same resolvers and the same per-request context, in front of the same services.
 */
export async function startGatewaysUnderLoad(
  upstreamUrls: Record<string, string>,
  onUpstreamCall: (call: UpstreamCall) => void,
) {
  const pools = Object.fromEntries(
    Object.entries(upstreamUrls).map(([name, url]) => [
      name,
      createUpstreamPool(url, { timeoutMs: 10_000, connections: 64 }),
    ]),
  ) as GatewayOptions['pools'];
  const contextOptions = {
    pools,
    now: () => new Date(),
    idempotentRetries: 1,
    onUpstreamCall,
    refreshCoordinator: new RefreshCoordinator(pools.accounts, onUpstreamCall),
  };

  const yoga = createGateway({
    pools,
    persistedOperations: {},
    onUpstreamCall,
    logError: () => undefined,
    // The screen queries are sent as documents, as to the Apollo baseline: the development switch allows it.
    protection: { openQueries: true },
  });
  const yogaServer = createServer(yoga);
  await new Promise<void>((resolve) => yogaServer.listen(0, '127.0.0.1', resolve));

  const apollo = new ApolloServer({ schema: buildExecutableSchema() });
  const { url: apolloUrl } = await startStandaloneServer(apollo, {
    listen: { port: 0, host: '127.0.0.1' },
    context: async ({ req }) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
      return buildGatewayContext(headers, contextOptions);
    },
  });

  return {
    yogaUrl: `http://127.0.0.1:${(yogaServer.address() as AddressInfo).port}/graphql`,
    apolloUrl: apolloUrl.replace(/\/$/, '') + '/',
    async close() {
      await apollo.stop();
      await new Promise<void>((resolve) => yogaServer.close(() => resolve()));
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
    },
  };
}
