import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { entitlements } from '@rasad/contracts/entitlements.ts';
import { readPersistedOperations } from '@rasad/gateway/gateway-config.ts';
import { defaultGatewayProtection } from '@rasad/gateway/create-gateway.ts';
import { toGlobalId } from '@rasad/gateway/shared/relay/global-id.ts';
import { serviceNames } from '@rasad/services/service-definitions.ts';
import { freshSigningKeyEnvironment } from '@rasad/auth/service-signing-key.ts';

/**
 * What each hostile caller of issue #51 costs everyone else: the p95 of a visitor's company page (the web app's
 * persisted `CompanyPageQuery`, each request another visitor's first read of a company, from an address of its own)
 * while one attack runs, divided by the same p95 with nobody attacking, for every attack, in one run. The attacker
 * is the strongest caller there is: an ENTERPRISE account's personal API key (ad-hoc documents, introspection, that
 * package's budget), sending the costliest shapes the gateway accepts — a batch of as many operations as allowed,
 * each with as many aliases as a document may have — now that the issue's 1,000- and 12,000-alias documents are
 * refused before parsing. The last attack kills the business service's process (the supervisor restarts it). The
 * platform is started as `pnpm start` starts it (the compiled services and gateway, each its own supervised process,
 * `NODE_ENV=production`, a fresh embedded database): run `pnpm build` first. Loads come from this process; loopback
 * only, every load bounded in time.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const visitorConnections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const attackerConnections = Number(process.env.BENCH_ATTACKER_CONNECTIONS ?? 16);
/** Multiplies every query budget (QUERY_BUDGET_SCALE): above 1, the attacker is held by the bulkheads alone. */
const budgetScale = Number(process.env.BENCH_BUDGET_SCALE ?? 1);

const port = Number(process.env.BENCH_ATTACK_PORT ?? 4970);
/** The services on known ports: the bench creates the attacker's key at accounts and watches business come back. */
const accountsPort = Number(process.env.ACCOUNTS_PORT || port + 1);
const businessPort = Number(process.env.BUSINESS_PORT || port + 2);
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const origin = `http://127.0.0.1:${port}`;

