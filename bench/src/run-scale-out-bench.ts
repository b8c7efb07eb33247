import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { companyPageVisitors, typenameVisitors } from './scale-out/company-page-visitors.ts';
import { startShippedPlatform, type ShippedPlatform } from './scale-out/shipped-platform.ts';

/**
 * The setup we ship is the setup we measure: the compiled platform started exactly as `pnpm start` starts it (every
 * service its own process over its PGlite folder on disk, here a fresh one under /tmp), then the cluster as
 * `pnpm start:cluster` starts it (PostgreSQL, Redis, two of every process, HAProxy), measured through the balancer
 * (two gateways) and at one gateway's own port. On each: `{ __typename }` and the company page, each request a new
 * visitor (the company page a visitor's first read of a company that day), 16 connections, in turn in the same run.
 * Prints a progress line per step and a table of req/s and company page ÷ `{ __typename }`.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const companies = Number(process.env.BENCH_COMPANIES ?? 200);
/** The gateway's port for `pnpm start`, and the balancer's for the cluster; the cluster's others count from the base. */
const port = Number(process.env.BENCH_PORT ?? 4600);
const clusterBasePort = Number(process.env.BENCH_CLUSTER_BASE_PORT ?? 4610);
/** `platform`, `cluster` or both (default). */
const setups = (process.env.BENCH_SETUPS ?? 'platform,cluster').split(',').map((name) => name.trim());
const goal = 0.25;

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../..');
const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

interface Load {
  name: 'typename' | 'company';
  setupRequest: (request: Request) => Request;
  warmUp: number;
}

const loads = (): Load[] => [
  { name: 'typename', ...typenameVisitors(), warmUp: connections * 20 },
  // Every company once in the warm-up: the gateway's cached reads are what a running gateway holds.
  { name: 'company', ...companyPageVisitors(companies), warmUp: Math.max(connections * 20, companies) },
];

/** Requests per second of one load at `url`; any non-2xx answer or GraphQL error (a refused read) fails the run. */
async function measure(url: string, load: Load): Promise<number> {
  let answersWithErrors = 0;
  let firstError = '';
  const options = {
    url,
    connections,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-bench' },
    requests: [
      {
        setupRequest: load.setupRequest,
        onResponse: (_status: number, body: string) => {
          if (!body.includes('"errors"')) return;
          answersWithErrors++;
          firstError ||= body.slice(0, 400);
        },
      },
    ],
  };
  // The warm-up fills caches and compiles; what it is answered (a slow cold read) does not count.
  await autocannon({ ...options, amount: load.warmUp });
  answersWithErrors = 0;
  firstError = '';
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0 || answersWithErrors > 0)
    throw new Error(
      `${load.name} at ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${answersWithErrors} answers with GraphQL errors${firstError ? `, the first: ${firstError}` : ''}`,
    );
  return result.requests.average;
}

interface Row {
  setup: string;
  typename: number[];
  company: number[];
}

const rows: Row[] = [];
const resultsFolder = path.join(repositoryRoot, 'bench/results');
mkdirSync(resultsFolder, { recursive: true });

/** Each round: `{ __typename }`, then the company page, at each target in turn. */
async function measureTargets(targets: { setup: string; url: string }[]) {
  const measured = targets.map((target) => ({ setup: target.setup, typename: [], company: [] }) as Row);
  rows.push(...measured);
  for (let round = 1; round <= rounds; round++) {
    for (const [index, target] of targets.entries()) {
      for (const load of loads()) {
        const rate = await measure(target.url, load);
        measured[index]![load.name].push(rate);
        step(
          `round ${round}/${rounds}, ${target.setup}: ${load.name === 'typename' ? '{ __typename }' : 'company page'} ${rate.toFixed(0)} req/s`,
        );
      }
    }
  }
}

// Ctrl-C stops the platform the bench started before the bench ends.
let running: ShippedPlatform | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    step(`${signal}: stopping what the bench started`);
    void (running?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });

