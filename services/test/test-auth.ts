import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import {
  accessTokenAlgorithm,
  accessTokenAudience,
  accessTokenIssuer,
  quotaEarnedAtClaim,
} from '@rasad/auth/access-token-claims.ts';
import { verifierFromKeySet } from '@rasad/auth/access-token-verifier.ts';
import type { PackageType } from '../src/shared/auth/package-types.ts';

/**
 * A key pair of the tests' own, standing in for the accounts service: `buildTestService` gives every
 * service `testAccessTokenVerifier`, so tokens from `issueTestAccessToken` are accepted.
 */
const testKeys = await generateKeyPair(accessTokenAlgorithm, { crv: 'Ed25519', extractable: true });
const testKeyId = 'test-key';

export const testAccessTokenVerifier = verifierFromKeySet({
  keys: [{ ...(await exportJWK(testKeys.publicKey)), kid: testKeyId, alg: accessTokenAlgorithm }],
});

export async function issueTestAccessToken(options: {
  userId: string;
  packageType: PackageType;
  sessionId?: string;
  /** Seconds from now; negative for an already expired token. */
  expiresInSeconds?: number;
  /** When the account earns its package's page quota (a new account's token says so). */
  quotaEarnedAt?: Date;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sid: options.sessionId ?? randomUUID(),
    pkg: options.packageType,
    ...(options.quotaEarnedAt
      ? { [quotaEarnedAtClaim]: Math.ceil(options.quotaEarnedAt.getTime() / 1000) }
      : {}),
  })
    .setProtectedHeader({ alg: accessTokenAlgorithm, kid: testKeyId })
    .setSubject(options.userId)
    .setIssuer(accessTokenIssuer)
    .setAudience(accessTokenAudience)
    .setIssuedAt(now - 1)
    .setExpirationTime(now + (options.expiresInSeconds ?? 600))
    .sign(testKeys.privateKey);
}

/** `Authorization` header for a test request. */
export async function testAuthorization(
  options: Parameters<typeof issueTestAccessToken>[0],
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await issueTestAccessToken(options)}` };
}
