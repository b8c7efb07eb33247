import type { JSONWebKeySet } from 'jose';
import {
  gatewayCredentialIssuer,
  serviceCredentialHeader,
  serviceCredentialLifetimeSeconds,
  signServiceCredential,
} from '@rasad/auth/service-credential.ts';
import { loadServiceSigningKey, type ServiceSigningKey } from '@rasad/auth/service-signing-key.ts';
import type { UpstreamName } from './upstream-types.ts';

/**
 * What proves to a service that a call comes from the gateway, so it believes the visitor's address the gateway
 * forwards in X-Forwarded-For (a caller without it is served as a plain client, its X-Forwarded-For ignored).
 */
export interface GatewayCredentials {
  /** The credential header for a call to `audience`. */
  headersFor(audience: UpstreamName): Promise<Record<string, string>>;
  /** The public key set the services check it against, served at /.well-known/service-jwks.json. */
  publicKeySet(): JSONWebKeySet;
}

/**
 * Signs with the gateway's key the same short-lived Ed25519 (or ES256) JWT the services sign their calls with (`iss`
 * `gateway`, `aud` the service, `iat`, `exp`, `jti`). One credential per service is reused for half its lifetime:
 * signing one per call would cost every company page a signature and the service a verification, and the
 * credential asserts only that the call comes from the gateway.
 */
export function createGatewayCredentials(
  signingKey: ServiceSigningKey,
  clock: () => Date = () => new Date(),
): GatewayCredentials {
  const current = new Map<UpstreamName, { credential: Promise<string>; issuedAt: number }>();
  const sign = (audience: UpstreamName, issuedAt: number) =>
    signServiceCredential(signingKey, gatewayCredentialIssuer, audience, issuedAt);
  return {
    async headersFor(audience) {
      const now = Math.floor(clock().getTime() / 1000);
      let entry = current.get(audience);
      if (!entry || now - entry.issuedAt >= serviceCredentialLifetimeSeconds / 2) {
        entry = { credential: sign(audience, now), issuedAt: now };
        current.set(audience, entry);
        entry.credential.catch(() => current.delete(audience));
      }
      return { [serviceCredentialHeader]: await entry.credential };
    },
    publicKeySet: () => ({ keys: [signingKey.publicJwk] }),
  };
}

/**
 * The gateway's credentials from GATEWAY_SERVICE_SIGNING_KEY (else SERVICE_SIGNING_KEY): a private JWK or PKCS#8 PEM.
 * Without one a development gateway makes a key at start (the services fetch its published key set); a production
 * one refuses to start.
 */
export async function gatewayCredentialsFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): Promise<GatewayCredentials> {
  return createGatewayCredentials(await loadServiceSigningKey(gatewayCredentialIssuer, env));
}
