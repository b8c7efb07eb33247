import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installInMemoryTracing,
  type InMemoryTracing,
  type ReadableSpan,
} from '@rasad/telemetry/in-memory-tracing.ts';
import { gatewayConfigFromEnvironment, readPersistedOperations } from '../src/gateway-config.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { serveGatewayHttp, type RunningGateway } from '../src/serve-gateway-http.ts';
import { persistedQueryHash, startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

const persistedOperations = readPersistedOperations();
const companyPage = persistedQueryHash(persistedOperations, 'CompanyPageQuery');
const metricsToken = 'scrape-token-for-tests';

let tracing: InMemoryTracing;
let platform: PlatformUnderTest;
let served: RunningGateway;
beforeAll(async () => {
  // Before the services are built: their apps trace only when tracing is on at that moment, as in production.
  tracing = installInMemoryTracing();
  platform = await startPlatformUnderTest({ persistedOperations });
  // The gateway as it is run (its HTTP server, the product's protections), over the same services.
  const config = gatewayConfigFromEnvironment({ PORT: '0', METRICS_TOKEN: metricsToken, METRICS_PORT: '0' });
  served = await serveGatewayHttp({ ...config, upstreamUrls: platform.serviceUrls });
});
afterAll(async () => {
  await served?.close();
  await platform?.close();
  await tracing?.uninstall();
});

function sendCompanyPage(extraHeaders: Record<string, string> = {}, company = 1) {
  return fetch(`${served.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-test', ...extraHeaders },
    body: JSON.stringify({
      extensions: { persistedQuery: { version: 1, sha256Hash: companyPage } },
      variables: { id: toGlobalId('Company', company) },
    }),
  });
}

async function scrapeText(): Promise<string> {
  const response = await fetch(`${served.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  return response.text();
}

const counterValue = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );

/** The spans of one trace once `done` holds of them (the services end theirs as their answers go out). */
async function traceSpans(traceId: string, done: (spans: ReadableSpan[]) => boolean) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const spans = tracing.spans().filter((span) => span.spanContext().traceId === traceId);
    if (done(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return tracing.spans().filter((span) => span.spanContext().traceId === traceId);
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces', () => {
  it('follows one company page from the gateway through each upstream call to the SQL it ran, in one trace', async () => {
    tracing.reset();
    const response = await sendCompanyPage();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { company?: { name?: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.company?.name).toBeTruthy();

    const requestSpans = tracing.spans().filter((span) => span.name === 'graphql CompanyPageQuery');
    expect(requestSpans).toHaveLength(1);
    const requestSpan = requestSpans[0]!;
    expect(requestSpan.kind).toBe(SpanKind.SERVER);
    expect(requestSpan.parentSpanContext).toBeUndefined();
    const traceId = requestSpan.spanContext().traceId;

    const spans = await traceSpans(traceId, (found) =>
      found.some((span) => span.attributes['db.system.name'] === 'postgresql'),
    );
    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    const calls = spans.filter((span) => span.kind === SpanKind.CLIENT && span.attributes['rasad.upstream']);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((span) => span.name)).toContain('GET business');
    for (const call of calls) expect(parentOf(call)).toBe(requestSpan.spanContext().spanId);

    // Each call is answered by a service's server span continuing the trace from the call's traceparent.
    const served = spans.filter((span) => span.kind === SpanKind.SERVER && span !== requestSpan);
    expect(served.length).toBe(calls.length);
    for (const span of served) expect(byId.get(parentOf(span)!)?.attributes['rasad.upstream']).toBeDefined();
    expect(served.map((span) => span.name).sort()).toEqual(
      calls.map((call) => `GET ${String(call.attributes['url.path'])}`).sort(),
    );
    expect(served.map((span) => span.name)).toContain('GET /v3/Companies/GetDetails');

    // Its statements are spans below it: text without values, PostgreSQL.
    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      let ancestor: ReadableSpan | undefined = statement;
      while (ancestor && ancestor.kind !== SpanKind.SERVER) ancestor = byId.get(parentOf(ancestor)!);
      expect(served).toContain(ancestor);
      expect(String(statement.attributes['db.query.text'])).not.toContain(toGlobalId('Company', 1));
    }
  });

  it('continues a trace the caller started (W3C traceparent)', async () => {
    tracing.reset();
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    await sendCompanyPage({ traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` });
    const requestSpan = tracing.spans().find((span) => span.name === 'graphql CompanyPageQuery');
    expect(requestSpan?.spanContext().traceId).toBe(callerTrace);
    expect(requestSpan?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });
});

describe('/metrics', () => {
  const scrape = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

  it('counts a refused request by its reason, beside requests by operation and upstream latency', async () => {
    const refused = await fetch(`${served.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-test' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(refused.status).toBe(403);
    // Refused before GraphQL runs (no client header), and compressed: still counted by its code.
    const early = await fetch(`${served.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(early.status).toBe(403);
    expect((await sendCompanyPage()).status).toBe(200);

    const response = await scrape(`${served.url}/metrics`, { authorization: `Bearer ${metricsToken}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('rasad_gateway_refusals_total{reason="PERSISTED_OPERATIONS_ONLY"} 1');
    expect(text).toContain('rasad_gateway_refusals_total{reason="CSRF_HEADER_MISSING"} 1');
    expect(text).toContain(
      'rasad_gateway_graphql_requests_total{operation="ad-hoc",status="403",outcome="error"} 1',
    );
    expect(text).toMatch(
      /rasad_gateway_graphql_requests_total\{operation="CompanyPageQuery",status="200",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /rasad_gateway_graphql_request_duration_seconds_count\{operation="CompanyPageQuery"\} [1-9]/,
    );
    expect(text).toMatch(
      /rasad_gateway_upstream_request_duration_seconds_count\{upstream="business",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toContain('rasad_gateway_upstream_breaker_state{upstream="business"} 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts a visitor’s spent daily quota as a refusal, and the shared cache’s hits', async () => {
    const before = await scrapeText();
    const hits = 'rasad_gateway_cache_lookups_total{cache="response",result="hit"}';
    const quota = 'rasad_gateway_refusals_total{reason="QUOTA_EXCEEDED"}';
    // Company 1 again: the same visitor's answer from the shared cache (its read counted, not a new page).
    expect((await sendCompanyPage()).status).toBe(200);
    // A visitor's day has five distinct company pages; the sixth is refused.
    const codes: unknown[] = [];
    for (const company of [2, 3, 4, 5, 6]) {
      const body = (await (await sendCompanyPage({}, company)).json()) as {
        errors?: { extensions?: { code?: string } }[];
      };
      codes.push(...(body.errors ?? []).map((error) => error.extensions?.code));
    }
    expect(codes).toContain('QUOTA_EXCEEDED');
    const after = await scrapeText();
    expect(counterValue(after, hits)).toBeGreaterThan(counterValue(before, hits));
    expect(counterValue(after, quota)).toBeGreaterThan(counterValue(before, quota));
    expect(after).toMatch(/rasad_gateway_graphql_errors_total\{code="QUOTA_EXCEEDED"\} [1-9]/);
  });

  it('is read on the public port only with the token, and refuses others in their language', async () => {
    const refused = await scrape(`${served.url}/metrics`);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).toContain('توکن');
    const english = await scrape(`${served.url}/metrics`, {
      authorization: 'Bearer wrong',
      'accept-language': 'en',
    });
    expect(english.status).toBe(401);
    expect(JSON.stringify(await english.json())).toContain('needs the access token');

    // Without a token there is no /metrics on the public port at all.
    const config = gatewayConfigFromEnvironment({ PORT: '0' });
    const closed = await serveGatewayHttp({ ...config, upstreamUrls: platform.serviceUrls });
    try {
      expect((await scrape(`${closed.url}/metrics`)).status).toBe(404);
      expect(closed.metricsUrl).toBeUndefined();
    } finally {
      await closed.close();
    }
  });

  it('is served on METRICS_PORT apart from the public port', async () => {
    expect(served.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await scrape(served.metricsUrl!, { authorization: `Bearer ${metricsToken}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('rasad_gateway_graphql_requests_total');
  });
});
