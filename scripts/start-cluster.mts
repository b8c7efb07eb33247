import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshSigningKeyEnvironment } from '@rasad/auth/service-signing-key.ts';
import {
  startHaproxy,
  startPostgres,
  startRedis,
  type BackingProcess,
} from './platform/backing-processes.mts';
import { clusterLayout, clusterServiceNames, type ClusterInstance } from './platform/cluster-layout.mts';
import { haproxyConfig } from './platform/haproxy-config.mts';
import { findRepositoryRoot, platformRuntime } from './platform/platform-runtime.mts';
import { createSupervisor, type SupervisedProgram } from './platform/process-supervisor.mts';

/**
 * The platform as it runs on several machines, as processes on this one: PostgreSQL and Redis from Debian's
 * packages, two instances of every service and two gateways, HAProxy in front of the gateways (the address users
 * open) and of each service (the address the gateways and the other services call). The first instance of each
 * service migrates and seeds the database before the second starts; every instance is restarted if it ends.
 */
const startedAt = performance.now();
const repositoryRoot = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
const env = process.env;
const runtime = platformRuntime(repositoryRoot, process.argv, env);
const layout = clusterLayout(env, repositoryRoot);
const log = (line: string) => console.log(line);
mkdirSync(layout.dataDirectory, { recursive: true });

const backing: BackingProcess[] = [];
let stopping = false;
const supervisors: ReturnType<typeof createSupervisor>[] = [];
async function stopAll(exitCode: number) {
  stopping = true;
  await Promise.all(supervisors.map((supervisor) => supervisor.stop()));
  for (const process of backing.reverse()) await process.stop();
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: stopping the cluster…`);
    void stopAll(0);
  });
}

try {
  const postgres = await startPostgres(path.join(layout.dataDirectory, 'postgres'), layout.postgresPort, log);
  backing.push(postgres.process);
  const redis = await startRedis(layout.redisPort, log);
  backing.push(redis.process);
  const haproxyFile = path.join(layout.dataDirectory, 'haproxy.cfg');
  writeFileSync(haproxyFile, haproxyConfig(layout));
  backing.push(startHaproxy(haproxyFile, log));

  const loopback = (port: number) => `http://127.0.0.1:${port}`;
  const gatewayFront = loopback(layout.frontPort);
  const serviceUrlVariables = Object.fromEntries(
    clusterServiceNames.map((name) => [
      `${name.toUpperCase()}_SERVICE_URL`,
      loopback(layout.serviceFrontPorts[name]),
    ]),
  );
  const shared = {
    // One signing key per kind of service (and one for the gateways), shared by its instances: a service fetching a caller's key set through the
    // balancer may reach either instance (an operator's own <NAME>_SERVICE_SIGNING_KEY wins).
    ...freshSigningKeyEnvironment([...clusterServiceNames, 'gateway']),
    ...env,
    ...serviceUrlVariables,
    // The gateways' shared key set, fetched by the services through the balancer (either gateway answers it).
    GATEWAY_SERVICE_URL: gatewayFront,
    DATABASE_URL: postgres.databaseUrl,
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? gatewayFront,
    HOST: '127.0.0.1',
  };
  const program = (instance: ClusterInstance): SupervisedProgram =>
    instance.kind === 'gateway'
      ? {
          name: instance.name,
          entry: runtime.gatewayEntry,
          execArgv: runtime.execArgv,
          url: loopback(instance.port),
          memoryMb: Number(env.GATEWAY_MEMORY_MB ?? 1024),
          env: {
            ...shared,
            PORT: String(instance.port),
            REDIS_URL: redis.redisUrl,
            // HAProxy on this host adds X-Forwarded-For: the gateways believe it, and nobody else's.
            TRUSTED_PROXY_ADDRESSES: '127.0.0.1',
          },
        }
      : {
          name: instance.name,
          entry: runtime.serviceEntry,
          execArgv: runtime.execArgv,
          url: loopback(instance.port),
          memoryMb: Number(env.SERVICE_MEMORY_MB ?? 512),
          env: {
            ...shared,
            SERVICE: instance.kind,
            PORT: String(instance.port),
            // Links a service hands out (the bank's payer page, a certificate's address) go through the balancer.
            PUBLIC_URL: loopback(layout.serviceFrontPorts[instance.kind]),
          },
        };
  const firstInstances = layout.instances.filter(
    (instance) => instance.kind !== 'gateway' && instance.name.endsWith('-1'),
  );
  const otherInstances = layout.instances.filter((instance) => !firstInstances.includes(instance));

  const writeStatus = () => {
    const status = supervisors.flatMap((supervisor) => supervisor.status());
    // Written aside and renamed into place, so a reader never sees half a file.
    writeFileSync(
      `${layout.statusFile}.next`,
      JSON.stringify({
        gateway: gatewayFront,
        services: Object.fromEntries(
          clusterServiceNames.map((name) => [name, loopback(layout.serviceFrontPorts[name])]),
        ),
        instances: status,
      }),
    );
    renameSync(`${layout.statusFile}.next`, layout.statusFile);
  };
  const statusTimer = setInterval(writeStatus, 500);
  statusTimer.unref();

  for (const wave of [firstInstances, otherInstances]) {
    const supervisor = createSupervisor(wave.map(program), { cwd: repositoryRoot, log });
    supervisors.push(supervisor);
    supervisor.start();
    await supervisor.whenReady();
    if (stopping) break;
  }
  writeStatus();
  if (!stopping) {
    console.log(`
  رصد آماده است، روی چند نمونه — Rasad is ready as a cluster (${((performance.now() - startedAt) / 1000).toFixed(1)} s)
  Open ${gatewayFront}/          (GraphiQL: ${gatewayFront}/graphql)
  Balancer statistics ${loopback(layout.statsPort)}/ · instances and pids in ${layout.statusFile}
  PostgreSQL ${postgres.databaseUrl} · Redis ${redis.redisUrl}
`);
  }
} catch (error) {
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
