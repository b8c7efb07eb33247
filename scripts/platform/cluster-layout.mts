import path from 'node:path';
import { serviceNames } from '@rasad/services/service-definitions.ts';
import type { ServiceName } from '@rasad/services/shared/service-name.ts';

/** The kinds of process the cluster runs two of, behind the balancer: every service (and the gateway). */
export const clusterServiceNames = serviceNames;
export type ClusterServiceName = ServiceName;
export const instancesPerKind = 2;

export interface ClusterInstance {
  /** `gateway-1`, `business-2`, …: the supervisor's name for it, and the balancer's. */
  name: string;
  kind: ClusterServiceName | 'gateway';
  port: number;
}

/**
 * Where everything of one cluster listens. The balancer's front for the gateways is the address users open (`PORT`,
 * 4000 by default, as `pnpm start`); every other port counts up from CLUSTER_BASE_PORT (4500), so a second cluster
 * on the same machine only needs both moved. On separate machines the same layout holds with hosts instead of ports:
 * see docs/operations/cluster.md.
 */
export function clusterLayout(env: NodeJS.ProcessEnv, repositoryRoot: string) {
  const base = Number(env.CLUSTER_BASE_PORT ?? 4500);
  const frontPort = Number(env.PORT ?? 4000);
  const dataDirectory = path.resolve(env.CLUSTER_DATA_DIR ?? path.join(repositoryRoot, '.data', 'cluster'));
  const serviceFrontPorts = Object.fromEntries(
    clusterServiceNames.map((name, index) => [name, base + 11 + index]),
  ) as Record<ClusterServiceName, number>;
  const instances: ClusterInstance[] = [
    ...Array.from({ length: instancesPerKind }, (_, index) => ({
      name: `gateway-${index + 1}`,
      kind: 'gateway' as const,
      port: base + 20 + index,
    })),
    ...clusterServiceNames.flatMap((kind, kindIndex) =>
      Array.from({ length: instancesPerKind }, (_, index) => ({
        name: `${kind}-${index + 1}`,
        kind,
        port: base + 30 + kindIndex * instancesPerKind + index,
      })),
    ),
  ];
  return {
    frontPort,
    postgresPort: base,
    redisPort: base + 1,
    /** HAProxy's statistics page (read-only), to watch which instances are up. */
    statsPort: base + 9,
    serviceFrontPorts,
    instances,
    dataDirectory,
    statusFile: clusterStatusFile(dataDirectory),
  };
}

export type ClusterLayout = ReturnType<typeof clusterLayout>;

/**
 * Written while the cluster runs: the balancer's addresses and each instance's current pid, readiness and restarts,
 * so an operator (or a test) can find one.
 */
export function clusterStatusFile(dataDirectory: string): string {
  return path.join(dataDirectory, 'cluster-status.json');
}
