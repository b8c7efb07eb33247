import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clientErrorCodes } from '@rasad/contracts/client-error-codes.ts';
import { durationBuckets, metricsExposition } from '@rasad/telemetry/metrics.ts';
import type { CircuitState, UpstreamCircuit } from '../upstream/circuit-breaker.ts';
import type { UpstreamBulkhead } from '../upstream/upstream-bulkhead.ts';
import type { UpstreamName } from '../upstream/upstream-types.ts';

/**
 * The error codes that mean the gateway (or a service, for a reader's daily quota) refused the request rather than
 * failed it: spent budgets and quotas, limits, and who may send what. Counted by code in
 * `rasad_gateway_refusals_total`.
 */
export const refusalCodes: ReadonlySet<string> = new Set([
  clientErrorCodes.queryBudgetExhausted,
  clientErrorCodes.quotaExceeded,
  clientErrorCodes.signInThrottled,
  'QUERY_TOO_COSTLY',
  'QUERY_TOO_DEEP',
  'PERSISTED_OPERATIONS_ONLY',
  'API_KEY_INVALID',
  'API_ACCESS_REQUIRED',
  'CSRF_HEADER_MISSING',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_ENTITY_TOO_LARGE',
  'QUERY_TOO_LARGE',
  'NOT_ACCEPTABLE',
  'TOO_MANY_REQUESTS_IN_FLIGHT',
]);

/** A circuit's state as the gauge reports it. */
export const breakerStateValues: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** An error code as a label: our own codes are short capitals; anything else is one bucket, not a new series. */
export function errorCodeLabel(code: unknown): string {
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : 'OTHER';
}

/**
 * One gateway's Prometheus metrics, in a registry of its own (a process may run several gateways: the tests do),
 * served at `/metrics` with the process's own (see serve-gateway-http.ts).
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'rasad_gateway_graphql_requests_total',
    help: 'GraphQL requests answered, by operation (a persisted operation’s name, else ad-hoc or batch), HTTP status and outcome (ok, or error when the answer carries errors).',
    labelNames: ['operation', 'status', 'outcome'],
    registers: [this.registry],
  });

  readonly durations = new Histogram({
    name: 'rasad_gateway_graphql_request_duration_seconds',
    help: 'Time from a GraphQL request’s arrival to its answer, by operation.',
    labelNames: ['operation'],
    buckets: durationBuckets,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'rasad_gateway_graphql_errors_total',
    help: 'Errors in GraphQL answers, by extensions.code.',
    labelNames: ['code'],
    registers: [this.registry],
  });

  readonly refusals = new Counter({
    name: 'rasad_gateway_refusals_total',
    help: 'Requests refused by a limit or an access rule (budget, quota, cost, depth, persisted-only, API key, CSRF, size), by reason.',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  readonly upstreamDurations = new Histogram({
    name: 'rasad_gateway_upstream_request_duration_seconds',
    help: 'Upstream calls from their sending to their answer’s head, by upstream, method and status (error: no answer).',
    labelNames: ['upstream', 'method', 'status'],
    buckets: durationBuckets,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'rasad_gateway_cache_lookups_total',
    help: 'Lookups in the gateway’s shared caches (response: whole answers; upstream-read: single upstream reads), by result.',
    labelNames: ['cache', 'result'],
    registers: [this.registry],
  });

  /** Answers `rasad_gateway_upstream_breaker_state` from the circuits themselves at each scrape. */
  watchBreakers(breakers: Record<UpstreamName, UpstreamCircuit>): void {
    new Gauge({
      name: 'rasad_gateway_upstream_breaker_state',
      help: 'Each upstream’s circuit shared by everyone: 0 closed, 1 half-open (a trial call may pass), 2 open (calls fail at once).',
      labelNames: ['upstream'],
      registers: [this.registry],
      collect() {
        for (const [upstream, breaker] of Object.entries(breakers))
          this.set({ upstream }, breakerStateValues[breaker.state]);
      },
    });
    new Gauge({
      name: 'rasad_gateway_upstream_callers_refused',
      help: 'Callers whose own circuit to an upstream is open or half-open (their calls keep failing), by upstream.',
      labelNames: ['upstream'],
      registers: [this.registry],
      collect() {
        for (const [upstream, breaker] of Object.entries(breakers))
          this.set({ upstream }, breaker.callersRefused);
      },
    });
  }

  /** Answers the bulkheads' gauges (calls in flight and waiting per upstream) from the bulkheads at each scrape. */
  watchBulkheads(bulkheads: Record<UpstreamName, UpstreamBulkhead>): void {
    new Gauge({
      name: 'rasad_gateway_upstream_calls_in_flight',
      help: 'Calls in flight to each upstream, within its bulkhead (UPSTREAM_MAX_IN_FLIGHT).',
      labelNames: ['upstream'],
      registers: [this.registry],
      collect() {
        for (const [upstream, bulkhead] of Object.entries(bulkheads))
          this.set({ upstream }, bulkhead.inFlight);
      },
    });
    new Gauge({
      name: 'rasad_gateway_upstream_calls_queued',
      help: 'Calls waiting for a place in an upstream’s bulkhead (their caller’s share or the whole is taken).',
      labelNames: ['upstream'],
      registers: [this.registry],
      collect() {
        for (const [upstream, bulkhead] of Object.entries(bulkheads)) this.set({ upstream }, bulkhead.queued);
      },
    });
  }

  upstreamCallDone(upstream: UpstreamName, method: string, status: number | 'error', seconds: number): void {
    this.upstreamDurations.observe({ upstream, method, status: String(status) }, seconds);
  }

  cacheLookup(cache: 'response' | 'upstream-read', hit: boolean): void {
    this.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
  }

  /** Counts the error codes of an answer, and among them the refusals. */
  errorCodesSeen(codes: readonly unknown[]): void {
    for (const code of codes) {
      const label = errorCodeLabel(code);
      this.errors.inc({ code: label });
      if (refusalCodes.has(label)) this.refusals.inc({ reason: label });
    }
  }

  /** The Prometheus text of this gateway's metrics and its process's. */
  exposition(): Promise<string> {
    return metricsExposition(this.registry);
  }
}
