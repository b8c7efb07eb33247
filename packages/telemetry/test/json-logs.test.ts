import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installInMemoryTracing, type InMemoryTracing } from '../src/in-memory-tracing.ts';
import { jsonLogOptions } from '../src/json-logs.ts';
import { rasadTracer } from '../src/tracing.ts';

let tracing: InMemoryTracing;
beforeAll(() => {
  tracing = installInMemoryTracing();
});
afterAll(() => tracing.uninstall());

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const texts: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      texts.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino(jsonLogOptions('gateway'), stream), lines, texts };
}

it('writes JSON lines naming the process, with the active span’s trace and span ids', () => {
  const { logger, lines } = capturedLogger();
  logger.info('outside');
  const ids = rasadTracer().startActiveSpan('request', (span) => {
    logger.error({ err: new Error('upstream failed') }, 'upstream failed');
    span.end();
    return span.spanContext();
  });
  expect(lines[0]).toMatchObject({ service: 'gateway', msg: 'outside' });
  expect(lines[0]).not.toHaveProperty('trace_id');
  expect(lines[1]).toMatchObject({ service: 'gateway', trace_id: ids.traceId, span_id: ids.spanId });
});

it('keeps the ids a request’s logger was bound to, written once', () => {
  const { logger, lines, texts } = capturedLogger();
  const bound = logger.child({ trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16) });
  rasadTracer().startActiveSpan('handler', (span) => {
    bound.info('inside another span');
    span.end();
  });
  expect(lines[0]).toMatchObject({ trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16) });
  expect(texts[0]?.match(/"trace_id"/g)).toHaveLength(1);
});
