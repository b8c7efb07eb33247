import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import {
  gatewayCredentialIssuer,
  serviceCredentialHeader,
  serviceCredentialType,
} from '@rasad/auth/service-credential.ts';
import type { ServiceName } from '../src/shared/service-name.ts';
import { generateServiceSigningKey, type ServiceSigningKey } from '@rasad/auth/service-signing-key.ts';
import {
  createServiceTrust,
  localCallerKeySets,
  type ServiceTrust,
} from '../src/shared/service-trust/service-trust.ts';

const names: ServiceName[] = ['accounts', 'business', 'courses', 'analytics', 'payments'];
const keys = Object.fromEntries(
  await Promise.all(names.map(async (name) => [name, await generateServiceSigningKey()] as const)),
) as Record<ServiceName, ServiceSigningKey>;

/** The tests' gateway key (Ed25519), held as a Node key so a test signs with it synchronously. */
const gatewayKey = generateKeyPairSync('ed25519');
const gatewayPublicJwk = gatewayKey.publicKey.export({ format: 'jwk' }) as JWK;
const gatewayKeyId = await calculateJwkThumbprint(gatewayPublicJwk);

/** Every service's published key set and the gateway's, as `buildTestService`'s services know them without fetching. */
export const testServiceKeySets = {
  ...Object.fromEntries(
    names.map((name) => [name, { keys: [keys[name].publicJwk] } satisfies JSONWebKeySet]),
  ),
  [gatewayCredentialIssuer]: { keys: [{ ...gatewayPublicJwk, kid: gatewayKeyId, alg: 'EdDSA', use: 'sig' }] },
} as Record<ServiceName | typeof gatewayCredentialIssuer, JSONWebKeySet>;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The headers of a call the gateway forwards for the visitor at `address` to `audience`: X-Forwarded-For with the
 * gateway's credential, which makes the service believe it (made now, so a long test never holds an expired one).
 */
export function gatewayForwarded(address: string, audience: ServiceName): Record<string, string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const signed = `${base64url({ alg: 'EdDSA', kid: gatewayKeyId, typ: serviceCredentialType })}.${base64url({
    iss: gatewayCredentialIssuer,
    aud: audience,
    iat: issuedAt,
    exp: issuedAt + 60,
    jti: randomUUID(),
  })}`;
  const signature = sign(null, Buffer.from(signed), gatewayKey.privateKey).toString('base64url');
  return { 'x-forwarded-for': address, [serviceCredentialHeader]: `${signed}.${signature}` };
}

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
