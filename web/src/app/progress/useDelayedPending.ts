import { useLayoutEffect, useState } from 'react';

/** Route changes shorter than this show no progress bar (product spec §9). */
export const progressBarDelayMs = 300;

/** True once `pending` has stayed true for `delayMs`; false again as soon as it ends. */
export function useDelayedPending(pending: boolean, delayMs: number = progressBarDelayMs): boolean {
  // Which pending stretch has outlasted the delay; a new stretch starts hidden again.
  const [elapsedStretch, setElapsedStretch] = useState(-1);
  const [stretch, setStretch] = useState(0);
  const [wasPending, setWasPending] = useState(pending);
  if (pending !== wasPending) {
    setWasPending(pending);
    if (pending) setStretch(stretch + 1);
  }
  // Counted from the commit that shows the change pending, not from whenever a busy main thread runs passive effects.
  useLayoutEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setElapsedStretch(stretch), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs, stretch]);
  return pending && elapsedStretch === stretch;
}
