import cluster from 'node:cluster';
import {
  gatewayConfigFromEnvironment,
  gatewayProtectionFromEnvironment,
} from '@rasad/gateway/gateway-config.ts';
import { serveGatewayHttp } from '@rasad/gateway/serve-gateway-http.ts';

/**
 * The gateway as it ships, in argv[2] processes behind one port (Node's cluster: the primary accepts
 * and hands connections to the workers in turn); argv[3] the upstream URLs as JSON. Each worker has
 * its own memory (response cache, budgets); REDIS_URL makes them share it. Prints the URL once every
 * worker listens.
 */
const workers = Number(process.argv[2] ?? 1);
const upstreamUrls = JSON.parse(process.argv[3]!) as Record<string, string>;

if (cluster.isPrimary) {
  let listening = 0;
  for (let index = 0; index < workers; index++) cluster.fork();
  cluster.on('listening', (_, address) => {
    listening++;
    if (listening === workers) console.log(`http://127.0.0.1:${address.port}/graphql`);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
} else {
  const config = gatewayConfigFromEnvironment({
    ...process.env,
    PORT: process.env.BENCH_GATEWAY_PORT ?? '0',
  });
  await serveGatewayHttp(
    {
      ...config,
      upstreamUrls: upstreamUrls as typeof config.upstreamUrls,
      // Every cost is computed; the budgets (and the per-caller bulkheads) are only too large for one address's
      // load to be refused. The screens' documents are sent as written (bench/src/screen-queries.ts).
      protection: {
        ...gatewayProtectionFromEnvironment(),
        budgetScale: 1_000_000,
        openQueries: true,
        callerMaximumInFlight: 1_000_000,
        upstreamCallerShare: 1_000_000,
      },
    },
    { logError: () => undefined },
  );
}
