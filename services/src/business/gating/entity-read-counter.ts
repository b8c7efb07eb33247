import { Redis } from 'ioredis';
import type { Database } from '../../shared/database/open-database.ts';
import type { EntityReadKind } from '../business-fixed-sets.ts';
import { entityReadRepository } from './entity-read-repository.ts';

/** One read of one entity page, to be counted against its reader's quota for a Tehran day. */
export interface EntityReadClaim {
  reader: string;
  day: string;
  kind: EntityReadKind;
  entityId: number;
  limit: number;
  /** Seconds until the Tehran day ends (a Redis count expires a day after). */
  secondsLeft: number;
}

/**
 * Where the daily entity-page counts live. `claim` says whether a read may go on: a page already read that day is
 * free, a new one is counted while the reader is under the limit. `settled` waits until every claim made so far has
 * reached the store (tests, and a graceful close).
 */
export interface EntityReadCounter {
  claim(claim: EntityReadClaim): Promise<boolean>;
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How many of one reader's reads a process lets on before the database has counted them. It is the bound on reading
 * past a quota: each process serving one database without Redis lets a reader read at most this many pages more
 * than its quota (after a restart, or while another process over the same database counts the same reader).
 */
export const unconfirmedReadsPerReader = 5;
/**
 * How long counted reads gather before they go to the database together: one statement (one transaction, one write
 * to PGlite's folder) for all of them instead of one each. A reader's read past `unconfirmedReadsPerReader` waits at
 * most this long, plus the statement.
 */
const flushDelayMs = 10;
/** Readers a process keeps in memory per Tehran day before it forgets them (the database still knows them). */
const maximumReaders = 200_000;

interface ReaderCount {
  /** Pages this process let the reader read today (those the database refused are taken out again). */
  entities: Set<number>;
  /** Of those, how many the database has not yet answered for. */
  unconfirmed: number;
  /** The database refused one: the reader's quota is spent elsewhere (another process, or before a restart). */
  spent: boolean;
  /** Claims waiting for a confirmation before they may go on. */
  waiting: (() => void)[];
}

/**
 * The counter without Redis: this process's memory answers at once and the database (PGlite or a PostgreSQL server)
 * is told in batches behind it (`entityReadRepository`'s claim statements), so a company page does not wait on a
 * transaction. A reader's first `unconfirmedReadsPerReader` new pages are let through before the database has
 * answered for them; the next waits for its answer. When the database refuses one (the quota was spent by another
 * process or before a restart) the reader is marked spent, and from then on every new page asks the database first.
 */
export function batchedEntityReadCounter(
  db: Database,
  options: { unconfirmedReadsPerReader?: number } = {},
): EntityReadCounter {
  const inFlightPerReader = options.unconfirmedReadsPerReader ?? unconfirmedReadsPerReader;
  const repository = entityReadRepository(db);
  let today = '';
  let readers = new Map<string, ReaderCount>();
  const inFlight = new Set<Promise<unknown>>();
  let gathered: (() => void)[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  /** Sends every gathered claim in the same turn, so the repository puts them in one statement. */
  const flush = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const sending = gathered;
    gathered = [];
    for (const send of sending) send();
  };

  const countOf = (claim: EntityReadClaim): ReaderCount => {
    if (claim.day !== today || readers.size >= maximumReaders) {
      today = claim.day;
      readers = new Map();
    }
    const key = `${claim.reader}\n${claim.kind}`;
    let count = readers.get(key);
    if (!count) {
      count = { entities: new Set(), unconfirmed: 0, spent: false, waiting: [] };
      readers.set(key, count);
    }
    return count;
  };

  const track = <Value>(promise: Promise<Value>): Promise<Value> => {
    inFlight.add(promise);
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };

  const sendBehind = (count: ReaderCount, claim: EntityReadClaim) => {
    count.unconfirmed++;
    const sent = new Promise<void>((resolve) => gathered.push(resolve));
    flushTimer ??= setTimeout(flush, flushDelayMs);
    void track(
      sent
        .then(() =>
          repository.claim(
            { reader: claim.reader, day: claim.day, kind: claim.kind },
            claim.entityId,
            claim.limit,
          ),
        )
        .then(
          (allowed) => {
            if (allowed) return;
            count.entities.delete(claim.entityId);
            count.spent = true;
          },
          () => {
            // Not counted: the next new page of this reader asks the database itself, which reports its failure.
            count.entities.delete(claim.entityId);
            count.spent = true;
          },
        )
        .finally(() => {
          count.unconfirmed--;
          for (const wake of count.waiting.splice(0)) wake();
        }),
    );
  };

  return {
    async claim(claim) {
      for (;;) {
        const count = countOf(claim);
        if (count.entities.has(claim.entityId)) return true;
        if (count.spent) {
          // The database knows more than this process: it answers before the read.
          const allowed = await track(
            repository.claim(
              { reader: claim.reader, day: claim.day, kind: claim.kind },
              claim.entityId,
              claim.limit,
            ),
          );
          if (allowed) count.entities.add(claim.entityId);
          return allowed;
        }
        if (count.entities.size >= claim.limit) return false;
        if (count.unconfirmed < inFlightPerReader) {
          count.entities.add(claim.entityId);
          sendBehind(count, claim);
          return true;
        }
        await new Promise<void>((resolve) => count.waiting.push(resolve));
      }
    },
    async settled() {
      flush();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await this.settled();
    },
  };
}

/**
 * One atomic step in Redis per new page: a page in the reader's set for the day is free; otherwise it is added while
 * the set holds fewer than the limit. The set expires a day after the Tehran day ends.
 */
const claimScript = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
`;

/**
 * The counter with Redis (REDIS_URL): every instance of the service counts in the same sets, so the quota is exact
 * across machines, one Redis round trip per new page (pipelined with the other claims in flight) and none for a page
 * this process already saw counted today.
 */
export function redisEntityReadCounter(redisUrl: string): EntityReadCounter {
  const redis = new Redis(redisUrl, { enableAutoPipelining: true, maxRetriesPerRequest: 2 });
  redis.defineCommand('rasadClaimEntityRead', { numberOfKeys: 1, lua: claimScript });
  const claimInRedis = (key: string, entityId: number, limit: number, expirySeconds: number) =>
    (
      redis as unknown as {
        rasadClaimEntityRead(key: string, entity: number, limit: number, expiry: number): Promise<number>;
      }
    ).rasadClaimEntityRead(key, entityId, limit, expirySeconds);
  let today = '';
  let counted = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  return {
    async claim(claim) {
      if (claim.day !== today || counted.size >= maximumReaders) {
        today = claim.day;
        counted = new Set();
      }
      const read = `${claim.reader}\n${claim.kind}\n${claim.entityId}`;
      if (counted.has(read)) return true;
      const pending = claimInRedis(
        `rasad:entity-reads:${claim.day}:${claim.kind}:${claim.reader}`,
        claim.entityId,
        claim.limit,
        claim.secondsLeft + 24 * 60 * 60,
      );
      inFlight.add(pending);
      try {
        const allowed = (await pending) === 1;
        if (allowed) counted.add(read);
        return allowed;
      } finally {
        inFlight.delete(pending);
      }
    },
    async settled() {
      await Promise.allSettled([...inFlight]);
    },
    async close() {
      await this.settled();
      redis.disconnect();
    },
  };
}

/** The counter a business service process uses: in Redis when REDIS_URL is set, else its memory over its database. */
export function entityReadCounterFromEnvironment(
  db: Database,
  env: NodeJS.ProcessEnv = process.env,
): EntityReadCounter {
  return env.REDIS_URL ? redisEntityReadCounter(env.REDIS_URL) : batchedEntityReadCounter(db);
}
