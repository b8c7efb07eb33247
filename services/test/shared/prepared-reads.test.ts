import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/shared/database/open-database.ts';
import { preparedReads } from '../../src/shared/database/prepared-reads.ts';

// The store only keys by the database object; no query is made.
const database = () => ({}) as Database;

describe('preparedReads', () => {
  it('serves an answer until its age passes, per database', () => {
    const reads = preparedReads<string>({ maxAgeMs: 10_000, maximumEntries: 10 });
    const [first, second] = [database(), database()];
    reads.remember(first, 1, 'a', 'answer', 0, reads.readsBegin(first));
    expect(reads.get(first, 'a', 9_999)).toBe('answer');
    expect(reads.get(second, 'a', 1)).toBeUndefined();
    expect(reads.get(first, 'a', 10_000)).toBeUndefined();
  });

  it('forgets every answer about a subject, and keeps none whose reads began before a forget', () => {
    const reads = preparedReads<string>({ maxAgeMs: 10_000, maximumEntries: 10 });
    const db = database();
    reads.remember(db, 1, '1 fa-IR', 'one', 0, reads.readsBegin(db));
    reads.remember(db, 1, '1 en-US', 'one', 0, reads.readsBegin(db));
    reads.remember(db, 2, '2 fa-IR', 'two', 0, reads.readsBegin(db));
    const slowReadBegan = reads.readsBegin(db);
    reads.forget(db, 1);
    expect(reads.get(db, '1 fa-IR', 1)).toBeUndefined();
    expect(reads.get(db, '1 en-US', 1)).toBeUndefined();
    expect(reads.get(db, '2 fa-IR', 1)).toBe('two');
    // A page read before the write finished after it: it may hold what the write changed.
    reads.remember(db, 1, '1 fa-IR', 'stale', 1, slowReadBegan);
    expect(reads.get(db, '1 fa-IR', 2)).toBeUndefined();
    reads.remember(db, 1, '1 fa-IR', 'fresh', 2, reads.readsBegin(db));
    expect(reads.get(db, '1 fa-IR', 3)).toBe('fresh');
  });

  it('prepares an answer once, keeps no null, and keeps none a forget overtook while it read', async () => {
    const reads = preparedReads<string>({ maxAgeMs: 10_000, maximumEntries: 10 });
    const db = database();
    let readCount = 0;
    const read = (answer: string | null) => async () => {
      readCount += 1;
      return answer;
    };
    expect(await reads.prepare(db, 1, 'a', 0, read('one'))).toBe('one');
    expect(await reads.prepare(db, 1, 'a', 1, read('other'))).toBe('one');
    expect(readCount).toBe(1);
    expect(await reads.prepare(db, 2, 'missing', 1, read(null))).toBeNull();
    expect(await reads.prepare(db, 2, 'missing', 2, read(null))).toBeNull();
    expect(readCount).toBe(3);
    const overtaken = await reads.prepare(db, 3, 'b', 2, async () => {
      reads.forget(db, 3);
      return 'read before the write ended';
    });
    expect(overtaken).toBe('read before the write ended');
    expect(reads.get(db, 'b', 3)).toBeUndefined();
  });

  it('starts again empty past its size, so varied keys cannot grow it', () => {
    const reads = preparedReads<number>({ maxAgeMs: 10_000, maximumEntries: 3 });
    const db = database();
    for (let key = 0; key < 4; key++) reads.remember(db, key, String(key), key, 0, reads.readsBegin(db));
    expect([0, 1, 2, 3].map((key) => reads.get(db, String(key), 1))).toEqual([
      undefined,
      undefined,
      undefined,
      3,
    ]);
  });
});
