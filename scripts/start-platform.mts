import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceNames } from '@rasad/services/service-definitions.ts';
import { ensurePgliteTemplate } from '@rasad/services/shared/database/pglite-template.ts';
import { findRepositoryRoot, platformRuntime } from './platform/platform-runtime.mts';
import { platformPgliteBase } from './platform/platform-data.mts';
import { createSupervisor, type SupervisedProgram } from './platform/process-supervisor.mts';

/**
 * The whole platform from one command: every REST service and the gateway (API and the built web app on one origin),
 * each in its own supervised process with a memory cap, restarted after a crash, all stopped on SIGTERM or SIGINT.
 * With DATABASE_URL every service connects to that server; without it each service keeps its own embedded database
 * (PGlite is single-process) in PGLITE_DATA_DIR/<service>, by default .data/services/<service>.
 *
 * The processes run the production build (`pnpm build`: services/dist, gateway/dist) with plain node; `--from-source`
 * (`pnpm dev:platform`) runs the TypeScript source through tsx instead, which NODE_ENV=production refuses.
 */
const startedAt = performance.now();
const repositoryRoot = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
const env = process.env;
const runtime = platformRuntime(repositoryRoot, process.argv, env);

/** A port nobody listens on now, for a service without one configured; it keeps that port across restarts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const configuredPorts: Record<string, string | undefined> = {
  accounts: env.ACCOUNTS_PORT,
  business: env.BUSINESS_PORT,
  courses: env.COURSES_PORT,
  analytics: env.ANALYTICS_PORT,
  payments: env.PAYMENTS_PORT,
};
const serviceUrls = Object.fromEntries(
  await Promise.all(
    serviceNames.map(async (name) => {
      const port = configuredPorts[name] ? Number(configuredPorts[name]) : await freePort();
      return [name, `http://127.0.0.1:${port}`] as const;
    }),
  ),
) as Record<(typeof serviceNames)[number], string>;
const serviceUrlVariables = Object.fromEntries(
  serviceNames.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, serviceUrls[name]]),
);

const gatewayHost = env.HOST ?? '127.0.0.1';
const gatewayPort = Number(env.PORT ?? 4000);
const gatewayUrl = `http://${gatewayHost === '0.0.0.0' ? '127.0.0.1' : gatewayHost}:${gatewayPort}`;
const pgliteBase = platformPgliteBase(env);
// One empty cluster made once per PGlite version; every new service database starts as a copy of it.
const pgliteTemplate = env.DATABASE_URL
  ? undefined
  : await ensurePgliteTemplate(path.join(repositoryRoot, '.data', 'pglite-template'));
// The demo feed (services/src/business/feed): unless a real feed is configured or DATA_FEED_DEMO=off, the business
// service writes a small batch of new notices and companies into its watched folder every few minutes and loads it.
const demoFeed =
  (env.DATA_FEED_DEMO || (env.DATA_FEED_DIR || env.DATA_FEED_URL ? 'off' : 'on')).toLowerCase() === 'on';
const feedEnvironment = {
  DATA_FEED_DEMO: demoFeed ? 'on' : 'off',
  ...(demoFeed && !env.DATA_FEED_DIR ? { DATA_FEED_DIR: path.join(pgliteBase, 'feed') } : {}),
};
const serviceMemoryMb = Number(env.SERVICE_MEMORY_MB ?? 512);
const gatewayMemoryMb = Number(env.GATEWAY_MEMORY_MB ?? 1024);

const programs: SupervisedProgram[] = [
  ...serviceNames.map((name) => ({
    name,
    entry: runtime.serviceEntry,
    execArgv: runtime.execArgv,
    url: serviceUrls[name],
    memoryMb: serviceMemoryMb,
    env: {
      ...env,
      ...serviceUrlVariables,
      // Where the gateway publishes the key it signs its calls with: the services believe its forwarded address only.
      GATEWAY_SERVICE_URL: env.GATEWAY_SERVICE_URL ?? gatewayUrl,
      SERVICE: name,
      // The web site the gateway serves: where the bank sends payers back and certificates link to.
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? gatewayUrl,
      HOST: '127.0.0.1',
      PORT: new URL(serviceUrls[name]).port,
      PGLITE_DATA_DIR: path.join(pgliteBase, name),
      ...(pgliteTemplate ? { PGLITE_TEMPLATE: pgliteTemplate } : {}),
      ...(name === 'business' ? feedEnvironment : {}),
    },
  })),
  {
    name: 'gateway',
    entry: runtime.gatewayEntry,
    execArgv: runtime.execArgv,
    url: gatewayUrl,
    memoryMb: gatewayMemoryMb,
    env: { ...env, ...serviceUrlVariables, HOST: gatewayHost, PORT: String(gatewayPort) },
  },
];

const supervisor = createSupervisor(programs, { cwd: repositoryRoot });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.log(`${signal} received: stopping the platform…`);
    void supervisor.stop().then(() => process.exit(0));
  });
}
supervisor.start();
await supervisor.whenReady();
if (!stopping) {
  console.log(`
  رصد آماده است — Rasad is ready (${((performance.now() - startedAt) / 1000).toFixed(1)} s)
  Open ${gatewayUrl}/          (GraphiQL: ${gatewayUrl}/graphql)
  Services: ${serviceNames.map((name) => `${name} ${serviceUrls[name]}/docs`).join(' · ')}
  Liveness ${gatewayUrl}/healthz · readiness ${gatewayUrl}/readyz (each service answers both too)${demoFeed ? `\n  Demo feed: new notices and companies every few minutes (DATA_FEED_DEMO=off to stop it)` : ''}
`);
}
