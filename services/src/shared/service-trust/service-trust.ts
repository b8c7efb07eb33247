import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import {
  gatewayCredentialIssuer,
  serviceCredentialHeader,
  serviceCredentialLifetimeSeconds,
  serviceCredentialType,
  serviceKeySetPath,
  signServiceCredential,
} from '@rasad/auth/service-credential.ts';
import type { ServiceName } from '../service-name.ts';

/** Who may call a service with a credential: another service, or the gateway (whose forwarded address it believes). */
export type ServiceCaller = ServiceName | typeof gatewayCredentialIssuer;
import { serviceCredentialAlgorithms, type ServiceSigningKey } from '@rasad/auth/service-signing-key.ts';

export { serviceCredentialHeader, serviceKeySetPath, serviceCredentialLifetimeSeconds };
/** The clocks of two machines may differ by this much. */
const clockToleranceSeconds = 5;
/** Credentials a service remembers as checked (forgotten all at once when there are more). */
const verifiedCredentialsRemembered = 10_000;

const knownServices: Record<ServiceName, true> = {
  accounts: true,
  business: true,
  courses: true,
  analytics: true,
  payments: true,
};

export function isServiceName(value: unknown): value is ServiceName {
  return typeof value === 'string' && Object.hasOwn(knownServices, value);
}

function isServiceCaller(value: unknown): value is ServiceCaller {
  return value === gatewayCredentialIssuer || isServiceName(value);
}

/** Why a credential was not accepted, for the log (never the credential itself). */
export class ServiceCredentialError extends Error {
  constructor(readonly reason: string) {
    super(`service credential refused: ${reason}`);
  }
}

/** What one service needs to call the others and to know who calls it. */
export interface ServiceTrust {
  readonly service: ServiceName;
  /** A fresh credential naming this service as the caller and `audience` as the service called. */
  credentialFor(audience: ServiceName): Promise<string>;
  /** The headers that carry such a credential. */
  headersFor(audience: ServiceName): Promise<Record<string, string>>;
  /** This service's public key set, as published at /.well-known/service-jwks.json. */
  publicKeySet(): JSONWebKeySet;
  /** The calling service (or the gateway) a credential names, once its signature, type, audience and lifetime check out. */
  verify(credential: string): Promise<ServiceCaller>;
}

/** The key set of each calling service, as the verifier looks it up by the credential's issuer. */
export type CallerKeySets = (caller: ServiceCaller) => JWTVerifyGetKey;

/**
 * Key sets fetched from each caller's own `/.well-known/service-jwks.json` at `baseUrlOf(caller)`, cached and
 * fetched again when a credential names a key the cached set lacks (a restarted caller with a new key), at most
 * once per 5 seconds per caller.
 */
export function remoteCallerKeySets(
  baseUrlOf: (caller: ServiceCaller) => string,
  options: { cooldownMs?: number } = {},
): CallerKeySets {
  const keySets = new Map<ServiceCaller, JWTVerifyGetKey>();
  return (caller) => {
    let keySet = keySets.get(caller);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(serviceKeySetPath, baseUrlOf(caller)), {
        cooldownDuration: options.cooldownMs ?? 5_000,
        cacheMaxAge: 10 * 60_000,
        timeoutDuration: 5_000,
      });
      keySets.set(caller, keySet);
    }
    return keySet;
  };
}

/** Key sets held in memory (tests, and callers whose keys are known without asking). */
export function localCallerKeySets(keySets: Partial<Record<ServiceCaller, JSONWebKeySet>>): CallerKeySets {
  return (caller) => createLocalJWKSet(keySets[caller] ?? { keys: [] });
}

function reasonOf(error: unknown): string {
  if (error instanceof ServiceCredentialError) return error.reason;
  const code = (error as { code?: unknown }).code;
  const claim = (error as { claim?: unknown }).claim;
  if (typeof code === 'string') return typeof claim === 'string' ? `${code} (${claim})` : code;
  return error instanceof Error ? error.message : 'unknown error';
}

/**
 * Signs this service's calls with its own key (short-lived JWTs: `iss` this service, `aud` the one called, `iat`,
 * `exp`, `jti`) and checks its callers' against their published key sets. Time is the machine's clock, never a
 * service's test clock: a credential is about the real minute it was made in.
 */
export function createServiceTrust(options: {
  service: ServiceName;
  signingKey: ServiceSigningKey;
  callerKeySets: CallerKeySets;
  clock?: () => Date;
}): ServiceTrust {
  const { service, signingKey, callerKeySets } = options;
  const clock = options.clock ?? (() => new Date());
  const verified = new Map<string, { caller: ServiceCaller; expiresAtMs: number }>();
  const credentialFor = (audience: ServiceName) =>
    signServiceCredential(signingKey, service, audience, Math.floor(clock().getTime() / 1000));
  return {
    service,
    credentialFor,
    headersFor: async (audience) => ({ [serviceCredentialHeader]: await credentialFor(audience) }),
    publicKeySet: () => ({ keys: [signingKey.publicJwk] }),
    async verify(credential) {
      // The gateway sends one credential per service for half a minute: checked once, believed until it expires.
      const known = verified.get(credential);
      if (known && known.expiresAtMs > clock().getTime()) return known.caller;
      try {
        let issuer: unknown;
        try {
          issuer = decodeJwt(credential).iss;
        } catch {
          throw new ServiceCredentialError('not a JWT');
        }
        if (!isServiceCaller(issuer)) throw new ServiceCredentialError('unknown issuer');
        const { payload } = await jwtVerify(credential, callerKeySets(issuer), {
          issuer,
          audience: service,
          typ: serviceCredentialType,
          algorithms: [...serviceCredentialAlgorithms],
          currentDate: clock(),
          clockTolerance: clockToleranceSeconds,
          maxTokenAge: serviceCredentialLifetimeSeconds + clockToleranceSeconds,
          requiredClaims: ['iat', 'exp', 'jti'],
        });
        // A caller's key could mint a credential for a day; only a short one is believed.
        if (payload.exp! - payload.iat! > serviceCredentialLifetimeSeconds)
          throw new ServiceCredentialError('lifetime too long');
        if (verified.size >= verifiedCredentialsRemembered) verified.clear();
        verified.set(credential, { caller: issuer, expiresAtMs: payload.exp! * 1000 });
        return issuer;
      } catch (error) {
        throw error instanceof ServiceCredentialError ? error : new ServiceCredentialError(reasonOf(error));
      }
    },
  };
}

/** The service's trust as the start-up installed it on its context; routes and clients read it per call. */
export function trustOf(context: { serviceTrust?: ServiceTrust }): ServiceTrust {
  if (!context.serviceTrust) throw new Error('service credentials are not set up for this service');
  return context.serviceTrust;
}
