import { context, isSpanContextValid, propagation, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/** The tracer every layer of the platform makes its spans with. */
export const tracerName = 'rasad';

/** Whether spans are being recorded in this process: only once an exporter (or a test's in-memory one) is installed. */
let active = false;

export function tracingActive(): boolean {
  return active;
}

export function rasadTracer(): Tracer {
  return trace.getTracer(tracerName);
}

export interface InstalledTracing {
  /** Sends what is still buffered and stops recording; the API falls back to its no-op tracer. */
  shutdown(): Promise<void>;
}

/**
 * Records spans through `processors` as this process's global tracer, with the W3C trace context propagated on every
 * hop and the active span carried across awaits (AsyncLocalStorage).
 */
export function installTracing(serviceName: string, processors: SpanProcessor[]): InstalledTracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: processors,
  });
  // Also installs the W3C trace-context (and baggage) propagator and the AsyncLocalStorage context manager.
  provider.register();
  active = true;
  return {
    async shutdown() {
      active = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * Tracing as configured by the environment: off (the API's no-op tracer, nothing recorded, nothing sent) unless
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector, which then receives every
 * span over OTLP/HTTP in batches. OTEL_SERVICE_NAME overrides the process's own name.
 */
export function startTracingFromEnvironment(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): InstalledTracing | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  // The exporter reads the endpoint, headers and timeout from the same OTEL_EXPORTER_OTLP_* variables.
  return installTracing(env.OTEL_SERVICE_NAME || serviceName, [
    new BatchSpanProcessor(new OTLPTraceExporter()),
  ]);
}

/** The active span's ids, for a log line (pino's `mixin`): none outside a traced request. */
export function traceFieldsOfActiveSpan(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
