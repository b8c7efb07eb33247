import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import type { ServiceName } from '../src/shared/service-definition.ts';
import type { ServiceSigningKey } from '@rasad/auth/service-signing-key.ts';
import {
  createServiceTrust,
  localCallerKeySets,
  type ServiceTrust,
} from '../src/shared/service-trust/service-trust.ts';

/** A signing key of the tests' own (Ed25519), as a service would load or make one. */
export async function testSigningKey(): Promise<ServiceSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = await exportJWK(publicKey);
  const keyId = await calculateJwkThumbprint(publicJwk);
  return {
    keyId,
    algorithm: 'EdDSA',
    privateKey,
    publicJwk: { ...publicJwk, kid: keyId, alg: 'EdDSA', use: 'sig' },
    configured: false,
  };
}

const names: ServiceName[] = ['accounts', 'business', 'courses', 'analytics', 'payments'];
const keys = Object.fromEntries(
  await Promise.all(names.map(async (name) => [name, await testSigningKey()] as const)),
) as Record<ServiceName, ServiceSigningKey>;

/** Every service's published key set, as `buildTestService`'s services know them without fetching. */
export const testServiceKeySets = Object.fromEntries(
  names.map((name) => [name, { keys: [keys[name].publicJwk] } satisfies JSONWebKeySet]),
) as Record<ServiceName, JSONWebKeySet>;

/**
 * `service`'s trust with the tests' keys: it signs with its test key and believes the others' test keys.
 * `clock` makes credentials of another minute (an expired one); `signingKey` one no service published.
 */
export function testServiceTrust(
  service: ServiceName,
  options: { clock?: () => Date; signingKey?: ServiceSigningKey } = {},
): ServiceTrust {
  return createServiceTrust({
    service,
    signingKey: options.signingKey ?? keys[service],
    callerKeySets: localCallerKeySets(testServiceKeySets),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/** The header of a call from `caller` to `audience` with a good credential. */
export function testServiceHeaders(caller: ServiceName, audience: ServiceName) {
  return testServiceTrust(caller).headersFor(audience);
}
