import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { rasadTracer, tracingActive } from '@rasad/telemetry/tracing.ts';
import { operationLabel } from '../observability/operation-label.ts';

export interface TracingOptions {
  persistedOperations: Record<string, string>;
}

const headersGetter = {
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
  keys: (headers: Headers) => [...headers.keys()],
};

/**
 * OpenTelemetry: a server span for each GraphQL request, continuing the caller's W3C trace context (a load balancer's,
 * another system's) or starting a trace, and active through everything the request does, so each upstream call is a
 * client span below it (observed-upstream-call.ts) and the services continue the same trace. Named after the
 * operation (see operation-label.ts). With tracing off (no exporter), nothing but one check per request.
 */
export function useTracing(options: TracingOptions): Plugin {
  const spans = new WeakMap<Request, Span>();
  return {
    instrumentation: {
      request({ request }, wrapped) {
        if (!tracingActive()) return wrapped();
        const parent = propagation.extract(context.active(), request.headers, headersGetter);
        const span = rasadTracer().startSpan(
          'graphql',
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              'url.path': new URL(request.url, 'http://gateway').pathname,
            },
          },
          parent,
        );
        spans.set(request, span);
        const ended = () => span.end();
        return context.with(trace.setSpan(parent, span), async () => {
          try {
            await wrapped();
          } finally {
            ended();
          }
        });
      },
    },
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          const span = spans.get(request);
          if (!span) return;
          const batch: (GraphQLParams | null)[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          const operation = operationLabel(batch, options.persistedOperations);
          span.updateName(`graphql ${operation}`);
          span.setAttribute('graphql.operation.name', operation);
        },
      };
    },
    onResponse({ request, response }) {
      const span = spans.get(request);
      if (!span) return;
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    },
  };
}