const started = performance.now();
const progress = (step: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${step}`);

const persistedOperations = readPersistedOperations();
const companyPageHash = Object.keys(persistedOperations).find((hash) =>
  persistedOperations[hash]!.startsWith('query CompanyPageQuery'),
);
if (!companyPageHash) throw new Error('the web app has no CompanyPageQuery: run `pnpm generate`');

// The platform seals company ids with this run's key; the visitors' ids are sealed with the same one.
const publicIdKey = randomBytes(32).toString('hex');
process.env.PUBLIC_ID_KEY = publicIdKey;

progress(
  'starting the platform (compiled services and gateway, each its own process) on a fresh embedded database',
);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'rasad-attack-bench-'));
const platform = spawn(path.join(repositoryRoot, 'node_modules/.bin/tsx'), ['scripts/start-platform.mts'], {
  cwd: repositoryRoot,
  detached: true,
  stdio: ['ignore', 'pipe', 'ignore'],
  env: {
    ...process.env,
    PORT: String(port),
    ACCOUNTS_PORT: String(accountsPort),
    BUSINESS_PORT: String(businessPort),
    PGLITE_DATA_DIR: dataDirectory,
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_FEED_DEMO: 'off',
    NODE_ENV: 'production',
    QUERY_BUDGET_SCALE: String(budgetScale),
    // Production refuses the development keys (docs/operations/production.md): this run's own.
    PUBLIC_ID_KEY: publicIdKey,
    DEVICE_COOKIE_KEY: randomBytes(32).toString('hex'),
    IPG_MERCHANT_SECRET: randomBytes(24).toString('hex'),
    // Production services refuse to start without their own keys for calls to each other.
    ...freshSigningKeyEnvironment(serviceNames),
    // The bench is the reverse proxy in front of the gateway: X-Forwarded-For from loopback names each caller.
    TRUSTED_PROXY_ADDRESSES: '127.0.0.1,::1',
  },
});
/** The business service's process, as the supervisor reports it (`[business] started (pid N, …)`). */
let businessPid: number | null = null;
createInterface({ input: platform.stdout! }).on('line', (line) => {
  const found = /^\[business\s*\] started \(pid (\d+)/.exec(line);
  if (found) businessPid = Number(found[1]);
});
async function stopPlatform() {
  if (platform.pid) process.kill(-platform.pid, 'SIGTERM');
  await new Promise((resolve) => platform.once('exit', resolve));
  rmSync(dataDirectory, { recursive: true, force: true });
}
const isReady = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
for (const deadline = Date.now() + 300_000; ;) {
  if (await isReady(`${origin}/readyz`)) break;
  if (Date.now() > deadline || platform.exitCode !== null) {
    await stopPlatform();
    throw new Error('the platform did not become ready (run `pnpm build` first)');
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const gateway = new Pool(origin, { connections: visitorConnections + attackerConnections + 4 });

interface Sent {
  status: number;
  /** The answer was a 200 without errors. */
  served: boolean;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
async function send(headers: Record<string, string>, body: string): Promise<Sent> {
  const response = await gateway.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'x-rasad-client': 'bench', ...headers },
    body,
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
  });
  const parsed = (await response.body.json().catch(() => null)) as unknown;
  const answers = Array.isArray(parsed) ? parsed : [parsed];
  const served =
    response.statusCode === 200 &&
    answers.every((answer) => answer !== null && !(answer as { errors?: unknown[] }).errors?.length);
  return { status: response.statusCode, served, headers: response.headers, body: parsed };
}

/** Runs `workers` loops of `once` for `seconds`; each loop waits for its answer before the next (a closed loop). */
async function closedLoop<T>(workers: number, once: () => Promise<T>): Promise<T[]> {
  const until = performance.now() + seconds * 1000;
  const results: T[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) results.push(await once());
    }),
  );
  return results;
}

let visitor = randomBytes(3).readUIntBE(0, 3) & 0x0f_ffff;
const readsPerVisitor = entitlements.visitor.companyPagesPerDay ?? 1;
let visitorReads = 0;
/** The companies the visitors read, in turn: enough that most reads are not in the gateway's cache. */
const companies = 200;
interface VisitorPage {
  ms: number;
  served: boolean;
  at: number;
}
/** The crowd: each request one visitor's read of the next company, each visitor within its daily quota. */
function visitorLoad(): Promise<VisitorPage[]> {
  return closedLoop(visitorConnections, async () => {
    visitorReads += 1;
    if (visitorReads % readsPerVisitor === 0) visitor = (visitor + 1) & 0x0f_ffff;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const body = JSON.stringify({
      operationName: 'CompanyPageQuery',
      variables: { id: toGlobalId('Company', 1 + (visitorReads % companies)) },
      extensions: { persistedQuery: { version: 1, sha256Hash: companyPageHash } },
    });
    const sentAt = performance.now();
    const answer = await send({ 'accept-language': 'fa-IR', 'x-forwarded-for': address }, body).catch(
      () => null,
    );
    return { ms: performance.now() - sentAt, served: answer?.served ?? false, at: performance.now() };
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
const attackerHeaders = {
  'x-forwarded-for': '203.0.113.66',
  authorization: `Bearer ${attackerKey}`,
  'accept-language': 'fa-IR',
};

/** The most operations one request may batch, and the most aliases one document may have (as the gateway ships). */
const batchLimit = 10;
const maximumAliases = defaultGatewayProtection.documentLimits.maximumAliases;
const aliased = (count: number, field: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field(index)}`).join(' ');

/** What the gateway prices one request at: its `X-Query-Cost`, or the cost a refusal for cost names. */
function priceOf(answer: Sent): number {
  const header = Number(answer.headers['x-query-cost'] ?? 0);
  if (header > 0) return header;
  const body = answer.body as { errors?: { extensions?: { cost?: { requested?: number } } }[] } | null;
  return body?.errors?.[0]?.extensions?.cost?.requested ?? 0;
}

/**
 * The costliest request of one shape the gateway lets run: as many aliases per operation and as many operations per
 * batch as the document limits allow, fewer where the cost of one request (MAX_QUERY_COST) would be passed. One
 * probe of a single look-up tells its price. `operation(aliases, offset)` writes one operation.
 */
async function costliestShape(
  operation: (aliases: number, offset: number) => string,
): Promise<{ aliases: number; batch: number }> {
  const probe = await send(attackerHeaders, JSON.stringify({ query: operation(1, 0) }));
  const price = Math.max(1, priceOf(probe));
  const maximumCost = defaultGatewayProtection.maximumQueryCost;
  const aliases = Math.max(1, Math.min(maximumAliases, Math.floor(maximumCost / price)));
  const batch = Math.max(1, Math.min(batchLimit, Math.floor(maximumCost / (price * aliases))));
  return { aliases, batch };
}

