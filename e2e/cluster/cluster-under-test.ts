import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every worker reads this again; the runner names the cluster's folder once and the workers inherit it.
process.env.E2E_CLUSTER_DATA_DIR ??= path.join(tmpdir(), `rasad-e2e-cluster-${process.pid}-${Date.now()}`);

/** The environment the failover test starts its cluster with: ports away from the single-platform tests'. */
export const clusterEnvironment = {
  PORT: process.env.E2E_CLUSTER_PORT ?? '4390',
  CLUSTER_BASE_PORT: process.env.E2E_CLUSTER_BASE_PORT ?? '4400',
  CLUSTER_DATA_DIR: process.env.E2E_CLUSTER_DATA_DIR,
};

export const gatewayFront = `http://127.0.0.1:${clusterEnvironment.PORT}`;

interface InstanceStatus {
  name: string;
  pid: number | null;
  ready: boolean;
  restarts: number;
}

interface ClusterStatus {
  gateway: string;
  services: Record<string, string>;
  instances: InstanceStatus[];
}

/** What the cluster's launcher says now (scripts/platform/cluster-layout.mts, rewritten twice a second). */
function clusterStatus(): ClusterStatus {
  const statusFile = path.join(clusterEnvironment.CLUSTER_DATA_DIR, 'cluster-status.json');
  return JSON.parse(readFileSync(statusFile, 'utf8')) as ClusterStatus;
}

/** The balancer's address for one service. */
export function serviceFront(service: 'accounts' | 'business' | 'payments'): string {
  const url = clusterStatus().services[service];
  if (!url) throw new Error(`the cluster has no ${service} service`);
  return url;
}

/** What the cluster's supervisor says of one instance now. */
export function instanceStatus(name: string): InstanceStatus {
  const instance = clusterStatus().instances.find((candidate) => candidate.name === name);
  if (!instance) throw new Error(`no instance ${name} in the cluster's status`);
  return instance;
}

/** Kills an instance outright (SIGKILL: no goodbye to the balancer, requests on it cut), as a machine dying would. */
export function killInstance(name: string): number {
  const { pid } = instanceStatus(name);
  if (pid === null) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGKILL');
  return pid;
}
