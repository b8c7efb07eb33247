import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import {
  accessTokenAlgorithm,
  accessTokenAudience,
  accessTokenIssuer,
  quotaEarnedAtClaim,
} from './access-token-claims.ts';
import { isPackageType } from '@rasad/contracts/entitlements.ts';
import { probeAccountsService, verifierWithLiveSessions } from './session-liveness.ts';
import type { AccessTokenVerifier } from './viewer.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokenVerifier(keys: JWTVerifyGetKey): AccessTokenVerifier {
  return async (token, now) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: accessTokenIssuer,
      audience: accessTokenAudience,
      algorithms: [accessTokenAlgorithm],
      currentDate: now,
    });
    const { sub, sid, pkg, [quotaEarnedAtClaim]: earnedAt } = payload;
    if (
      typeof sub !== 'string' ||
      !uuidPattern.test(sub) ||
      typeof sid !== 'string' ||
      !uuidPattern.test(sid) ||
      !isPackageType(pkg) ||
      (earnedAt !== undefined && (typeof earnedAt !== 'number' || !Number.isFinite(earnedAt)))
    ) {
      throw new Error('access token claims are malformed');
    }
    return {
      userId: sub,
      sessionId: sid,
      packageType: pkg,
      ...(earnedAt === undefined ? {} : { quotaEarnedAt: new Date(earnedAt * 1000) }),
    };
  };
}

/** Verifies against a key set held in memory (the accounts service's own, or a test's). */
export function verifierFromKeySet(keySet: JSONWebKeySet): AccessTokenVerifier {
  return createAccessTokenVerifier(createLocalJWKSet(keySet));
}

export const defaultAccountsServiceUrl = 'http://127.0.0.1:4105';

/**
 * A service running on its own fetches (and caches) the accounts service's published key set, and asks it
 * whether a token's session is still live (cached briefly).
 */
export function verifierFromAccountsService(accountsServiceUrl: string): AccessTokenVerifier {
  return verifierWithLiveSessions(
    createAccessTokenVerifier(createRemoteJWKSet(new URL('/.well-known/jwks.json', accountsServiceUrl))),
    probeAccountsService(accountsServiceUrl),
  );
}