let round = 0;
/** A batch of `batch` operations, each of `aliases` look-ups, other values each time so no answer comes from a cache. */
function batchOf(
  shape: { aliases: number; batch: number },
  operation: (aliases: number, offset: number) => string,
) {
  round += 1;
  return JSON.stringify(
    Array.from({ length: shape.batch }, (_, index) => ({
      query: operation(shape.aliases, (round * shape.batch + index) * shape.aliases),
    })),
  );
}
const typeLookups = (aliases: number) =>
  `{ ${aliased(aliases, () => '__type(name: "Company") { name fields { name description args { name type { name } } type { name kind ofType { name kind } } } }')} }`;
const searches = (aliases: number, offset: number) =>
  `{ ${aliased(aliases, (index) => `search(text: "شرکت ${offset + index}", first: 1) { totalCount }`)} }`;
const orderLookups = (aliases: number) =>
  `{ viewer { ${aliased(aliases, () => `order(id: "${randomUUID()}") { id }`)} } }`;
const surrogates = (aliases: number) =>
  `query ($text: String!) { ${aliased(aliases, () => 'search(text: $text, first: 1) { totalCount }')} x: search(text: "\\ud800", first: 1) { totalCount } }`;

/** The issue's attacks, each as costly as the gateway now lets it be. */
const attacks: { name: string; body: () => Promise<() => string> }[] = [
  {
    name: '__type look-ups (12,000 aliased in the issue)',
    body: async () => {
      const shape = await costliestShape(typeLookups);
      return () => batchOf(shape, typeLookups);
    },
  },
  {
    name: 'aliased searches (1,000 in the issue)',
    body: async () => {
      const shape = await costliestShape(searches);
      return () => batchOf(shape, searches);
    },
  },
  {
    name: 'viewer.order(id) look-ups (10,000 in the issue)',
    body: async () => {
      const shape = await costliestShape(orderLookups);
      return () => batchOf(shape, orderLookups);
    },
  },
  {
    name: 'lone surrogates in literals and variables',
    body: async () => {
      // A lone surrogate as JSON escapes it: no encoder produces it from a proper string.
      const body = JSON.stringify(
        Array.from({ length: batchLimit }, () => ({
          query: surrogates(maximumAliases - 1),
          variables: { text: 'LONE' },
        })),
      ).replaceAll('LONE', '\\udc00\\ud800');
      return () => body;
    },
  },
];

/** How an attacker's request ended: served, or its status and first error code (e.g. `429 QUERY_BUDGET_EXHAUSTED`). */
function outcomeOf(answer: Sent): string {
  if (answer.served) return 'served';
  const answers = (Array.isArray(answer.body) ? answer.body : [answer.body]) as ({
    errors?: { extensions?: { code?: string } }[];
  } | null)[];
  const code = answers.flatMap((single) => single?.errors ?? [])[0]?.extensions?.code ?? '';
  return `${answer.status} ${code}`.trim();
}

