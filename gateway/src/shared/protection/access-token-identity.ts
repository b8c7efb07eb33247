import { verifierFromKeySet } from '@rasad/auth/access-token-verifier.ts';
import type { AccessTokenVerifier } from '@rasad/auth/viewer.ts';
import type { Viewer } from '@rasad/auth/viewer.ts';
import type { Pool } from 'undici';

/** How long a fetched key set is trusted before a token with an unknown key makes the gateway fetch it again. */
const refetchAfterMs = 60_000;
/** Tokens whose holder is remembered; past this many the memory starts again (a flood of tokens cannot grow it). */
const rememberedTokens = 10_000;

/** When a token that verified expires (its `exp` claim), in milliseconds; the signature was checked already. */
function expiryOf(token: string): number {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * Who an access token names, checked against the accounts service's published key set (fetched
 * through the gateway's pool and cached): a token that does not verify names nobody. A token that verified
 * names the same holder until it expires, so its signature is checked once, not on every request (a
 * signed-in page asked it two or three times per request: budget, response-cache audience, GraphiQL).
 */
export function accessTokenIdentity(
  accountsPool: Pool,
  now: () => Date,
): (token: string) => Promise<Viewer | null> {
  let verifier: { verify: AccessTokenVerifier; fetchedAt: number } | null = null;
  let pending: Promise<AccessTokenVerifier | null> | null = null;

  async function fetchVerifier(): Promise<AccessTokenVerifier | null> {
    try {
      const response = await accountsPool.request({
        method: 'GET',
        path: '/.well-known/jwks.json',
        headers: { accept: 'application/json' },
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        return null;
      }
      const verify = verifierFromKeySet(
        (await response.body.json()) as Parameters<typeof verifierFromKeySet>[0],
      );
      verifier = { verify, fetchedAt: now().getTime() };
      return verify;
    } catch {
      return null;
    }
  }

  async function currentVerifier(forceFresh: boolean): Promise<AccessTokenVerifier | null> {
    if (verifier && !(forceFresh && now().getTime() - verifier.fetchedAt > refetchAfterMs))
      return verifier.verify;
    pending ??= fetchVerifier().finally(() => (pending = null));
    return pending;
  }

  const verified = new Map<string, { viewer: Viewer; expiresAtMs: number }>();
  async function verifiedViewer(verify: AccessTokenVerifier, token: string): Promise<Viewer> {
    const viewer = await verify(token, now());
    if (verified.size >= rememberedTokens) verified.clear();
    verified.set(token, { viewer, expiresAtMs: expiryOf(token) });
    return viewer;
  }

  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (now().getTime() < known.expiresAtMs) return known.viewer;
      verified.delete(token);
    }
    const verify = await currentVerifier(false);
    if (!verify) return null;
    try {
      return await verifiedViewer(verify, token);
    } catch (error) {
      // A key the cached set lacks (the accounts service rotated its keys): fetch once more, at most once a minute.
      if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') return null;
      const fresh = await currentVerifier(true);
      return fresh ? verifiedViewer(fresh, token).catch(() => null) : null;
    }
  };
}
