import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  redisInstalled,
  startRedisTestServer,
  type RedisTestServer,
} from '@rasad/services/test/redis-test-server.ts';
import { createGateway } from '../src/create-gateway.ts';
import {
  MemoryStateStore,
  RedisStateStore,
  type SharedStateStore,
} from '../src/shared/state/shared-state-store.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

/** The platform's clock runs this far ahead of the real one, so a token expires without waiting. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

describe.skipIf(!redisInstalled)('state shared in Redis', () => {
  let redis: RedisTestServer;
  let platform: PlatformUnderTest;
  const stores: SharedStateStore[] = [];
  beforeAll(async () => {
    redis = await startRedisTestServer();
    platform = await startPlatformUnderTest({ now, servicesNow: now });
  });
  afterAll(async () => {
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    await Promise.all(stores.map((store) => store.close()));
    await platform?.close();
    redis?.stop();
  });

  async function redisStore(): Promise<RedisStateStore> {
    const store = new RedisStateStore(redis.url);
    stores.push(store);
    // The server was started daemonised: wait until it answers rather than for a time.
    for (;;) {
      try {
        await store.count('ping');
        return store;
      } catch {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  it('two gateways on one Redis enforce one budget', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const [first, second] = await Promise.all([redisStore(), redisStore()]);
    const gateways = [first, second].map((store) =>
      createGateway({
        pools: platform.pools,
        persistedOperations: {},
        now: () => now,
        store,
        logError: () => undefined,
        // This test posts its own documents, as the development switch (ALLOW_AD_HOC_QUERIES) allows.
        protection: { requireClientHeader: false, openQueries: true },
      }),
    );
    // 180 root fields, each an answer's item (a query is charged what its answer held): a batch of six documents
    // of 30 aliases each, as many as a document may have.
    const document = `{ ${Array.from({ length: 30 }, (_, index) => `n${index}: node(id: "none") { id }`).join(' ')} }`;
    const query = Array.from({ length: 6 }, () => ({ query: document }));
    const statuses: number[] = [];
    let spent = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await gateways[attempt % 2]!.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(query),
      });
      statuses.push(response.status);
      if (response.status === 200) spent += Number(response.headers.get('x-query-cost'));
      else await response.body?.cancel();
    }
    // 180 points a request against a visitor's 1,000 with the clock still: five pass across both gateways, not ten.
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(spent).toBe(900);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('two gateways on one Redis refresh an expired token once, and every request gets the same new pair', async () => {
    const gateways = (await Promise.all([redisStore(), redisStore()])).map((store) =>
      createGateway({
        pools: platform.pools,
        persistedOperations: {},
        now,
        store,
        onUpstreamCall: (call) => platform.upstreamCalls.push(call),
        logError: () => undefined,
        // This test posts its own documents, as the development switch (ALLOW_AD_HOC_QUERIES) allows.
        protection: { requireClientHeader: false, openQueries: true },
      }),
    );
    const send = (gateway: (typeof gateways)[number], body: object, cookie?: string) =>
      gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const signedIn = await send(gateways[0]!, {
      query: `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } } }`,
      variables: { input: { userName: '09121000003', password: 'Rasad-Demo-1405' } },
    });
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    const pair = (response: Response) =>
      Object.fromEntries(
        response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0]!.split('='))
          .filter(([name]) => name === 'token' || name === 'refreshToken'),
      ) as Record<'token' | 'refreshToken', string>;
    const old = pair(signedIn);
    clockOffsetMs += 2100;
    platform.resetCalls();

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(
          gateways[index % 2]!,
          { query: '{ viewer { packageType } }' },
          `token=${old.token}; refreshToken=${old.refreshToken}`,
        ),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(bodies.every((body) => body.data?.viewer?.packageType === 'PROFESSIONAL')).toBe(true);
    expect(platform.callCounts()['POST /v2/Account/RefreshToken']).toBe(1);
    const renewed = new Set(responses.map((response) => pair(response).refreshToken));
    expect(renewed.size).toBe(1);
    expect(renewed.has(old.refreshToken)).toBe(false);
  });

  it.each(['memory', 'Redis'])(
    'a refresh token replayed after the grace window: the gateway itself ends the session family, on every gateway sharing the state (%s)',
    async (kind) => {
      const store = kind === 'Redis' ? await redisStore() : new MemoryStateStore(() => now().getTime());
      const gateways = [0, 1].map(() =>
        createGateway({
          pools: platform.pools,
          persistedOperations: {},
          now,
          store,
          onUpstreamCall: (call) => platform.upstreamCalls.push(call),
          logError: () => undefined,
          // A short grace window, so the test need not wait a minute for the replay to count as one.
          refreshGraceMs: 200,
          // This test posts its own documents, as the development switch (ALLOW_AD_HOC_QUERIES) allows.
          protection: { requireClientHeader: false, openQueries: true },
        }),
      );
      const send = (gateway: (typeof gateways)[number], cookie?: string) =>
        gateway.fetch('http://gateway.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ query: '{ viewer { uuid } }' }),
        });
      const pair = (response: Response) =>
        Object.fromEntries(
          response.headers
            .getSetCookie()
            .map((cookie) => cookie.split(';')[0]!.split('='))
            .filter(([name]) => name === 'token' || name === 'refreshToken'),
        ) as Record<'token' | 'refreshToken', string>;
      process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
      const signedIn = await gateways[0]!.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } } }`,
          variables: { input: { userName: '09121000005', password: 'Rasad-Demo-1405' } },
        }),
      });
      delete process.env.ACCESS_TOKEN_TTL_SECONDS;
      const stolen = pair(signedIn);
      clockOffsetMs += 2100;

      // The rightful holder's request refreshes: the old refresh token is now used.
      const rotated = await send(gateways[0]!, `token=${stolen.token}; refreshToken=${stolen.refreshToken}`);
      expect((await rotated.json()).data.viewer.uuid).toBe('00000000-0000-4000-8000-000000000005');
      const rightful = pair(rotated);
      expect(rightful.refreshToken).not.toBe(stolen.refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 300));

      // The copy is presented to the other gateway: a replay, and the session family ends.
      const replay = await send(gateways[1]!, `token=${stolen.token}; refreshToken=${stolen.refreshToken}`);
      const replayBody = await replay.json();
      expect(replayBody.data.viewer).toBeNull();
      expect(replayBody.errors[0].extensions.code).toBe('SESSION_ENDED');
      expect(replay.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);

      // The rightful pair's access token has not expired, yet each gateway refuses it without asking any service.
      for (const gateway of gateways) {
        platform.resetCalls();
        const after = await send(gateway, `token=${rightful.token}; refreshToken=${rightful.refreshToken}`);
        const body = await after.json();
        expect(body.errors[0].extensions.code).toBe('SESSION_ENDED');
        expect(body.data.viewer).toBeNull();
        expect(platform.callCounts()).toEqual({});
      }
    },
  );

  it('keeps counters and buckets the same in memory and in Redis', async () => {
    for (const store of [new MemoryStateStore(() => 0), await redisStore()]) {
      const shape = { capacity: 10, refillPerSecond: 1 };
      expect(await store.takeFromBucket('b', 8, shape, 1_000)).toEqual({ allowed: true, remaining: 2 });
      expect(await store.takeFromBucket('b', 5, shape, 2_000)).toEqual({ allowed: false, remaining: 3 });
      expect(await store.takeFromBucket('b', 5, shape, 4_000)).toEqual({ allowed: true, remaining: 0 });
      // Points given back (a query charged what its answer held), never above the capacity.
      expect(await store.takeFromBucket('b', -4, shape, 4_000)).toEqual({ allowed: true, remaining: 4 });
      expect(await store.takeFromBucket('b', -40, shape, 4_000)).toEqual({ allowed: true, remaining: 10 });
      expect(await store.increment('c', 60_000)).toBe(1);
      expect(await store.increment('c', 60_000)).toBe(2);
      expect(await store.count('c')).toBe(2);
      await store.delete('c');
      expect(await store.count('c')).toBe(0);
      expect(await store.setIfAbsent('v', 'first', 60_000)).toBe(true);
      expect(await store.setIfAbsent('v', 'second', 60_000)).toBe(false);
      expect(await store.get('v')).toBe('first');
      await store.set('v', 'third', 60_000);
      expect(await store.get('v')).toBe('third');
      await store.delete('v');
      expect(await store.get('v')).toBeNull();
    }
  });
});
