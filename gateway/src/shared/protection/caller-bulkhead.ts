/** A held place; calling it again does nothing. */
export type Release = () => void;

export interface CallerBulkheadLimits {
  /** Requests one caller (API key, account, else address) may have running at once. */
  maximumInFlight: number;
  /** How long a caller's request past that number waits for one of its own to end before it is refused. */
  maximumWaitMs: number;
  /** Requests one caller may have waiting; one more is refused at once. */
  maximumQueued: number;
}

interface Waiter {
  grant: (release: Release) => void;
  timer: NodeJS.Timeout;
}

interface CallerSlots {
  running: number;
  waiting: Waiter[];
}

/**
 * Envoy's per-client bulkhead for whole requests: each caller may have `maximumInFlight` requests running; the next
 * ones wait (at most `maximumQueued` of them, at most `maximumWaitMs` each) for one of that caller's own requests to
 * end, else are refused. One caller's flood queues behind itself and never takes another caller's place.
 */
export class CallerBulkhead {
  readonly #callers = new Map<string, CallerSlots>();

  constructor(readonly limits: CallerBulkheadLimits) {}

  /** A place for one request of `caller`, or null when it must be refused (too many running and waiting). */
  acquire(caller: string): Promise<Release | null> {
    let slots = this.#callers.get(caller);
    if (!slots) {
      slots = { running: 0, waiting: [] };
      this.#callers.set(caller, slots);
    }
    if (slots.running < this.limits.maximumInFlight) {
      slots.running += 1;
      return Promise.resolve(this.#releaser(caller, slots));
    }
    if (slots.waiting.length >= this.limits.maximumQueued) return Promise.resolve(null);
    const waiting = slots.waiting;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(null);
        }, this.limits.maximumWaitMs),
      };
      waiting.push(waiter);
    });
  }

  /** Requests running for `caller` now (tests and metrics). */
  inFlight(caller: string): number {
    return this.#callers.get(caller)?.running ?? 0;
  }

  #releaser(caller: string, slots: CallerSlots): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slots.waiting.shift();
      if (next) {
        // The place passes straight to the caller's next request: `running` stays as it is.
        clearTimeout(next.timer);
        next.grant(this.#releaser(caller, slots));
        return;
      }
      slots.running -= 1;
      if (slots.running === 0) this.#callers.delete(caller);
    };
  }
}
