import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayProtection } from '../src/create-gateway.ts';
import { protectionMessages } from '../src/shared/protection/protection-messages.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { forwardToService } from './forward-to-service.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-types.ts';
import { createUpstreamPool } from '../src/shared/upstream/upstream-pool.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const persianLetters = /[\u0600-\u06FF]/;

/** What the stand-in does with one call: pass it on (after a pause, one call at a time), hold it, or fail it. */
type Behaviour = 'forward' | 'hold' | 'fail';

/**
 * The business service behind a stand-in the test controls. `serialMs` makes it a saturated service: it answers one
 * call at a time, each after that pause, as a service whose database is busy would; calls whose caller hung up
 * while waiting are skipped. It can stop listening and start again on the same port (a restarted service).
 */
async function businessStandIn(behaviourOf: (incoming: IncomingMessage) => Behaviour, serialMs = 0) {
  const target = new URL(platform.serviceUrls.business);
  let line: Promise<void> = Promise.resolve();
  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) =>
    outgoing.destroyed ? Promise.resolve() : forwardToService(target, incoming, outgoing);
  const handler = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const behaviour = behaviourOf(incoming);
    if (behaviour === 'hold') return;
    if (behaviour === 'fail') {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ code: 'INTERNAL', message: 'boom', fieldErrors: [] }));
      return;
    }
    if (serialMs === 0) return void pass(incoming, outgoing);
    line = line.then(async () => {
      if (outgoing.destroyed) return;
      await new Promise((resolve) => setTimeout(resolve, serialMs));
      await pass(incoming, outgoing);
    });
  };
  let server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const pool = createUpstreamPool(`http://127.0.0.1:${port}`, { timeoutMs: 60_000, connections: 64 });
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    pool,
    stop,
    async start() {
      server = createServer(handler);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      await pool.destroy();
      await stop();
    },
  };
}

function gatewayOver(
  business: ReturnType<typeof createUpstreamPool>,
  protection: Partial<GatewayProtection>,
) {
  const calls: UpstreamCall[] = [];
  const gateway = createGateway({
    pools: { ...platform.pools, business },
    persistedOperations: {},
    onUpstreamCall: (call) => calls.push(call),
    logError: () => undefined,
    responseCache: false,
    protection: { requireClientHeader: false, budgetScale: 1_000, openQueries: true, ...protection },
  });
  return { gateway, calls };
}

interface Answer {
  status: number;
  retryAfter: string | null;
  elapsedMs: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
  };
}

/** A request from `address` (the socket's peer: each address is another caller). */
async function ask(
  gateway: ReturnType<typeof createGateway>,
  query: string,
  address: string,
  locale = 'fa-IR',
): Promise<Answer> {
  const started = performance.now();
  const response = await gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify({ query }),
    },
    { req: { socket: { remoteAddress: address } } },
  );
  const body = (await response.json()) as Answer['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    elapsedMs: performance.now() - started,
    body,
  };
}

const search = (text: string) => `{ search(text: "${text}", type: COMPANY, first: 1) { totalCount } }`;
/** As many searches as a document may alias, each for other words: each is a call of its own to the service. */
const aliasedSearches = (prefix: string) =>
  `{ ${Array.from({ length: 25 }, (_, index) => `s${index}: search(text: "${prefix} ${index}", first: 1) { totalCount }`).join(' ')} }`;
const codesOf = (answer: Answer) => (answer.body.errors ?? []).map((error) => error.extensions.code);

describe('per-caller bulkhead', () => {
  it('refuses a caller past its requests in flight with a 429, Retry-After and words in its language; others pass', async () => {
    const business = await businessStandIn(() => 'hold');
    const { gateway } = gatewayOver(business.pool, {
      callerMaximumInFlight: 2,
      callerQueueWaitMs: 300,
      requestDeadlineMs: 3_000,
    });
    const flooder = '198.51.100.10';
    const held = [ask(gateway, search('الف'), flooder), ask(gateway, search('ب'), flooder)];
    // Both are running (held by the service); the third waits its short while, then is refused.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await ask(gateway, search('پ'), flooder);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(refused.elapsedMs).toBeGreaterThanOrEqual(250);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors).toEqual([
      {
        message: protectionMessages.tooManyInFlight(2, 1, 'fa-IR'),
        extensions: expect.objectContaining({
          code: 'TOO_MANY_REQUESTS_IN_FLIGHT',
          retryAfterSeconds: 1,
          maximumInFlight: 2,
        }) as unknown,
      },
    ]);
    expect(refused.body.errors?.[0]?.message).toMatch(persianLetters);
    const english = await ask(gateway, search('ت'), flooder, 'en-US');
    expect(english.status).toBe(429);
    expect(english.body.errors?.[0]?.message).toBe(
      'You already have 2 requests running, the most one caller may have at once. Wait for their answers, then try again in 1 seconds.',
    );
    // Another caller is not refused: its request runs (and is held too, until the deadline).
    const bystander = await ask(gateway, search('ث'), '198.51.100.11');
    expect(bystander.status).toBe(200);
    expect(codesOf(bystander)).toEqual(['DEADLINE_EXCEEDED']);
    // The flooder's held requests end at their deadline, and their places are given back.
    expect((await Promise.all(held)).map(codesOf)).toEqual([['DEADLINE_EXCEEDED'], ['DEADLINE_EXCEEDED']]);
    const again = await ask(gateway, search('ج'), flooder);
    expect(again.status).toBe(200);
    // Counted among the refusals in the gateway's metrics.
    expect(await gateway.metrics.exposition()).toContain(
      'rasad_gateway_refusals_total{reason="TOO_MANY_REQUESTS_IN_FLIGHT"} 2',
    );
    await business.close();
  });
});

