import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { createGateway, type GatewayOptions } from '@rasad/gateway/create-gateway.ts';
import { createUpstreamPool } from '@rasad/gateway/shared/upstream/upstream-pool.ts';
import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';
import { cpuMilliseconds, startChild, stopChild } from './gateway-alone/child-processes.ts';
import { accessTokenFileOf, startRecordingProxies } from './gateway-alone/upstream-recordings.ts';
import {
  benchCompanyId,
  screenRequestBody,
  screens,
  typenameRequestBody,
  type Screen,
} from './screen-queries.ts';

/**
 * The gateway alone: GraphQL Yoga (as it ships) against Apollo Server over the same schema, resolvers
 * and context. The services answer each screen once through a recording pass-through; then they stop
 * and a replay process serves those answers, so the upstreams cost next to nothing and what differs
 * is the gateway. Each gateway runs in its own process; its CPU time per request is read from /proc,
 * and its latency added over making the same upstream calls directly is measured one request at a time.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const sequentialRequests = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFolder = path.resolve(here, '../results');
mkdirSync(resultsFolder, { recursive: true });
const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

// 1. Record: the real services on a fresh embedded database, behind recording pass-throughs.
step('starting the services on a fresh in-memory database to record their answers');
process.env.ACCESS_TOKEN_TTL_SECONDS ??= '86400';
const database = await openDatabase({ pgliteDirectory: 'memory://' });
const services = await startServices({
  database,
  ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
});
const recorder = await startRecordingProxies(services.urls);
const directCalls = new Map<string, { upstream: string; method: string; path: string }[]>();
let callLog: { upstream: string; method: string; path: string }[] = [];
const recordingPools = Object.fromEntries(
  Object.entries(recorder.urls).map(([name, url]) => [
    name,
    createUpstreamPool(url, { timeoutMs: 10_000, connections: 8 }),
  ]),
) as GatewayOptions['pools'];
const recordingGateway = createGateway({
  pools: recordingPools,
  persistedOperations: {},
  responseCache: false,
  onUpstreamCall: (call) => callLog.push(call),
  protection: { requireClientHeader: false, budgetScale: 1_000_000, openQueries: true },
});
const signIn = await fetch(new URL('/v2/Account/SignIn', services.urls.accounts), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: '09121000004', password: 'Rasad-Demo-1405' }),
});
const { accessToken } = (await signIn.json()) as { accessToken: string };
if (!accessToken) throw new Error('the demo user could not sign in');

function headersFor(screen: Screen | null): Record<string, string> {
  return {
    'content-type': 'application/json',
    'accept-language': 'fa-IR',
    'x-rasad-client': 'rasad-bench',
    ...(screen?.signedIn ? { authorization: `Bearer ${accessToken}` } : {}),
  };
}

const expected = new Map<string, string>();
for (const screen of screens) {
  // Twice: the first also fetches what a gateway keeps (the accounts key set).
  for (let time = 0; time < 2; time++) {
    callLog = [];
    const response = await recordingGateway.fetch('http://bench.local/graphql', {
      method: 'POST',
      headers: headersFor(screen),
      body: screenRequestBody(screen),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { errors?: unknown[] };
    if (response.status !== 200 || body.errors)
      throw new Error(`${screen.name}: ${response.status} ${text.slice(0, 500)}`);
    expected.set(screen.name, text);
  }
  directCalls.set(screen.name, callLog);
  step(`recorded ${screen.name}: ${callLog.length} upstream calls`);
}
// A visitor's company page answered from the response cache has its read counted upstream first: recorded too.
const counted = await fetch(new URL('/v3/Companies/ClaimRead', recorder.urls.business), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ companyId: benchCompanyId }),
});
if (counted.status !== 200) throw new Error(`company page count: ${counted.status} ${await counted.text()}`);
await Promise.all(Object.values(recordingPools).map((pool) => pool.close()));
await recorder.close();
await services.close();
await database.close();
const recordingsFile = path.join(resultsFolder, 'upstream-recordings.json');
writeFileSync(recordingsFile, JSON.stringify(recorder.recordings));
// The signed-in screens' token (a day's, as set above), for profile-gateway.ts in front of the same recordings.
writeFileSync(accessTokenFileOf(recordingsFile), accessToken);
step('services stopped; starting the replay process and the gateways, each in its own process');

// 2. Replay: upstreams from the recordings, four gateways in front of them.
const replay = await startChild(path.join(here, 'gateway-alone/replay-upstreams.ts'), [recordingsFile]);
const upstreamUrls = JSON.parse(replay.line) as Record<string, string>;
const gatewayKinds = ['yoga', 'apollo', 'yoga-cached', 'yoga-bare'] as const;
const gateways = {} as Record<
  (typeof gatewayKinds)[number],
  { url: string; pid: number; stop: () => Promise<void> }
>;
for (const kind of gatewayKinds) {
  const { child, line } = await startChild(path.join(here, 'gateway-alone/serve-gateway.ts'), [
    kind,
    JSON.stringify(upstreamUrls),
  ]);
  gateways[kind] = { url: line, pid: child.pid!, stop: () => stopChild(child) };
}

/** Stops every process this run started, also when it fails. */
async function stopAll() {
  for (const gateway of Object.values(gateways)) await gateway.stop();
  await stopChild(replay.child);
}
process.once('uncaughtException', (error) => {
  console.error(error);
  void stopAll().finally(() => process.exit(1));
});
process.once('unhandledRejection', (error) => {
  console.error(error);
  void stopAll().finally(() => process.exit(1));
});

