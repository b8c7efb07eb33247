import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { createYoga } from 'graphql-yoga';
import { startStandaloneServer } from '@apollo/server/standalone';
import { createGateway, type GatewayOptions } from '@rasad/gateway/create-gateway.ts';
import { buildExecutableSchema } from '@rasad/gateway/schema/build-executable-schema.ts';
import { RefreshCoordinator } from '@rasad/gateway/shared/auth/refresh-coordinator.ts';
import { buildGatewayContext } from '@rasad/gateway/shared/plugins/use-gateway-context.ts';
import { createUpstreamPool } from '@rasad/gateway/shared/upstream/upstream-pool.ts';

/**
 * One gateway in a process of its own, so its CPU time can be read from outside (/proc):
 * argv[2] `yoga` (as it ships, shared response cache off), `yoga-cached` (as it ships), `apollo`
 * (Apollo Server over the same schema, resolvers and per-request context) or `yoga-bare` (Yoga over those, without
 * any plugin of ours: what the framework itself costs); argv[3] the upstream URLs as JSON. Prints its URL as one line
 * once it listens.
 */
const kind = process.argv[2];
const upstreamUrls = JSON.parse(process.argv[3]!) as Record<string, string>;
const pools = Object.fromEntries(
  Object.entries(upstreamUrls).map(([name, url]) => [
    name,
    createUpstreamPool(url, { timeoutMs: 10_000, connections: 64 }),
  ]),
) as GatewayOptions['pools'];

// The per-request context the shipped gateway builds, for the two gateways that carry none of its plugins.
const contextOptions = {
  pools,
  now: () => new Date(),
  idempotentRetries: 1,
  refreshCoordinator: new RefreshCoordinator(pools.accounts),
};

async function serveYoga(handler: RequestListener) {
  const server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`);
}

if (kind === 'yoga' || kind === 'yoga-cached') {
  const yoga = createGateway({
    pools,
    persistedOperations: {},
    // Each load ends by dropping its connections mid-request; those cancellations are not worth a line each.
    logError: () => undefined,
    responseCache: kind === 'yoga-cached',
    // Every cost is still computed; the budgets are only too large for one address's load to be refused,
    // and the circuits (tested in the gateway's own tests) stay closed through those cancellations. The load is one
    // caller's, so the per-caller bulkheads (bench:attack measures them) are as wide as the load.
    // The screens' documents are sent as written (bench/src/screen-queries.ts), as a development gateway accepts them.
    protection: {
      budgetScale: 1_000_000,
      breakerFailureThreshold: 1_000_000,
      openQueries: true,
      callerMaximumInFlight: 1_000_000,
      upstreamCallerShare: 1_000_000,
    },
  });
  await serveYoga(yoga);
} else if (kind === 'yoga-bare') {
  const yoga = createYoga({
    schema: buildExecutableSchema(),
    context: ({ request }) => buildGatewayContext(request.headers, contextOptions),
    logging: false,
  });
  await serveYoga(yoga);
} else if (kind === 'apollo') {
  const apollo = new ApolloServer({ schema: buildExecutableSchema() });
  const { url } = await startStandaloneServer(apollo, {
    listen: { port: 0, host: '127.0.0.1' },
    context: async ({ req }) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
      return buildGatewayContext(headers, contextOptions);
    },
  });
  console.log(url.replace(/\/$/, '') + '/');
} else {
  throw new Error(`unknown gateway ${kind}`);
}

// An orderly exit, so a `--cpu-prof` run writes its profile.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));
