import { Writable } from 'node:stream';
import { SpanKind, trace } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installInMemoryTracing, type InMemoryTracing } from '@rasad/telemetry/in-memory-tracing.ts';
import { jsonLogOptions } from '@rasad/telemetry/json-logs.ts';
import { rasadTracer } from '@rasad/telemetry/tracing.ts';
import { createServiceApp, type ServiceApp } from '../../src/shared/http/create-service-app.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { createTestDatabase } from '../test-database.ts';

describe('/metrics of a service', () => {
  let app: ServiceApp;
  beforeAll(async () => {
    app = await createServiceApp({ name: 'probe', title: 'probe', description: 'metrics probe' });
    app.get('/probe/:id', async (request, reply) =>
      (request.params as { id: string }).id === '0' ? reply.status(404).send({}) : { ok: true },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('counts requests by route template (not URL), method and status, with their latency and the process', async () => {
    for (const id of ['1', '2', '0']) await app.inject({ method: 'GET', url: `/probe/${id}` });
    await app.inject({ method: 'GET', url: '/no/such/path/42' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain(
      'rasad_service_http_requests_total{route="/probe/:id",method="GET",status="200",service="probe"} 2',
    );
    expect(text).toContain(
      'rasad_service_http_requests_total{route="/probe/:id",method="GET",status="404",service="probe"} 1',
    );
    expect(text).toContain(
      'rasad_service_http_requests_total{route="unmatched",method="GET",status="404",service="probe"} 1',
    );
    expect(text).not.toContain('/probe/1');
    expect(text).toContain(
      'rasad_service_http_request_duration_seconds_count{service="probe",route="/probe/:id",method="GET"} 3',
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers only a bearer of METRICS_TOKEN when one is set, in the caller’s language otherwise', async () => {
    const guarded = await createServiceApp({
      title: 'guarded',
      description: 'probe',
      metricsToken: 's3cret',
    });
    try {
      const refused = await guarded.inject({ method: 'GET', url: '/metrics' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
      expect(refused.json<{ message: string }>().message).toContain('توکن');
      const english = await guarded.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer s3cre', 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(401);
      expect(english.json<{ message: string }>().message).toContain('needs the access token');
      const allowed = await guarded.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer s3cret' },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('rasad_service_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('traces and logs of a service', () => {
  let tracing: InMemoryTracing;
  let database: OpenDatabase;
  let app: ServiceApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    tracing = installInMemoryTracing();
    database = await createTestDatabase('empty');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    app = await createServiceApp({
      name: 'probe',
      title: 'probe',
      description: 'tracing probe',
      logger: { ...jsonLogOptions('probe'), stream },
    });
    app.get('/answer', async (request) => {
      request.log.info('reading the answer');
      const read = await database.db.execute(sql`select ${41}::int + 1 as answer`);
      await database.db.transaction((transaction) => transaction.execute(sql`select 1`));
      return { rows: read.rows.length };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await tracing?.uninstall();
  });

  it('continues the caller’s trace through its route to each SQL statement, and logs carry its id', async () => {
    tracing.reset();
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    const response = await app.inject({
      method: 'GET',
      url: '/answer',
      headers: { traceparent: `00-${callerTrace}-b7ad6b7169203331-01` },
    });
    expect(response.statusCode).toBe(200);
    const spans = tracing.spans();
    const server = spans.find((span) => span.kind === SpanKind.SERVER);
    expect(server?.name).toBe('GET /answer');
    expect(server?.spanContext().traceId).toBe(callerTrace);
    expect(server?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');

    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    // The read, and the transaction's statement (with its BEGIN and COMMIT on a server).
    expect(statements.map((span) => span.name)).toEqual(expect.arrayContaining(['SELECT', 'SELECT']));
    expect(statements.filter((span) => span.name === 'SELECT')).toHaveLength(2);
    for (const statement of statements) {
      expect(statement.kind).toBe(SpanKind.CLIENT);
      expect(statement.spanContext().traceId).toBe(callerTrace);
      // Values go as parameters: the text has a placeholder, never 41.
      expect(String(statement.attributes['db.query.text'])).not.toContain('41');
    }
    const read = statements.find((span) => String(span.attributes['db.query.text']).includes('$1'));
    expect(read).toBeDefined();

    // Fastify's "incoming request" line is written before the request's span exists; every line after it has its id.
    const lines = logLines.filter((line) => line['trace_id'] === callerTrace);
    expect(lines.map((line) => line['msg'])).toEqual(['reading the answer', 'request completed']);
    for (const line of lines) expect(line['span_id']).toBe(server?.spanContext().spanId);
    for (const line of lines) expect(line['service']).toBe('probe');
  });

  it('makes no span of a statement outside a traced request (migrations, seeding)', async () => {
    tracing.reset();
    await database.db.execute(sql`select 2`);
    expect(tracing.spans()).toHaveLength(0);
    await rasadTracer().startActiveSpan('job', async (span) => {
      await database.db.execute(sql`select 3`);
      span.end();
    });
    const statement = tracing.spans().find((span) => span.name === 'SELECT');
    expect(statement?.parentSpanContext?.spanId).toBe(
      tracing
        .spans()
        .find((span) => span.name === 'job')
        ?.spanContext().spanId,
    );
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});
