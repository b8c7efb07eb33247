import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChild, stopChild } from './gateway-alone/child-processes.ts';
import { screenRequestBody, screens, typenameRequestBody } from './screen-queries.ts';

/**
 * Scale-out: the gateway in one process, then in two behind one port, in front of the same services
 * over one database, loaded the same way in the same run. Prints requests per second for each screen
 * and the ratio two ÷ one.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const here = path.dirname(fileURLToPath(import.meta.url));
const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
// `{ __typename }` is the floor the company page is held to (at least a quarter of its throughput).
const measured = [
  { name: '{ __typename }', body: typenameRequestBody },
  ...screens
    .filter((screen) => ['home', 'search', 'company page'].includes(screen.name))
    .map((screen) => ({ name: screen.name, body: screenRequestBody(screen) })),
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

step('starting the services over one in-memory database');
const services = await startChild(path.join(here, 'scale-out/serve-services.ts'), []);
const results: Record<string, Record<number, number[]>> = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const workers of [1, 2]) {
      process.env.BENCH_GATEWAY_PORT = String(await freePort());
      const gateway = await startChild(path.join(here, 'scale-out/serve-gateway-cluster.ts'), [
        String(workers),
        services.line,
      ]);
      try {
        for (const screen of measured) {
          const body = screen.body;
          const headers = { 'content-type': 'application/json', 'x-rasad-client': 'rasad-bench' };
          // Warm each worker (the first requests compile and fill caches).
          await autocannon({
            url: gateway.line,
            connections,
            amount: connections * 20,
            method: 'POST',
            headers,
            body,
          });
          const result = await autocannon({
            url: gateway.line,
            connections,
            duration: seconds,
            method: 'POST',
            headers,
            body,
          });
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${screen.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          ((results[screen.name] ??= {})[workers] ??= []).push(result.requests.average);
          step(
            `round ${round + 1}, ${workers} gateway process${workers > 1 ? 'es' : ''}: ${screen.name} ${result.requests.average.toFixed(0)} req/s (p50 ${result.latency.p50} ms)`,
          );
        }
      } finally {
        await stopChild(gateway.child);
      }
    }
  }
} finally {
  await stopChild(services.child);
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
for (const [screen, byWorkers] of Object.entries(results)) {
  const one = mean(byWorkers[1] ?? []);
  const two = mean(byWorkers[2] ?? []);
  step(
    `${screen}: one process ${one.toFixed(0)} req/s, two ${two.toFixed(0)} req/s, two ÷ one ${(two / one).toFixed(2)}`,
  );
}
