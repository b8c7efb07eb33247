import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { startChild, stopChild } from './gateway-alone/child-processes.ts';
import { companyPageVisitors } from './scale-out/company-page-visitors.ts';
import { screenRequestBody, screens, typenameRequestBody } from './screen-queries.ts';

/**
 * Scale-out: the gateway in one process, then in two behind one port, in front of the same services
 * over one database (PGlite, or PostgreSQL at BENCH_DATABASE_URL), loaded the same way in the same run.
 * Prints requests per second for each screen, the ratio two ÷ one, and the company page ÷ `{ __typename }`.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const companies = Number(process.env.BENCH_COMPANIES ?? 200);
const here = path.dirname(fileURLToPath(import.meta.url));
const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
// The bench is the reverse proxy in front of the gateway: X-Forwarded-For from loopback names each visitor.
process.env.TRUSTED_PROXY_ADDRESSES = '127.0.0.1,::1';

interface Load {
  name: string;
  body: string;
  /** Each request its own (the company page: the next visitor and company); absent: the same body every time. */
  setupRequest?: (request: Request) => Request;
  /** Requests one warm-up sends through each gateway before it is measured. */
  warmUp: number;
}

// `{ __typename }` is the floor the company page is held to (at least a quarter of its throughput).
const measured: Load[] = [
  { name: '{ __typename }', body: typenameRequestBody, warmUp: connections * 20 },
  ...screens
    .filter((screen) => ['home', 'search'].includes(screen.name))
    .map((screen) => ({ name: screen.name, body: screenRequestBody(screen), warmUp: connections * 20 })),
  {
    name: 'company page',
    body: '',
    ...companyPageVisitors(companies),
    // Every company once: the gateway's cached reads are what a running gateway holds.
    warmUp: Math.max(connections * 20, companies),
  },
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'one in-memory PGlite';
step(`starting the services over ${engine}; company pages over ${companies} companies`);
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
          let answersWithErrors = 0;
          const load = {
            url: gateway.line,
            connections,
            method: 'POST' as const,
            headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-bench' },
            body: screen.body,
            // A refused read (a spent quota) is answered 200 with GraphQL errors: it must not count as served.
            requests: [
              {
                ...(screen.setupRequest ? { setupRequest: screen.setupRequest } : {}),
                onResponse: (status: number, body: string) => {
                  if (body.includes('"errors"')) answersWithErrors++;
                },
              },
            ],
          };
          // Warm each worker (the first requests compile and fill caches).
          await autocannon({ ...load, amount: screen.warmUp });
          const result = await autocannon({ ...load, duration: seconds });
          if (result.non2xx > 0 || result.errors > 0 || answersWithErrors > 0)
            throw new Error(
              `${screen.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${answersWithErrors} answers with GraphQL errors`,
            );
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
for (const workers of [1, 2]) {
  const ratio =
    mean(results['company page']?.[workers] ?? []) / mean(results['{ __typename }']?.[workers] ?? []);
  step(
    `company page ÷ { __typename }, ${workers} gateway process${workers > 1 ? 'es' : ''}: ${ratio.toFixed(2)} (goal ≥ 0.25)`,
  );
}
