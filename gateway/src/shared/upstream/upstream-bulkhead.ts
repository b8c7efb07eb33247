export interface UpstreamBulkheadLimits {
  /** Calls the gateway may have in flight to one service at once. */
  maximumInFlight: number;
  /** Of those, how many one caller may hold: the rest of the service's room stays for everyone else. */
  callerShare: number;
}

interface QueuedCall {
  caller: string;
  grant: () => void;
}

/**
 * One service's bulkhead (Hystrix's semaphore isolation with a fair queue): at most `maximumInFlight` calls in flight,
 * at most `callerShare` of them one caller's. A call past either waits in its caller's own line; when a place frees,
 * the callers with calls waiting are served in turn (round robin), so a caller's thousand calls queue behind its own
 * share and never ahead of a bystander's one. Waiting ends when the request's signal does (its deadline or its client
 * leaving): the time queued is part of the request's deadline.
 */
export class UpstreamBulkhead {
  #inFlight = 0;
  readonly #heldBy = new Map<string, number>();
  /** Each caller's waiting calls, in arrival order; the map's order is the turn order. */
  readonly #lines = new Map<string, QueuedCall[]>();

  constructor(readonly limits: UpstreamBulkheadLimits) {}

  get inFlight(): number {
    return this.#inFlight;
  }

  get queued(): number {
    let count = 0;
    for (const line of this.#lines.values()) count += line.length;
    return count;
  }

  /** Resolves with the call's release once it may go out; rejects with the signal's reason if that comes first. */
  acquire(caller: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    if (this.#mayGo(caller) && !this.#lines.has(caller)) {
      this.#take(caller);
      return Promise.resolve(this.#releaser(caller));
    }
    return new Promise((resolve, reject) => {
      const call: QueuedCall = {
        caller,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.#releaser(caller));
        },
      };
      const onAbort = () => {
        this.#forget(call);
        reject(signal!.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const line = this.#lines.get(caller);
      if (line) line.push(call);
      else this.#lines.set(caller, [call]);
      // A bystander's first call may go at once even while others wait: the waiting lines are full callers'.
      this.#serve();
    });
  }

  #mayGo(caller: string): boolean {
    return (
      this.#inFlight < this.limits.maximumInFlight &&
      (this.#heldBy.get(caller) ?? 0) < this.limits.callerShare
    );
  }

  #take(caller: string): void {
    this.#inFlight += 1;
    this.#heldBy.set(caller, (this.#heldBy.get(caller) ?? 0) + 1);
  }

  #releaser(caller: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
      const held = (this.#heldBy.get(caller) ?? 1) - 1;
      if (held === 0) this.#heldBy.delete(caller);
      else this.#heldBy.set(caller, held);
      this.#serve();
    };
  }

  #forget(call: QueuedCall): void {
    const line = this.#lines.get(call.caller);
    if (!line) return;
    const index = line.indexOf(call);
    if (index >= 0) line.splice(index, 1);
    if (line.length === 0) this.#lines.delete(call.caller);
  }

  /** Lets waiting calls go, one per caller per turn, while there is room. */
  #serve(): void {
    let progressed = true;
    while (progressed && this.#inFlight < this.limits.maximumInFlight) {
      progressed = false;
      for (const [caller, line] of this.#lines) {
        if (this.#inFlight >= this.limits.maximumInFlight) break;
        if (!this.#mayGo(caller)) continue;
        const call = line.shift()!;
        // The caller goes to the back of the turn order, behind the others waiting.
        this.#lines.delete(caller);
        if (line.length > 0) this.#lines.set(caller, line);
        this.#take(caller);
        call.grant();
        progressed = true;
      }
    }
  }
}
