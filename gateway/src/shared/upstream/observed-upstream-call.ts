import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { rasadTracer, tracingActive } from '@rasad/telemetry/tracing.ts';
import type { UpstreamName } from './upstream-types.ts';

/** Told when an upstream call has its answer (the gateway's metrics). */
export interface UpstreamCallObserver {
  upstreamCallDone(upstream: UpstreamName, method: string, status: number | 'error', seconds: number): void;
}

export interface ObservedUpstreamCall {
  /** The W3C trace context (`traceparent`) for the call's headers: the service continues the trace from it. */
  traceHeaders: Record<string, string>;
  /** The answer's head came (its status), or none did. */
  done(status: number | 'error', error?: unknown): void;
}

const untraced: Record<string, string> = {};

/**
 * One call to an upstream as seen from outside: a client span (a child of the GraphQL request's) whose context goes
 * with the call, and its latency for the metrics. With tracing off, only the clock is read.
 */
export function observeUpstreamCall(
  upstream: UpstreamName,
  method: string,
  target: string,
  observer: UpstreamCallObserver | undefined,
): ObservedUpstreamCall {
  const started = performance.now();
  let span: Span | undefined;
  const traceHeaders: Record<string, string> = tracingActive() ? {} : untraced;
  if (tracingActive()) {
    span = rasadTracer().startSpan(`${method} ${upstream}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'url.path': target.split('?')[0] ?? target,
        'rasad.upstream': upstream,
      },
    });
    propagation.inject(trace.setSpan(context.active(), span), traceHeaders);
  }
  return {
    traceHeaders,
    done(status, error) {
      observer?.upstreamCallDone(upstream, method, status, (performance.now() - started) / 1000);
      if (!span) return;
      if (status === 'error') {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      } else {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}
