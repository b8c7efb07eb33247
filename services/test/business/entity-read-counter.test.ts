import { execFileSync } from 'node:child_process';
import { entitlements } from '@rasad/contracts/entitlements.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisInstalled, startRedisTestServer, type RedisTestServer } from '../redis-test-server.ts';
import {
  batchedEntityReadCounter,
  redisEntityReadCounter,
  unconfirmedReadsPerReader,
  type EntityReadClaim,
} from '../../src/business/gating/entity-read-counter.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { createTestDatabase } from '../test-database.ts';

const quota = entitlements.visitor.companyPagesPerDay ?? 0;
const day = '2026-03-10';
const claimOf = (reader: string, entityId: number): EntityReadClaim => ({
  reader,
  day,
  kind: 'company',
  entityId,
  limit: quota,
  secondsLeft: 3600,
});

describe('the daily count without Redis: memory first, the database in batches behind it', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('seeded');
  });
  afterAll(() => database.close());

  async function countedInDatabase(reader: string): Promise<number> {
    const { rows } = await database.db.execute<{ reads: number }>(
      `SELECT reads FROM business.entity_read_counters WHERE reader = '${reader}' AND day = '${day}' AND kind = 'company'`,
    );
    return Number(rows[0]?.reads ?? 0);
  }

  it('answers from memory and sends the reads of many readers to the database in one statement', async () => {
    const counter = batchedEntityReadCounter(database.db);
    const execute = vi.spyOn(database.db, 'execute');
    try {
      const readers = Array.from({ length: 12 }, (_, index) => `address:198.51.100.${index + 1}`);
      const outcomes = await Promise.all(
        readers.flatMap((reader) =>
          Array.from({ length: quota + 2 }, (_, page) => counter.claim(claimOf(reader, page + 1))),
        ),
      );
      // Every reader gets exactly the quota, and a repeat is free, before the database has been told anything.
      expect(outcomes.filter(Boolean)).toHaveLength(readers.length * quota);
      expect(await counter.claim(claimOf(readers[0]!, 1))).toBe(true);
      await counter.settled();
      const statements = execute.mock.calls.filter(([query]) =>
        JSON.stringify(query).includes('claim_entity_read'),
      ).length;
      expect(statements).toBe(1);
      for (const reader of readers) expect(await countedInDatabase(reader)).toBe(quota);
    } finally {
      execute.mockRestore();
    }
  });

  it('lets a reader whose quota another process spent read at most a handful more, then refuses', async () => {
    const reader = 'address:198.51.100.200';
    const first = batchedEntityReadCounter(database.db);
    for (let page = 1; page <= quota; page++) expect(await first.claim(claimOf(reader, page))).toBe(true);
    await first.settled();
    // A second process over the same database (or this one after a restart) knows nothing of those reads.
    const second = batchedEntityReadCounter(database.db);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, page) => second.claim(claimOf(reader, 100 + page))),
    );
    const pastQuota = outcomes.filter(Boolean).length;
    expect(pastQuota).toBeGreaterThan(0);
    expect(pastQuota).toBeLessThanOrEqual(unconfirmedReadsPerReader);
    await second.settled();
    // From then on it asks the database: new pages are refused, pages read before stay free.
    expect(await second.claim(claimOf(reader, 500))).toBe(false);
    expect(await second.claim(claimOf(reader, 1))).toBe(true);
    expect(await countedInDatabase(reader)).toBe(quota);
  });
});

describe.skipIf(!redisInstalled)('the daily count in Redis (REDIS_URL)', () => {
  let redis: RedisTestServer;
  beforeAll(async () => {
    redis = await startRedisTestServer();
  });
  afterAll(() => {
    redis?.stop();
  });

  it('holds a reader to the quota exactly across two service instances, repeats free, the count expiring', async () => {
    const url = redis.url;
    const [one, two] = [redisEntityReadCounter(url), redisEntityReadCounter(url)];
    try {
      const reader = 'address:198.51.100.77';
      // Each instance asked for twenty pages at once, the same pages on both.
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          (index % 2 === 0 ? one : two).claim(claimOf(reader, 1 + Math.floor(index / 2))),
        ),
      );
      const allowedPages = new Set(
        outcomes.flatMap((allowed, index) => (allowed ? [1 + Math.floor(index / 2)] : [])),
      );
      expect(allowedPages.size).toBe(quota);
      for (const page of allowedPages) {
        expect(await one.claim(claimOf(reader, page))).toBe(true);
        expect(await two.claim(claimOf(reader, page))).toBe(true);
      }
      expect(await two.claim(claimOf(reader, 99))).toBe(false);
      const ttl = Number(
        execFileSync('redis-cli', [
          '-p',
          String(redis.port),
          'TTL',
          `rasad:entity-reads:${day}:company:${reader}`,
        ])
          .toString()
          .trim(),
      );
      expect(ttl).toBeGreaterThan(24 * 3600);
      expect(ttl).toBeLessThanOrEqual(24 * 3600 + 3600);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
