import { execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/create-gateway.ts';
import {
  MemoryStateStore,
  RedisStateStore,
  type SharedStateStore,
} from '../src/shared/state/shared-state-store.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisInstalled && process.env.CI)
  throw new Error('redis-server is required in CI (the Debian package redis-server)');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!redisInstalled)('state shared in Redis', () => {
  let port = 0;
  let platform: PlatformUnderTest;
  const stores: SharedStateStore[] = [];
  beforeAll(async () => {
    port = await freePort();
    execFileSync('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
    ]);
    platform = await startPlatformUnderTest();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await platform?.close();
    spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
  });

  async function redisStore(): Promise<RedisStateStore> {
    const store = new RedisStateStore(`redis://127.0.0.1:${port}`);
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
        protection: { requireClientHeader: false },
      }),
    );
    const query = `{ ${Array.from({ length: 9 }, (_, index) => `s${index}: search(text: "شرکت", first: 20) { totalCount }`).join(' ')} }`;
    const statuses: number[] = [];
    let spent = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await gateways[attempt % 2]!.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      statuses.push(response.status);
      if (response.status === 200) spent += Number(response.headers.get('x-query-cost'));
      else await response.body?.cancel();
    }
    // 9 × 20 = 180 points a request against a visitor's 1,000 with the clock still: five pass across both gateways, not ten.
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(spent).toBe(900);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('keeps counters and buckets the same in memory and in Redis', async () => {
    for (const store of [new MemoryStateStore(() => 0), await redisStore()]) {
      const shape = { capacity: 10, refillPerSecond: 1 };
      expect(await store.takeFromBucket('b', 8, shape, 1_000)).toEqual({ allowed: true, remaining: 2 });
      expect(await store.takeFromBucket('b', 5, shape, 2_000)).toEqual({ allowed: false, remaining: 3 });
      expect(await store.takeFromBucket('b', 5, shape, 4_000)).toEqual({ allowed: true, remaining: 0 });
      expect(await store.increment('c', 60_000)).toBe(1);
      expect(await store.increment('c', 60_000)).toBe(2);
      expect(await store.count('c')).toBe(2);
      await store.delete('c');
      expect(await store.count('c')).toBe(0);
    }
  });
});
