export interface CircuitBreakerOptions {
  /** Consecutive failures (errors, timeouts, 5xx) that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit answers at once before letting one trial call through. */
  coolDownMs: number;
  now: () => number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * One upstream's circuit: closed while it answers; open after `failureThreshold` consecutive failures,
 * when calls fail at once instead of waiting on a sick service; after the cool-down one trial call
 * (half-open) closes it again on success or reopens it on failure.
 */
export class CircuitBreaker {
  #state: CircuitState = 'closed';
  #failures = 0;
  #openedAt = 0;
  #trialInFlight = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    if (this.#state === 'open' && this.options.now() - this.#openedAt >= this.options.coolDownMs)
      return 'half-open';
    return this.#state;
  }

  /** Whether a call may go out now; in half-open only the one trial call may. */
  tryPass(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.#trialInFlight) return false;
    this.#state = 'half-open';
    this.#trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.#state = 'closed';
    this.#failures = 0;
    this.#trialInFlight = false;
  }

  recordFailure(): void {
    this.#failures += 1;
    if (this.#state === 'half-open' || this.#failures >= this.options.failureThreshold) {
      this.#state = 'open';
      this.#openedAt = this.options.now();
    }
    this.#trialInFlight = false;
  }

  /** A call that was given up by its own caller (the client left): neither a success nor the upstream's fault. */
  releaseTrial(): void {
    this.#trialInFlight = false;
  }
}
