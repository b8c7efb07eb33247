import type { SessionStore } from './sessions/session-store.ts';

/** A started session as the sign-in routes answer it. */
export function signInResult(started: Awaited<ReturnType<SessionStore['startSession']>>) {
  if ('signedIn' in started) return { status: 'SIGNED_IN' as const, ...started.signedIn };
  return { status: 'SESSION_LIMIT_REACHED' as const, ...started.limitReached };
}
