import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { readPersistedOperations } from '@rasad/gateway/gateway-config.ts';
import { serviceNames } from '@rasad/services/service-definitions.ts';
import { freshSigningKeyEnvironment } from '@rasad/auth/service-signing-key.ts';

/**
 * What one hostile caller costs everyone else: the p99 of a cheap query sent by ordinary visitors (each
 * request from another address, as a crowd of phones would, as the web app sends it: a persisted
 * operation), alone and then while an attacker sends the most expensive queries the schema allows, in the
 * same run; printed as a ratio. The attacker is the strongest caller there is: an ENTERPRISE account's
 * personal API key (visitors may send persisted operations only, so their own documents are refused
 * before parsing), with that package's budget. The
 * platform is started as a user starts it (its own supervised processes, budgets and limits as they ship, on a
 * fresh embedded database), and the loads come from this process; loopback only, every load bounded in time.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const visitorConnections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const attackerConnections = Number(process.env.BENCH_ATTACKER_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const port = Number(process.env.BENCH_ATTACK_PORT ?? 4970);
/** The accounts service on a known port: the bench creates the attacker's API key there. */
const accountsPort = Number(process.env.ACCOUNTS_PORT || port + 1);
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const url = `http://127.0.0.1:${port}/graphql`;

const started = performance.now();
const progress = (step: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${step}`);

const persistedOperations = readPersistedOperations();
const cheapQueryHash = Object.keys(persistedOperations).find((hash) =>
  persistedOperations[hash]!.startsWith('query SearchResultsPaginationQuery'),
);
if (!cheapQueryHash) throw new Error('the web app has no SearchResultsPaginationQuery: run `pnpm generate`');
/** The search results' next page, one result: what a visitor's browser sends (by hash). */
const cheapQuery = {
  variables: { text: 'پتروشیمی', type: 'COMPANY', first: 1, after: null },
  extensions: { persistedQuery: { version: 1, sha256Hash: cheapQueryHash } },
};
/** Each is what an API-key holder may send: the company ↔ person cycle, a thousand aliases, and a costly query under the limit. */
const hostileQueries = [
  `{ company(id: "x") { ${'people { person { roles { company { '.repeat(4)}name${' } } } }'.repeat(4)} } }`,
  `{ ${Array.from({ length: 1000 }, (_, index) => `s${index}: search(text: "شرکت") { totalCount }`).join(' ')} }`,
  `{ ${Array.from({ length: 24 }, (_, index) => `s${index}: search(text: "شرکت", first: 20) { edges { node { __typename } } totalCount }`).join(' ')} }`,
];

progress('starting the platform (services and gateway, each its own process) on a fresh embedded database');
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'rasad-attack-bench-'));
const platform = spawn(path.join(repositoryRoot, 'node_modules/.bin/tsx'), ['scripts/start-platform.mts'], {
  cwd: repositoryRoot,
  detached: true,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    ACCOUNTS_PORT: String(accountsPort),
    PGLITE_DATA_DIR: dataDirectory,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    // Production refuses the development keys (docs/operations/production.md): this run's own.
    PUBLIC_ID_KEY: randomBytes(32).toString('hex'),
    IPG_MERCHANT_SECRET: randomBytes(24).toString('hex'),
    // Production services refuse to start without their own keys for calls to each other.
    ...freshSigningKeyEnvironment(serviceNames),
    // The bench is the reverse proxy in front of the gateway: X-Forwarded-For from loopback names each caller.
    TRUSTED_PROXY_ADDRESSES: '127.0.0.1,::1',
  },
});
async function stopPlatform() {
  if (platform.pid) process.kill(-platform.pid, 'SIGTERM');
  await new Promise((resolve) => platform.once('exit', resolve));
  rmSync(dataDirectory, { recursive: true, force: true });
}
for (const deadline = Date.now() + 300_000; ;) {
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (Date.now() > deadline || platform.exitCode !== null) {
    await stopPlatform();
    throw new Error('the platform did not become ready');
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

let visitorAddress = 0;
/** The crowd: each request from the next address of 198.18.0.0/15, so no one visitor spends its budget. */
function visitorLoad() {
  return autocannon({
    url,
    connections: visitorConnections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', 'x-rasad-client': 'bench' },
    body: JSON.stringify(cheapQuery),
    requests: [
      {
        setupRequest: (request) => {
          visitorAddress = (visitorAddress + 1) % 131_072;
          return {
            ...request,
            headers: {
              ...request.headers,
              'x-forwarded-for': `198.${18 + (visitorAddress >> 16)}.${(visitorAddress >> 8) & 255}.${visitorAddress & 255}`,
            },
          };
        },
      },
    ],
  });
}

/** The attacker's key: the ENTERPRISE demo account signs in at the accounts service and creates one, as its profile page would. */
async function enterpriseApiKey(): Promise<string> {
  const accounts = `http://127.0.0.1:${accountsPort}`;
  const signIn = (await (
    await fetch(`${accounts}/v2/Account/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: '09121000004', password: 'Rasad-Demo-1405' }),
    })
  ).json()) as { accessToken?: string };
  const created = (await (
    await fetch(`${accounts}/v1/ApiKeys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.accessToken}` },
      body: JSON.stringify({ name: 'attack bench' }),
    })
  ).json()) as { secret?: string };
  if (!created.secret) throw new Error('the bench could not create an API key');
  return created.secret;
}
const attackerKey = await enterpriseApiKey();

let hostileIndex = 0;
/** The attacker: one address and one API key, every hostile query in turn, as fast as its connections allow. */
function attackerLoad() {
  return autocannon({
    url,
    connections: attackerConnections,
    duration: seconds,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-rasad-client': 'bench',
      'x-forwarded-for': '203.0.113.66',
      authorization: `Bearer ${attackerKey}`,
    },
    requests: [
      {
        setupRequest: (request) => {
          hostileIndex = (hostileIndex + 1) % hostileQueries.length;
          return { ...request, body: JSON.stringify({ query: hostileQueries[hostileIndex] }) };
        },
      },
    ],
  });
}

type Figures = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };
const figures = (result: autocannon.Result): Figures => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

progress('warming up');
await visitorLoad();
const alone: Figures[] = [];
const attacked: Figures[] = [];
const attacker: Figures[] = [];
// Alternate so a slow patch of the machine hurts both sides alike.
for (let round = 1; round <= rounds; round++) {
  progress(`round ${round}/${rounds}: visitors alone for ${seconds} s`);
  alone.push(figures(await visitorLoad()));
  progress(`round ${round}/${rounds}: visitors while an attacker sends expensive queries for ${seconds} s`);
  const [visitors, hostile] = await Promise.all([visitorLoad(), attackerLoad()]);
  attacked.push(figures(visitors));
  attacker.push(figures(hostile));
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const summary = (runs: Figures[]) => ({
  requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
  p50: mean(runs.map((run) => run.p50)),
  p99: mean(runs.map((run) => run.p99)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});
const report = {
  date: new Date().toISOString(),
  seconds,
  rounds,
  visitorConnections,
  attackerConnections,
  visitorsAlone: summary(alone),
  visitorsUnderAttack: summary(attacked),
  attacker: summary(attacker),
  ratio: {
    p99UnderAttackToAlone: mean(attacked.map((run) => run.p99)) / mean(alone.map((run) => run.p99)),
    throughputUnderAttackToAlone:
      mean(attacked.map((run) => run.requestsPerSecond)) / mean(alone.map((run) => run.requestsPerSecond)),
  },
};
console.log(
  `visitors alone: ${report.visitorsAlone.requestsPerSecond.toFixed(0)} req/s, p50 ${report.visitorsAlone.p50.toFixed(1)} ms, p99 ${report.visitorsAlone.p99.toFixed(1)} ms · ` +
    `under attack: ${report.visitorsUnderAttack.requestsPerSecond.toFixed(0)} req/s, p50 ${report.visitorsUnderAttack.p50.toFixed(1)} ms, p99 ${report.visitorsUnderAttack.p99.toFixed(1)} ms, ${report.visitorsUnderAttack.non2xx} refused · ` +
    `attacker: ${report.attacker.requestsPerSecond.toFixed(0)} req/s, ${report.attacker.non2xx} refused`,
);
console.log(
  `p99 ratio (under attack / alone) ${report.ratio.p99UnderAttackToAlone.toFixed(2)} · throughput ratio ${report.ratio.throughputUnderAttackToAlone.toFixed(2)}`,
);

const resultsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
mkdirSync(resultsFolder, { recursive: true });
const file = path.join(resultsFolder, `attack-${Date.now()}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`results: ${path.relative(process.cwd(), file)}`);

await stopPlatform();
