import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { installTracing } from './tracing.ts';

export type { ReadableSpan };

export interface InMemoryTracing {
  /** Every span ended since installation (or the last `reset`). */
  spans(): ReadableSpan[];
  reset(): void;
  uninstall(): Promise<void>;
}

/** Tracing into memory for tests: spans are recorded as in production, and kept here instead of being exported. */
export function installInMemoryTracing(serviceName = 'rasad-test'): InMemoryTracing {
  const exporter = new InMemorySpanExporter();
  const installed = installTracing(serviceName, [new SimpleSpanProcessor(exporter)]);
  return {
    spans: () => exporter.getFinishedSpans(),
    reset: () => exporter.reset(),
    uninstall: () => installed.shutdown(),
  };
}
