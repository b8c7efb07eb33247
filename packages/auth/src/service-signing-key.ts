import { createPrivateKey, generateKeyPairSync, type JsonWebKey as NodeJwk } from 'node:crypto';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';

/** The algorithms a service credential may be signed with: Ed25519 (the default) or ECDSA P-256. */
export const serviceCredentialAlgorithms = ['EdDSA', 'ES256'] as const;
export type ServiceCredentialAlgorithm = (typeof serviceCredentialAlgorithms)[number];

export interface ServiceSigningKey {
  keyId: string;
  algorithm: ServiceCredentialAlgorithm;
  privateKey: CryptoKey;
  /** The public half, as published at /.well-known/service-jwks.json. */
  publicJwk: JWK;
  /** Whether the key came from the environment (false: made by this process at start). */
  configured: boolean;
}

/** A service's signing key could not be had: a missing key in production, or one that is not a usable key. */
export class ServiceSigningKeyError extends Error {}

/**
 * The processes of an installation that sign their calls: each service, and the gateway (whose credential lets the
 * services believe the visitor's address it forwards).
 */
export type SigningProcess = string;

/** The variables a process's key is read from, its own first. */
export function signingKeyVariables(service: SigningProcess): [string, string] {
  return [`${service.toUpperCase()}_SERVICE_SIGNING_KEY`, 'SERVICE_SIGNING_KEY'];
}

function algorithmOf(jwk: JWK): ServiceCredentialAlgorithm | null {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  return null;
}

/** A private key as a JWK, from a JWK (JSON) or a PKCS#8 PEM. */
function privateJwkFrom(text: string, variable: string): JWK {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) return JSON.parse(trimmed) as JWK;
    return createPrivateKey(trimmed.replace(/\\n/g, '\n')).export({ format: 'jwk' }) as NodeJwk as JWK;
  } catch {
    throw new ServiceSigningKeyError(
      `${variable} is neither a private JWK (JSON) nor a PKCS#8 PEM private key`,
    );
  }
}

async function keyFromText(text: string, variable: string): Promise<ServiceSigningKey> {
  const jwk = privateJwkFrom(text, variable);
  const algorithm = algorithmOf(jwk);
  if (algorithm === null || typeof jwk.d !== 'string')
    throw new ServiceSigningKeyError(`${variable} must be an Ed25519 or P-256 (ES256) private key`);
  const { d: _private, kid, alg: _alg, use: _use, key_ops: _ops, ...publicPart } = jwk;
  const keyId = kid ?? (await calculateJwkThumbprint(publicPart));
  const privateKey = (await importJWK({ ...jwk, alg: algorithm }, algorithm)) as CryptoKey;
  return {
    keyId,
    algorithm,
    privateKey,
    publicJwk: { ...publicPart, kid: keyId, alg: algorithm, use: 'sig' },
    configured: true,
  };
}

/** A fresh Ed25519 key, made in memory: a development process's own, or a test's. */
export async function generateServiceSigningKey(): Promise<ServiceSigningKey> {
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

/**
 * The key a service signs its credentials with: `<SERVICE>_SERVICE_SIGNING_KEY`, else `SERVICE_SIGNING_KEY` (a
 * private JWK or PKCS#8 PEM, Ed25519 or P-256). Without one, a development process makes a key of its own (the
 * services it calls fetch its published key set), and a production one (NODE_ENV=production) refuses to start.
 */
export async function loadServiceSigningKey(
  service: SigningProcess,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceSigningKey> {
  for (const variable of signingKeyVariables(service)) {
    const value = env[variable];
    if (value !== undefined && value.trim() !== '') return keyFromText(value, variable);
  }
  if (env.NODE_ENV === 'production')
    throw new ServiceSigningKeyError(
      `The ${service} service needs a signing key for its calls to other services in production: set ${signingKeyVariables(service).join(' or ')} to an Ed25519 private key (JWK or PKCS#8 PEM; e.g. openssl genpkey -algorithm ed25519).`,
    );
  return generateServiceSigningKey();
}

/**
 * A new Ed25519 key (PKCS#8 PEM) for each service under its own variable, for a harness that runs the platform as
 * production runs it (a benchmark, a test) without keys of an operator's.
 */
export function freshSigningKeyEnvironment(services: readonly SigningProcess[]): Record<string, string> {
  return Object.fromEntries(
    services.map((service) => [
      signingKeyVariables(service)[0],
      String(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' })),
    ]),
  );
}
