/**
 * The gateway answered SESSION_ENDED (the refresh failed: another sign-in ended this session). The
 * Relay network layer raises it; the auth provider signs out, goes to "/" and says why.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
/** Several requests in flight all learn it at once; the user hears it once. */
const quietMs = 3000;
let lastNotifiedAt = -Infinity;

export function notifySessionEnded(now: number = Date.now()): void {
  if (now - lastNotifiedAt < quietMs) return;
  lastNotifiedAt = now;
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
