import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';
import { screenQueries } from './screen-queries.ts';
import { startGatewaysUnderLoad } from './start-gateways-under-load.ts';

/**
 * Throughput and latency of the gateway against the Apollo Server baseline, measured in the same
 * run on the same machine, reported as ratios. Loopback only; every load is bounded in time.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const database = await openDatabase({ pgliteDirectory: 'memory://' });
const services = await startServices({
  database,
  ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
});
let upstreamCalls = 0;
const gateways = await startGatewaysUnderLoad(services.urls, () => upstreamCalls++);

async function load(url: string, query: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR' },
    body: JSON.stringify({ query }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

/** Waits until requests still in flight from a finished load have reached their upstreams. */
async function settled() {
  let seen = -1;
  while (seen !== upstreamCalls) {
    seen = upstreamCalls;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function upstreamCallsPerRequest(url: string, query: string) {
  await settled();
  const before = upstreamCalls;
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return upstreamCalls - before;
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  seconds,
  connections,
  rounds,
  screens: {},
};
for (const [screen, query] of Object.entries(screenQueries)) {
  const callsPerRequest = await upstreamCallsPerRequest(gateways.yogaUrl, query);
  const yoga: Awaited<ReturnType<typeof load>>[] = [];
  const apollo: Awaited<ReturnType<typeof load>>[] = [];
  await load(gateways.yogaUrl, query);
  await load(gateways.apolloUrl, query);
  // Alternate so a slow patch of the machine hurts both sides alike.
  for (let round = 0; round < rounds; round++) {
    yoga.push(await load(gateways.yogaUrl, query));
    apollo.push(await load(gateways.apolloUrl, query));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const summary = {
    upstreamCallsPerRequest: callsPerRequest,
    yoga: {
      requestsPerSecond: mean(yoga.map((run) => run.requestsPerSecond)),
      p50: mean(yoga.map((run) => run.p50)),
      p99: mean(yoga.map((run) => run.p99)),
    },
    apollo: {
      requestsPerSecond: mean(apollo.map((run) => run.requestsPerSecond)),
      p50: mean(apollo.map((run) => run.p50)),
      p99: mean(apollo.map((run) => run.p99)),
    },
  };
  const ratio = {
    throughput: summary.yoga.requestsPerSecond / summary.apollo.requestsPerSecond,
    p50Latency: summary.yoga.p50 / summary.apollo.p50,
    p99Latency: summary.yoga.p99 / summary.apollo.p99,
  };
  (report.screens as Record<string, unknown>)[screen] = { ...summary, ratioYogaToApollo: ratio };
  console.log(
    `${screen}: yoga ${summary.yoga.requestsPerSecond.toFixed(0)} req/s (p50 ${summary.yoga.p50} ms, p99 ${summary.yoga.p99} ms) · ` +
      `apollo ${summary.apollo.requestsPerSecond.toFixed(0)} req/s (p50 ${summary.apollo.p50} ms, p99 ${summary.apollo.p99} ms) · ` +
      `throughput ratio ${ratio.throughput.toFixed(2)}, p99 ratio ${ratio.p99Latency.toFixed(2)} · ` +
      `${summary.upstreamCallsPerRequest} upstream calls per request`,
  );
}

const resultsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
mkdirSync(resultsFolder, { recursive: true });
const file = path.join(resultsFolder, `gateway-vs-apollo-${Date.now()}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`results: ${path.relative(process.cwd(), file)}`);

await gateways.close();
await services.close();
