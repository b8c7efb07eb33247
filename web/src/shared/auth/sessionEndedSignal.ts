/**
 * The gateway answered SESSION_ENDED (the refresh failed: another sign-in ended this session). The
 * Relay network layer raises it; the auth provider signs out, goes to "/" and says why.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
/** Several requests in flight all learn it at once; the user hears it once. */
const quietMs = 3000;
let lastNotifiedAt = -Infinity;
/**
 * On a fresh page load the route's query is sent before the app has mounted its listener: the news
 * waits for the first listener instead of being lost, so even the first page sends the user to "/".
 */
let undelivered = false;

export function notifySessionEnded(now: number = Date.now()): void {
  if (now - lastNotifiedAt < quietMs) return;
  lastNotifiedAt = now;
  if (listeners.size === 0) undelivered = true;
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  if (undelivered) {
    undelivered = false;
    // After the rest of the app has mounted too (the toaster among it), not in the middle of mounting.
    setTimeout(listener, 0);
  }
  return () => listeners.delete(listener);
}