/** The attacker's closed loop: every connection sends the attack as fast as its answers come. */
function attackerLoad(body: () => string) {
  return closedLoop(attackerConnections, () =>
    send(attackerHeaders, body()).then(outcomeOf, () => 'no answer'),
  );
}
const tally = (outcomes: string[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};
interface Figures {
  pages: number;
  p50: number;
  p95: number;
  failed: number;
}
const figures = (pages: VisitorPage[]): Figures => ({
  pages: pages.length,
  p50: percentile(
    pages.map((page) => page.ms),
    0.5,
  ),
  p95: percentile(
    pages.map((page) => page.ms),
    0.95,
  ),
  failed: pages.filter((page) => !page.served).length,
});

interface Row {
  attack: string;
  quiet: Figures;
  attacked: Figures;
  ratio: number;
  /** How the attacker's requests ended, by status and error code. */
  attacker: Record<string, number>;
  /**
   * The killed service: from its process ending to its readiness; from then to the sending of the last visitor page
   * still refused, and to the answer of the first page served.
   */
  recovery?: { restartMs: number; refusedAfterBackMs: number | null; servedAgainAfterMs: number | null };
}
const rows: Row[] = [];

progress('warming up');
await visitorLoad();
for (const attack of attacks) {
  progress(`${attack.name}: visitors alone for ${seconds} s`);
  const quiet = figures(await visitorLoad());
  const body = await attack.body();
  progress(`${attack.name}: visitors while one API key attacks for ${seconds} s`);
  const [pages, outcomes] = await Promise.all([visitorLoad(), attackerLoad(body)]);
  const attacked = figures(pages);
  rows.push({
    attack: attack.name,
    quiet,
    attacked,
    ratio: attacked.p95 / quiet.p95,
    attacker: tally(outcomes),
  });
  // The next quiet run starts when what the attack left queued has drained.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

progress(`killed service: visitors alone for ${seconds} s`);
const quietBeforeKill = figures(await visitorLoad());
progress(
  `killed service: visitors while the business service is killed (SIGKILL) ${seconds / 5} s in, until ${seconds} s after it is back`,
);
let killedAt = 0;
let readyAt: number | null = null;
const killer = (async () => {
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 5));
  if (businessPid === null) throw new Error('the supervisor did not report the business service’s pid');
  killedAt = performance.now();
  process.kill(businessPid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The supervisor restarts it; a loaded machine may take a while to open its database.
  while (performance.now() - killedAt < 300_000) {
    if (await isReady(`http://127.0.0.1:${businessPort}/readyz`)) {
      readyAt = performance.now();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
// Visitors keep coming, a load after another, until the service has been back for a whole load.
const killedPages: VisitorPage[] = [];
const visitorsUntilBack = (async () => {
  while (readyAt === null || performance.now() - readyAt < seconds * 1000) {
    killedPages.push(...(await visitorLoad()));
    if (killedAt > 0 && performance.now() - killedAt > 300_000) break;
  }
})();
await Promise.all([killer, visitorsUntilBack]);
/**
 * How long visitors were still refused once the service was back: from its readiness to the sending of the last page
 * that failed (0 when none did), and to the answer of the first page served that was sent after it.
 */
const sentAt = (page: VisitorPage) => page.at - page.ms;
const refusedSends =
  readyAt === null ? [] : killedPages.filter((page) => !page.served && sentAt(page) >= readyAt!).map(sentAt);
const refusedAfterBack =
  readyAt === null ? null : refusedSends.length > 0 ? Math.max(...refusedSends) - readyAt : 0;
const servedAgainAt =
  readyAt === null
    ? undefined
    : killedPages
        .filter((page) => page.served && sentAt(page) >= readyAt!)
        .map((page) => page.at)
        .sort((a, b) => a - b)[0];
rows.push({
  attack: 'business service killed, restarted by the supervisor',
  quiet: quietBeforeKill,
  attacked: figures(killedPages),
  ratio: figures(killedPages).p95 / quietBeforeKill.p95,
  attacker: {},
  recovery: {
    restartMs: readyAt === null ? NaN : readyAt - killedAt,
    refusedAfterBackMs: refusedAfterBack,
    servedAgainAfterMs: servedAgainAt !== undefined && readyAt !== null ? servedAgainAt - readyAt : null,
  },
});

const report = {
  date: new Date().toISOString(),
  seconds,
  visitorConnections,
  attackerConnections,
  budgetScale,
  rows,
};
const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\n${pad('attack', 54)} ${pad('quiet p95', 11)} ${pad('attacked p95', 13)} ${pad('ratio', 6)} ${pad('visitor pages failed', 21)} attacker's requests`,
);
for (const row of rows) {
  console.log(
    `${pad(row.attack, 54)} ${pad(ms(row.quiet.p95), 11)} ${pad(ms(row.attacked.p95), 13)} ${pad(row.ratio.toFixed(2), 6)} ${pad(`${row.attacked.failed} of ${row.attacked.pages}`, 21)} ${Object.entries(
      row.attacker,
    )
      .map(([outcome, count]) => `${outcome} ×${count}`)
      .join(', ')}`,
  );
}
const recovery = rows.at(-1)?.recovery;
if (recovery)
  console.log(
    `business service back ${ms(recovery.restartMs)} after it was killed; visitors refused until ${recovery.refusedAfterBackMs === null ? '(never back)' : `${ms(recovery.refusedAfterBackMs)} after it was back`}; the first page served after it answered ${recovery.servedAgainAfterMs === null ? 'never within the run' : `${ms(recovery.servedAgainAfterMs)} after it was back`}`,
  );

const resultsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
mkdirSync(resultsFolder, { recursive: true });
const file = path.join(resultsFolder, `attack-${Date.now()}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`results: ${path.relative(process.cwd(), file)}`);

await gateway.close();
await stopPlatform();
