import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Latency buckets (seconds) of every duration histogram: from a cached answer to a request's whole deadline. */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, heap, event-loop lag, handles, GC), collected once per process however many
 * apps it runs (the tests run every service in one).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export const metricsContentType = Registry.PROMETHEUS_CONTENT_TYPE;

/** The Prometheus text exposition of an app's own metrics followed by its process's. */
export async function metricsExposition(own: Registry): Promise<string> {
  const [ownText, processText] = await Promise.all([own.metrics(), processMetrics().metrics()]);
  return `${ownText}\n${processText}`;
}

/**
 * Whether a scrape may read the metrics: with METRICS_TOKEN set, only one sending `Authorization: Bearer <token>`
 * (compared in constant time); without it, the answer is `open` (who may ask is then decided by the listener).
 */
export function metricsScrapeAllowed(
  authorization: string | undefined | null,
  token: string | undefined,
): 'open' | 'allowed' | 'refused' {
  if (!token) return 'open';
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'allowed' : 'refused';
}
