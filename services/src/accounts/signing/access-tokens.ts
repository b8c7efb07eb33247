import { SignJWT } from 'jose';
import {
  accessTokenAlgorithm,
  accessTokenAudience,
  accessTokenIssuer,
  quotaEarnedAtClaim,
} from '@rasad/auth/access-token-claims.ts';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { SigningKeyPair } from './signing-keys.ts';

/** Access tokens live a quarter of an hour unless ACCESS_TOKEN_TTL_SECONDS says otherwise (tests shorten it). */
export function accessTokenLifetimeSeconds(): number {
  const configured = Number(process.env.ACCESS_TOKEN_TTL_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : 15 * 60;
}

export async function signAccessToken(
  key: SigningKeyPair,
  claims: {
    userId: string;
    sessionId: string;
    packageType: PackageType;
    /** When the account earns its package's daily page quota (a new FREE account reads as a visitor till then). */
    quotaEarnedAt?: Date | null;
  },
  now: Date,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + accessTokenLifetimeSeconds();
  const earned =
    claims.quotaEarnedAt && claims.quotaEarnedAt.getTime() > now.getTime()
      ? { [quotaEarnedAtClaim]: Math.ceil(claims.quotaEarnedAt.getTime() / 1000) }
      : {};
  const accessToken = await new SignJWT({ sid: claims.sessionId, pkg: claims.packageType, ...earned })
    .setProtectedHeader({ alg: accessTokenAlgorithm, kid: key.keyId, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(accessTokenIssuer)
    .setAudience(accessTokenAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(key.privateKey);
  return { accessToken, expiresAt: new Date(expiresAtSeconds * 1000) };
}