// The bench stands where the reverse proxy would: the gateways believe the visitors' X-Forwarded-For from it. Every
// cost is computed; only the budgets are large enough that the bench's load is not refused.
const benchEnvironment = {
  TRUSTED_PROXY_ADDRESSES: '127.0.0.1,::1',
  ALLOW_AD_HOC_QUERIES: 'true',
  QUERY_BUDGET_SCALE: '1000000',
};

if (setups.includes('platform')) {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'rasad-bench-platform-'));
  step(
    `starting the platform as \`pnpm start\` does (scripts/dist/start-platform.mjs), data in ${dataDirectory}`,
  );
  const platform = await startShippedPlatform('platform', {
    repositoryRoot,
    env: { ...benchEnvironment, PORT: String(port), PGLITE_DATA_DIR: dataDirectory },
    logFile: path.join(dataDirectory, 'platform.log'),
  });
  running = platform;
  try {
    step('platform ready; measuring');
    await measureTargets([
      { setup: '`pnpm start` (PGlite on disk)', url: `http://127.0.0.1:${port}/graphql` },
    ]);
  } finally {
    step('stopping the platform');
    await platform.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

if (setups.includes('cluster')) {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'rasad-bench-cluster-'));
  // mkdtemp makes it private to this user; PostgreSQL runs as its own user below it.
  chmodSync(dataDirectory, 0o755);
  step(
    `starting the cluster as \`pnpm start:cluster\` does (scripts/dist/start-cluster.mjs), data in ${dataDirectory}`,
  );
  const cluster = await startShippedPlatform('cluster', {
    repositoryRoot,
    env: {
      ...benchEnvironment,
      PORT: String(port),
      CLUSTER_BASE_PORT: String(clusterBasePort),
      CLUSTER_DATA_DIR: dataDirectory,
    },
    logFile: path.join(dataDirectory, 'cluster.log'),
  });
  running = cluster;
  try {
    step('cluster ready; measuring');
    // gateway-1 listens at base + 20 (scripts/platform/cluster-layout.mts).
    await measureTargets([
      {
        setup: 'cluster, one gateway (its own port)',
        url: `http://127.0.0.1:${clusterBasePort + 20}/graphql`,
      },
      { setup: 'cluster, two gateways (HAProxy)', url: `http://127.0.0.1:${port}/graphql` },
    ]);
  } finally {
    step('stopping the cluster');
    await cluster.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const table = rows.map((row) => {
  const typename = mean(row.typename);
  const company = mean(row.company);
  return { setup: row.setup, typename, company, ratio: company / typename };
});
console.log(
  `\n${connections} connections, ${seconds} s per load, mean of ${rounds} rounds; goal ≥ ${goal}\n`,
);
console.log('| setup | `{ __typename }` req/s | company page req/s | company ÷ `{ __typename }` |');
console.log('| --- | --- | --- | --- |');
for (const row of table)
  console.log(
    `| ${row.setup} | ${row.typename.toFixed(0)} | ${row.company.toFixed(0)} | ${row.ratio.toFixed(3)}${row.ratio >= goal ? '' : ' (below goal)'} |`,
  );
const oneGateway = table.find((row) => row.setup.includes('one gateway'));
const twoGateways = table.find((row) => row.setup.includes('two gateways'));
if (oneGateway && twoGateways)
  console.log(
    `\ncluster, two gateways ÷ one: { __typename } ${(twoGateways.typename / oneGateway.typename).toFixed(2)}, company page ${(twoGateways.company / oneGateway.company).toFixed(2)}`,
  );
const file = path.join(resultsFolder, `scale-out-${Date.now()}.json`);
writeFileSync(file, JSON.stringify({ connections, seconds, rounds, companies, rows, table }, null, 2));
console.log(`results: ${path.relative(process.cwd(), file)}`);
