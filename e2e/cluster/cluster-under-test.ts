import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterLayout, type ClusterServiceName } from '../../scripts/platform/cluster-layout.mts';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every worker reads this again; the runner names the cluster's folder once and the workers inherit it.
process.env.E2E_CLUSTER_DATA_DIR ??= path.join(tmpdir(), `rasad-e2e-cluster-${process.pid}-${Date.now()}`);

/** The environment the failover test starts its cluster with: ports away from the single-platform tests'. */
export const clusterEnvironment = {
  PORT: process.env.E2E_CLUSTER_PORT ?? '4390',
  CLUSTER_BASE_PORT: process.env.E2E_CLUSTER_BASE_PORT ?? '4400',
  CLUSTER_DATA_DIR: process.env.E2E_CLUSTER_DATA_DIR,
};

export const layout = clusterLayout(clusterEnvironment, repositoryRoot);
export const gatewayFront = `http://127.0.0.1:${layout.frontPort}`;
export const serviceFront = (service: ClusterServiceName) =>
  `http://127.0.0.1:${layout.serviceFrontPorts[service]}`;

interface InstanceStatus {
  name: string;
  pid: number | null;
  ready: boolean;
  restarts: number;
}

/** What the cluster's supervisor says of each instance now (it rewrites the file twice a second). */
export function instanceStatus(name: string): InstanceStatus {
  const { instances } = JSON.parse(readFileSync(layout.statusFile, 'utf8')) as {
    instances: InstanceStatus[];
  };
  const instance = instances.find((candidate) => candidate.name === name);
  if (!instance) throw new Error(`no instance ${name} in ${layout.statusFile}`);
  return instance;
}

/** Kills an instance outright (SIGKILL: no goodbye to the balancer, requests on it cut), as a machine dying would. */
export function killInstance(name: string): number {
  const { pid } = instanceStatus(name);
  if (pid === null) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGKILL');
  return pid;
}
