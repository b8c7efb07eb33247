/**
 * The analytics visit of the page on screen (the id `pageVisitStart` returned), so a feature can tie
 * its own record of the page view (recent entity visits) to the visit whose duration is measured.
 */
type Listener = (visit: { path: string; visitId: string }) => void;

let current: { path: string; visitId: string } | null = null;
const listeners = new Set<Listener>();

export function publishPageVisit(path: string, visitId: string) {
  current = { path, visitId };
  for (const listener of listeners) listener(current);
}

/** Calls back with the analytics visit of `path`: at once if it is known, else when it arrives. Returns the unsubscribe. */
export function onPageVisit(path: string, listener: (visitId: string) => void): () => void {
  if (current?.path === path) {
    listener(current.visitId);
    return () => undefined;
  }
  const wrapped: Listener = (visit) => {
    if (visit.path !== path) return;
    listeners.delete(wrapped);
    listener(visit.visitId);
  };
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}
