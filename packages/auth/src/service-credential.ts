import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { ServiceSigningKey } from './service-signing-key.ts';

/** The request header a service credential travels in (Authorization stays free for the signed-in user's token). */
export const serviceCredentialHeader = 'x-service-credential';
/** Where every process that signs its calls (each service, the gateway) publishes its public keys. */
export const serviceKeySetPath = '/.well-known/service-jwks.json';
/** A credential lives this long (the gateway reuses one per service for at most half of it). */
export const serviceCredentialLifetimeSeconds = 60;
/** The JWT type every service credential carries. */
export const serviceCredentialType = 'service+jwt';
/** The issuer the gateway's credentials name: the services believe what it forwards about the visitor. */
export const gatewayCredentialIssuer = 'gateway';

/**
 * A credential: a short-lived JWT signed with the caller's key, naming the caller (`iss`) and the one service it is for
 * (`aud`), with its own id (`jti`). Every process that signs its calls (each service, the gateway) makes it here.
 */
export function signServiceCredential(
  signingKey: ServiceSigningKey,
  issuer: string,
  audience: string,
  issuedAtSeconds: number,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: signingKey.algorithm, kid: signingKey.keyId, typ: serviceCredentialType })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + serviceCredentialLifetimeSeconds)
    .setJti(randomUUID())
    .sign(signingKey.privateKey);
}
