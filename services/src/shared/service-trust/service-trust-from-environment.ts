import type { ServiceName } from '../service-definition.ts';
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

/** A service's trust: its key from the environment (or made now, outside production), its callers' keys fetched. */
export async function serviceTrustFromEnvironment(
  service: ServiceName,
  baseUrlOf: (caller: ServiceName) => string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceTrust> {
  return createServiceTrust({
    service,
    signingKey: await loadServiceSigningKey(service, env),
    callerKeySets: remoteCallerKeySets(baseUrlOf),
  });
}
