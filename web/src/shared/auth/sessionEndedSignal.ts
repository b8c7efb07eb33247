import { clientErrorCodes } from '@rasad/contracts/client-error-codes.ts';

/**
 * Why the session is over, from the gateway's code: another sign-in ended it (SESSION_REPLACED), or it ended for any
 * other reason — expired, replayed, signed out elsewhere, a forged token (SESSION_ENDED). Each has its own words.
 */
export type SessionEndCause = 'replaced' | 'ended';

/** The cause a GraphQL error code names, or null for any other code. */
export function sessionEndCauseOf(code: unknown): SessionEndCause | null {
  if (code === clientErrorCodes.sessionReplaced) return 'replaced';
  if (code === clientErrorCodes.sessionEnded) return 'ended';
  return null;
}

/** The toast that says why: only a session another sign-in ended says so. */
export function sessionEndMessageId(
  cause: SessionEndCause,
): 'accounts.sessionReplaced' | 'accounts.sessionEnded' {
  return cause === 'replaced' ? 'accounts.sessionReplaced' : 'accounts.sessionEnded';
}

/**
 * The gateway answered that the session is over (the refresh failed). The Relay network layer raises it; the auth
 * provider signs out, goes to "/" and says why.
 */
type Listener = (cause: SessionEndCause) => void;
const listeners = new Set<Listener>();
/** Several requests in flight all learn it at once; the user hears it once. */
const quietMs = 3000;
let lastNotifiedAt = -Infinity;
/**
 * On a fresh page load the route's query is sent before the app has mounted its listener: the news
 * waits for the first listener instead of being lost, so even the first page sends the user to "/".
 */
let undelivered: SessionEndCause | null = null;

export function notifySessionEnded(cause: SessionEndCause, now: number = Date.now()): void {
  if (now - lastNotifiedAt < quietMs) return;
  lastNotifiedAt = now;
  if (listeners.size === 0) undelivered = cause;
  for (const listener of listeners) listener(cause);
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  if (undelivered) {
    const cause = undelivered;
    undelivered = null;
    // After the rest of the app has mounted too (the toaster among it), not in the middle of mounting.
    setTimeout(() => listener(cause), 0);
  }
  return () => listeners.delete(listener);
}