describe('per-service bulkhead', () => {
  it('keeps a bystander under the deadline while one caller floods a saturated service', async () => {
    // A saturated service: one call at a time, 100 ms each.
    const business = await businessStandIn(() => 'forward', 100);
    const deadlineMs = 6_000;
    const { gateway } = gatewayOver(business.pool, { requestDeadlineMs: deadlineMs });
    const attacker = '203.0.113.66';
    // Twelve requests of 25 searches each: 300 calls, half a minute of the service's time.
    const flood = Array.from({ length: 12 }, (_, index) =>
      ask(gateway, aliasedSearches(`شرکت ${index}`), attacker),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const bystander = await ask(gateway, search('پتروشیمی'), '198.51.100.20');
    // Its one call waits behind the attacker's share of the service (four calls), not behind its three hundred:
    // answered, well before the deadline.
    expect(codesOf(bystander)).toEqual([]);
    expect(bystander.body.data).toEqual({ search: { totalCount: expect.any(Number) as unknown } });
    expect(bystander.elapsedMs).toBeLessThan(deadlineMs);
    // Nobody waits past the deadline and a margin: the attacker's requests end at theirs, or are refused sooner.
    const flooded = await Promise.all(flood);
    for (const answer of flooded) expect(answer.elapsedMs).toBeLessThan(deadlineMs + 1_500);
    expect(flooded.some((answer) => codesOf(answer).includes('DEADLINE_EXCEEDED'))).toBe(true);
    expect(flooded.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    await business.close();
  });
});

describe('circuits that spare the innocent', () => {
  it('is not opened by 4xx answers nor by calls that their own request gave up at its deadline', async () => {
    let hold = false;
    const business = await businessStandIn(() => (hold ? 'hold' : 'forward'));
    const { gateway, calls } = gatewayOver(business.pool, {
      breakerFailureThreshold: 2,
      breakerCoolDownMs: 60_000,
      requestDeadlineMs: 600,
    });
    const companyName = (id: number) => `{ company(id: "${toGlobalId('Company', id)}") { name } }`;
    // Companies that do not exist, from two callers: the service answers 404, the caller's own mistake.
    for (const address of ['198.51.100.30', '198.51.100.31', '198.51.100.30', '198.51.100.31']) {
      const missing = await ask(gateway, companyName(99_999_999), address);
      expect(codesOf(missing)).toEqual([]);
      expect(missing.body.data).toEqual({ company: null });
    }
    // Calls the service holds past each request's deadline, from two callers: given up, not failed.
    hold = true;
    for (const address of ['198.51.100.31', '198.51.100.32', '198.51.100.31', '198.51.100.32']) {
      const late = await ask(gateway, companyName(1), address);
      expect(codesOf(late)).toEqual(['DEADLINE_EXCEEDED']);
    }
    hold = false;
    calls.splice(0);
    for (const address of ['198.51.100.31', '198.51.100.33']) {
      const after = await ask(gateway, companyName(1), address);
      expect(codesOf(after)).toEqual([]);
    }
    expect(calls.map((call) => call.upstream)).toContain('business');
    await business.close();
  });

  it('refuses a caller whose calls keep failing on its own, while another caller is served', async () => {
    const failing = '198.51.100.40';
    // The service fails only that caller's calls (say, on input of its own that the service cannot take).
    const business = await businessStandIn((incoming) =>
      String(incoming.headers['x-forwarded-for']).includes(failing) ? 'fail' : 'forward',
    );
    const { gateway, calls } = gatewayOver(business.pool, {
      breakerFailureThreshold: 3,
      breakerCoolDownMs: 60_000,
    });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(codesOf(await ask(gateway, search(`خطا ${attempt}`), failing))).toEqual([
        'UPSTREAM_UNAVAILABLE',
      ]);
    // Its own circuit is open: its next call is refused without reaching the service.
    calls.splice(0);
    const refused = await ask(gateway, search('خطا'), failing);
    expect(codesOf(refused)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(refused.body.errors?.[0]?.message).toMatch(persianLetters);
    expect(calls).toEqual([]);
    // Everyone else still reaches the service.
    const bystander = await ask(gateway, search('پتروشیمی'), '198.51.100.41');
    expect(codesOf(bystander)).toEqual([]);
    expect(calls.map((call) => call.upstream)).toEqual(['business']);
    await business.close();
  });

  it('uses a restarted service again within a second of its return', async () => {
    const business = await businessStandIn(() => 'forward');
    const { gateway } = gatewayOver(business.pool, { breakerFailureThreshold: 2 });
    expect(codesOf(await ask(gateway, search('پتروشیمی'), '198.51.100.50'))).toEqual([]);
    await business.stop();
    // Killed: several callers' calls fail, and the circuit shared by everyone opens.
    for (const address of ['198.51.100.51', '198.51.100.52', '198.51.100.53'])
      expect(codesOf(await ask(gateway, search(`قطع ${address}`), address))).toEqual([
        'UPSTREAM_UNAVAILABLE',
      ]);
    // Back half a second later: within a second of that, callers are served again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await business.start();
    const back = performance.now();
    // When the first request that was served was sent (its own time on a loaded machine is not the circuit's).
    let servedSentAt: number | null = null;
    while (servedSentAt === null && performance.now() - back < 5_000) {
      const sentAt = performance.now();
      if (codesOf(await ask(gateway, search('پتروشیمی'), '198.51.100.54')).length === 0)
        servedSentAt = sentAt;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(servedSentAt).not.toBeNull();
    expect(servedSentAt! - back).toBeLessThan(1_000);
    await business.close();
  });
});
