import { gatewayCredentialIssuer } from '@rasad/auth/service-credential.ts';
import type { ServiceName } from '../service-name.ts';
import { loadServiceSigningKey } from '@rasad/auth/service-signing-key.ts';
import { createServiceTrust, remoteCallerKeySets, type ServiceTrust } from './service-trust.ts';

/**
 * Where another service of the installation answers: the launcher's URL for it, else `<NAME>_SERVICE_URL`
 * (which the platform's supervisor sets for every process), else its default port on loopback.
 */
export function serviceBaseUrl(
  name: ServiceName,
  known: Partial<Record<ServiceName, string>> | undefined,
  defaultPort: number,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return known?.[name] || env[`${name.toUpperCase()}_SERVICE_URL`] || `http://127.0.0.1:${defaultPort}`;
}

/**
 * Where the gateway publishes the key its credentials are signed with: GATEWAY_SERVICE_URL (the launchers set it;
 * on a cluster, the balancer in front of the gateways, which share one key), else the gateway's default port.
 */
export function gatewayBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.GATEWAY_SERVICE_URL || 'http://127.0.0.1:4000';
}

/**
 * A service's trust: its key from the environment (or made now, outside production), its callers' keys fetched (the
 * other services' at `baseUrlOf`, the gateway's at `gatewayBaseUrl`).
 */
export async function serviceTrustFromEnvironment(
  service: ServiceName,
  baseUrlOf: (caller: ServiceName) => string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceTrust> {
  return createServiceTrust({
    service,
    signingKey: await loadServiceSigningKey(service, env),
    callerKeySets: remoteCallerKeySets((caller) =>
      caller === gatewayCredentialIssuer ? gatewayBaseUrl(env) : baseUrlOf(caller),
    ),
  });
}