/** The first place two answers differ, regardless of the order of object keys; null when they are the same. */
function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
    return null;
  }
  return a === b ? null : `${at}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`.slice(0, 400);
}

async function load(kind: keyof typeof gateways, body: string, screen: Screen | null) {
  const gateway = gateways[kind];
  const cpuBefore = cpuMilliseconds(gateway.pid);
  const result = await autocannon({
    url: gateway.url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: headersFor(screen),
    body,
  });
  const cpu = cpuMilliseconds(gateway.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpu / result.requests.total,
  };
}

/**
 * p50 of one request at a time: through Yoga, through Apollo (the same schema, resolvers and context: what a gateway
 * adds at the least), through Yoga with its response cache (the gateway as it ships), and the same upstream calls
 * made directly (in parallel, as a gateway may), in turn; and each gateway's CPU per request meanwhile.
 */
async function addedLatency(screen: Screen) {
  const through = (kind: (typeof gatewayKinds)[number]) => {
    const url = new URL(gateways[kind].url);
    return {
      pool: new Pool(url.origin, { connections: 1 }),
      path: url.pathname,
      times: [] as number[],
      pid: gateways[kind].pid,
      cpuBefore: cpuMilliseconds(gateways[kind].pid),
    };
  };
  const gatewayRuns = { yoga: through('yoga'), apollo: through('apollo'), cached: through('yoga-cached') };
  const upstreamPools = Object.fromEntries(
    Object.entries(upstreamUrls).map(([name, url]) => [name, new Pool(url, { connections: 8 })]),
  );
  const calls = directCalls.get(screen.name) ?? [];
  const direct: number[] = [];
  const headers = headersFor(screen);
  for (let index = 0; index < sequentialRequests; index++) {
    for (const run of Object.values(gatewayRuns)) {
      const started = performance.now();
      const response = await run.pool.request({
        method: 'POST',
        path: run.path,
        headers,
        body: screenRequestBody(screen),
      });
      await response.body.text();
      run.times.push(performance.now() - started);
    }
    const started = performance.now();
    await Promise.all(
      calls.map(async (call) => {
        const answer = await upstreamPools[call.upstream]!.request({
          method: call.method as 'GET',
          path: call.path,
          headers: screen.signedIn ? { authorization: `Bearer ${accessToken}` } : {},
        });
        await answer.body.text();
      }),
    );
    direct.push(performance.now() - started);
  }
  // Each gateway's process served only its own requests meanwhile.
  const cpuPerRequest = (run: typeof gatewayRuns.yoga) =>
    (cpuMilliseconds(run.pid) - run.cpuBefore) / sequentialRequests;
  const [yogaCpu, apolloCpu, cachedCpu] = [
    cpuPerRequest(gatewayRuns.yoga),
    cpuPerRequest(gatewayRuns.apollo),
    cpuPerRequest(gatewayRuns.cached),
  ];
  await Promise.all(Object.values(gatewayRuns).map((run) => run.pool.close()));
  await Promise.all(Object.values(upstreamPools).map((pool) => pool.close()));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    gatewayP50: median(gatewayRuns.yoga.times),
    apolloP50: median(gatewayRuns.apollo.times),
    directP50: median(direct),
    addedP50: median(gatewayRuns.yoga.times) - median(direct),
    apolloAddedP50: median(gatewayRuns.apollo.times) - median(direct),
    cachedP50: median(gatewayRuns.cached.times),
    cachedAddedP50: median(gatewayRuns.cached.times) - median(direct),
    yogaCpuMsPerRequest: yogaCpu,
    apolloCpuMsPerRequest: apolloCpu,
    cachedCpuMsPerRequest: cachedCpu,
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const summarise = (runs: Awaited<ReturnType<typeof load>>[]) => ({
  requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
  p50: mean(runs.map((run) => run.p50)),
  p99: mean(runs.map((run) => run.p99)),
  cpuMsPerRequest: mean(runs.map((run) => run.cpuMsPerRequest)),
});

const report: Record<string, unknown> = { date: new Date().toISOString(), seconds, connections, rounds };
const screenReports: Record<string, unknown> = {};
step(`loading each screen: ${rounds} rounds × ${seconds} s × ${connections} connections per gateway`);
const typenameKinds = ['yoga', 'apollo', 'yoga-bare'] as const;
/** An empty list of load runs for each gateway kind. */
function runsOf<Kind extends string>(kinds: readonly Kind[]) {
  const runs = {} as Record<Kind, Awaited<ReturnType<typeof load>>[]>;
  for (const kind of kinds) runs[kind] = [];
  return runs;
}
const typename = runsOf(typenameKinds);
for (const kind of typenameKinds) typename[kind].push(await load(kind, typenameRequestBody, null));
for (const screen of screens) {
  const body = screenRequestBody(screen);
  for (const kind of gatewayKinds) {
    const response = await fetch(gateways[kind].url, { method: 'POST', headers: headersFor(screen), body });
    const text = await response.text();
    const difference = firstDifference(
      (JSON.parse(text) as { data: unknown }).data,
      (JSON.parse(expected.get(screen.name)!) as { data: unknown }).data,
    );
    if (difference)
      throw new Error(`${kind} answers ${screen.name} differently from the services: ${difference}`);
  }
  const runs = runsOf(gatewayKinds);
  // Alternate so a slow patch of the shared machine hurts every gateway alike.
  for (let round = 0; round < rounds; round++)
    for (const kind of gatewayKinds) runs[kind].push(await load(kind, body, screen));
  const yoga = summarise(runs.yoga);
  const apollo = summarise(runs.apollo);
  const cached = summarise(runs['yoga-cached']);
  const bare = summarise(runs['yoga-bare']);
  const latency = await addedLatency(screen);
  screenReports[screen.name] = {
    upstreamCalls: directCalls.get(screen.name)?.length ?? 0,
    yoga,
    apollo,
    yogaWithResponseCache: cached,
    yogaWithoutOurPlugins: bare,
    apolloCpuOverYogaCpu: apollo.cpuMsPerRequest / yoga.cpuMsPerRequest,
    latency,
  };
  step(
    `${screen.name}: ${directCalls.get(screen.name)?.length ?? 0} upstream calls · CPU per request yoga ${yoga.cpuMsPerRequest.toFixed(2)} ms, ` +
      `apollo ${apollo.cpuMsPerRequest.toFixed(2)} ms (apollo ÷ yoga ${(apollo.cpuMsPerRequest / yoga.cpuMsPerRequest).toFixed(2)}) · ` +
      `yoga ${yoga.requestsPerSecond.toFixed(0)} req/s p50 ${yoga.p50} ms, apollo ${apollo.requestsPerSecond.toFixed(0)} req/s p50 ${apollo.p50} ms · ` +
      `with response cache ${cached.requestsPerSecond.toFixed(0)} req/s, ${cached.cpuMsPerRequest.toFixed(2)} ms CPU · ` +
      `without our plugins ${bare.requestsPerSecond.toFixed(0)} req/s, ${bare.cpuMsPerRequest.toFixed(2)} ms CPU (apollo ÷ it ${(apollo.cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(2)}) · ` +
      `one at a time: p50 yoga ${latency.gatewayP50.toFixed(2)} ms, apollo ${latency.apolloP50.toFixed(2)} ms, direct ${latency.directP50.toFixed(2)} ms: ` +
      `added yoga ${latency.addedP50.toFixed(2)} ms, apollo ${latency.apolloAddedP50.toFixed(2)} ms ` +
      `(CPU per request yoga ${latency.yogaCpuMsPerRequest.toFixed(2)} ms, apollo ${latency.apolloCpuMsPerRequest.toFixed(2)} ms); ` +
      `yoga with response cache p50 ${latency.cachedP50.toFixed(2)} ms, added ${latency.cachedAddedP50.toFixed(2)} ms ` +
      `(${latency.cachedCpuMsPerRequest.toFixed(2)} ms CPU)`,
  );
}
for (const kind of typenameKinds) typename[kind].push(await load(kind, typenameRequestBody, null));
const typenameSummaries = {
  yoga: summarise(typename.yoga),
  apollo: summarise(typename.apollo),
  yogaWithoutOurPlugins: summarise(typename['yoga-bare']),
};
report.typename = typenameSummaries;
const typenameFigures = ({ requestsPerSecond, cpuMsPerRequest }: ReturnType<typeof summarise>) =>
  `${requestsPerSecond.toFixed(0)} req/s (${cpuMsPerRequest.toFixed(2)} ms CPU)`;
step(
  `{ __typename }: yoga ${typenameFigures(typenameSummaries.yoga)}, apollo ${typenameFigures(typenameSummaries.apollo)}, ` +
    `yoga without our plugins ${typenameFigures(typenameSummaries.yogaWithoutOurPlugins)}`,
);
report.screens = screenReports;

const file = path.join(resultsFolder, `gateway-alone-${Date.now()}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
step(`results: ${path.relative(process.cwd(), file)}`);
await stopAll();
