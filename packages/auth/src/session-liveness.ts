import type { AccessTokenVerifier } from './viewer.ts';

/** How long a "still live" answer is believed: a session ended elsewhere stops working within this. */
export const liveAnswerLifetimeMs = 10_000;
/** Ended sessions never come back; remembering this many bounds the memory a flood of old tokens takes. */
const rememberedSessions = 10_000;

export type SessionLivenessProbe = (accessToken: string) => Promise<boolean>;

/**
 * Asks the accounts service whether the session behind a token is still live: its own routes refuse an
 * ended session's token with 401, so a 204 from `GET /v1/Account/SessionAlive` means live.
 */
export function probeAccountsService(accountsServiceUrl: string): SessionLivenessProbe {
  const url = new URL('/v1/Account/SessionAlive', accountsServiceUrl);
  return async (accessToken) => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    if (response.status === 204) return true;
    if (response.status === 401) return false;
    throw new Error(`session check answered HTTP ${response.status}`);
  };
}

/**
 * A verifier that also refuses tokens whose session has ended (another sign-in, sign-out, a session
 * closed from the profile), so every service — not only accounts — sends the gateway to refresh, and a
 * refused refresh tells the user at once, on whatever page they open. Answers are cached per session.
 */
export function verifierWithLiveSessions(
  verifySignature: AccessTokenVerifier,
  probe: SessionLivenessProbe,
): AccessTokenVerifier {
  const answers = new Map<string, { live: boolean; until: number }>();
  return async (token, now) => {
    const viewer = await verifySignature(token, now);
    const known = answers.get(viewer.sessionId);
    if (known && (!known.live || known.until > now.getTime())) {
      if (!known.live) throw new Error('the session has ended');
      return viewer;
    }
    const live = await probe(token);
    if (answers.size >= rememberedSessions) answers.clear();
    answers.set(viewer.sessionId, { live, until: now.getTime() + liveAnswerLifetimeMs });
    if (!live) throw new Error('the session has ended');
    return viewer;
  };
}
