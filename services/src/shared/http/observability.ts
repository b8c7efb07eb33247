import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Counter, Histogram, Registry } from 'prom-client';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import {
  durationBuckets,
  metricsContentType,
  metricsExposition,
  metricsScrapeAllowed,
} from '@rasad/telemetry/metrics.ts';
import { traceFieldsOfActiveSpan, tracingActive } from '@rasad/telemetry/tracing.ts';
import type { ErrorBody } from './error-handler.ts';
import { requestLocale } from './request-locale.ts';

export interface ObservabilityOptions {
  /** The service's name, a label of each of its metrics. */
  service: string;
  /** METRICS_TOKEN: when set, `/metrics` answers only a bearer of it. */
  metricsToken?: string | undefined;
}

/** Paths that say nothing about the service's work: no span of their own (they are scraped or polled all day). */
const quietPaths = new Set(['/metrics', '/healthz', '/readyz']);

/**
 * What a running service shows of itself. Traces: with tracing on (see @rasad/telemetry's tracing.ts), a server span
 * per request from `@fastify/otel`, continuing the caller's W3C trace context, with a span for its handler (the
 * statements it runs are spans below it: database/traced-statements.ts). Metrics at `/metrics` in Prometheus' text
 * format: requests by route template (never the URL, which callers vary), method and status; their latency; and the
 * process's CPU, memory and event-loop lag.
 */
async function observability(app: FastifyInstance, options: ObservabilityOptions): Promise<void> {
  if (tracingActive()) {
    const instrumentation = new FastifyOtelInstrumentation({
      // A span per hook (hygiene, viewer, …) would bury the request's own work.
      instrumentHooks: false,
      ignorePaths: ({ url }) => quietPaths.has(url.split('?')[0] ?? url),
      requestHook: (span, request) =>
        span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
    });
    await app.register(instrumentation.plugin());
    // Fastify's own lines about the request ("incoming request", "request completed") are written outside the span's
    // context: the request's logger carries its ids instead.
    app.addHook('onRequest', async (request, reply) => {
      const fields = traceFieldsOfActiveSpan();
      if (fields.trace_id === undefined) return;
      request.log = request.log.child(fields);
      reply.log = request.log;
    });
  }

  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  const requests = new Counter({
    name: 'rasad_service_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'rasad_service_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route template and method.',
    labelNames: ['route', 'method'],
    buckets: durationBuckets,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths (404s, probes) share one label: their URLs are the caller's to invent.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: reply.statusCode });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (metricsScrapeAllowed(request.headers.authorization, options.metricsToken) === 'refused') {
      const body: ErrorBody = {
        code: 'METRICS_TOKEN_REQUIRED',
        message: translate('metrics.tokenRequired', requestLocale(request)),
        fieldErrors: [],
      };
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send(body);
    }
    return reply.type(metricsContentType).send(await metricsExposition(registry));
  });
}

export const observabilityPlugin = fastifyPlugin(observability, { name: 'rasad-observability' });
