export interface CircuitBreakerOptions {
  /** Consecutive failures (errors, timeouts, 5xx) that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit answers at once before letting one trial call through. */
  coolDownMs: number;
  now: () => number;
  /**
   * How many different callers must be among the consecutive failures before the circuit opens (1: any). The
   * circuit everyone shares asks for two, so one caller's failing calls (its own bad input that the service fails
   * on, its own flood) never refuse everyone else: that caller's own circuit stops it first.
   */
  distinctCallers?: number;
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
  /** The callers among the current run of failures (at most `distinctCallers` are kept). */
  readonly #failingCallers = new Set<string>();

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
    this.#failingCallers.clear();
    this.#trialInFlight = false;
  }

  /** Whether no failure is counted against the service (a caller's circuit in this state may be forgotten). */
  get clean(): boolean {
    return this.#state === 'closed' && this.#failures === 0;
  }

  recordFailure(caller = ''): void {
    this.#failures += 1;
    const distinct = this.options.distinctCallers ?? 1;
    if (this.#failingCallers.size < distinct) this.#failingCallers.add(caller);
    if (
      this.#state === 'half-open' ||
      (this.#failures >= this.options.failureThreshold && this.#failingCallers.size >= distinct)
    ) {
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

export interface UpstreamCircuitOptions {
  failureThreshold: number;
  coolDownMs: number;
  now: () => number;
}

/** Callers whose circuits are remembered; past this many the memory starts again (a flood of addresses cannot grow it). */
const rememberedCallers = 10_000;

/**
 * One upstream's circuits as Hystrix's bulkheads would have them: one shared by everyone, which opens only when
 * failures come from at least two callers, and one per caller (API key, account, address) with failures of its own,
 * which opens on that caller's consecutive failures alone. A caller whose calls keep failing is refused on its own;
 * everyone else is refused only when the service fails for more than one of them. What counts as a failure is the
 * caller's (RequestUpstream): a 5xx, a connection error or the pool's own timeout, never a 4xx or a call its request
 * gave up.
 */
export class UpstreamCircuit {
  readonly shared: CircuitBreaker;
  readonly #callers = new Map<string, CircuitBreaker>();

  constructor(private readonly options: UpstreamCircuitOptions) {
    this.shared = new CircuitBreaker({ ...options, distinctCallers: 2 });
  }

  /** The shared circuit's state (the metrics' gauge). */
  get state(): CircuitState {
    return this.shared.state;
  }

  /** Callers whose own circuit is open or half-open now (the metrics' gauge). */
  get callersRefused(): number {
    let count = 0;
    for (const circuit of this.#callers.values()) if (circuit.state !== 'closed') count += 1;
    return count;
  }

  /** The state `caller` meets: its own circuit's if that is not closed, else the shared one's. */
  stateFor(caller: string): CircuitState {
    const own = this.#callers.get(caller)?.state ?? 'closed';
    return own === 'closed' ? this.shared.state : own;
  }

  tryPass(caller: string): boolean {
    const own = this.#callers.get(caller);
    if (own && !own.tryPass()) return false;
    if (this.shared.tryPass()) return true;
    own?.releaseTrial();
    return false;
  }

  recordSuccess(caller: string): void {
    this.shared.recordSuccess();
    const own = this.#callers.get(caller);
    if (!own) return;
    own.recordSuccess();
    if (own.clean) this.#callers.delete(caller);
  }

  recordFailure(caller: string): void {
    let own = this.#callers.get(caller);
    if (!own) {
      if (this.#callers.size >= rememberedCallers) this.#callers.clear();
      own = new CircuitBreaker(this.options);
      this.#callers.set(caller, own);
    }
    own.recordFailure(caller);
    this.shared.recordFailure(caller);
  }

  /** A call given up by its own request: neither a success nor the upstream's fault. */
  releaseTrial(caller: string): void {
    this.shared.releaseTrial();
    this.#callers.get(caller)?.releaseTrial();
  }
}
