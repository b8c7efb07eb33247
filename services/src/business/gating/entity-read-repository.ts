import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { EntityReadKind } from '../business-fixed-sets.ts';
import { entityReadCounters, entityReads } from './gating-tables.ts';

/** One reader's reads of one kind of entity page on one Tehran day. */
export interface EntityReadKey {
  reader: string;
  day: string;
  kind: EntityReadKind;
}

interface PendingClaim {
  key: EntityReadKey;
  entityId: number;
  limit: number;
  resolve: (allowed: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Claims waiting for a statement, per database: those that arrive in the same turn of the event loop, or while a
 * claim statement runs, go together in one. A statement's own cost is most of a claim's (on PGlite 0.34 ms a claim one
 * by one, 0.04 ms sixteen at a time), and a crowd opening company pages sends many at once.
 */
const claimQueues = new WeakMap<Database, { pending: PendingClaim[]; sending: boolean }>();
const claimsPerStatement = 100;

async function claimAlone(db: Database, claim: PendingClaim): Promise<boolean> {
  const { key, entityId, limit } = claim;
  const { rows } = await db.execute<{ allowed: boolean }>(
    sql`SELECT business.claim_entity_read(${key.reader}, ${key.day}, ${key.kind}, ${entityId}, ${limit}) AS allowed`,
  );
  return rows[0]?.allowed === true;
}

/** The claims in one statement, each through the same function in turn (the rows' order), as if sent one by one. */
async function claimTogether(db: Database, claims: readonly PendingClaim[]): Promise<boolean[]> {
  const rows = JSON.stringify(
    claims.map((claim, ordinal) => ({
      ordinal,
      reader: claim.key.reader,
      day: claim.key.day,
      kind: claim.key.kind,
      entity: claim.entityId,
      quota: claim.limit,
    })),
  );
  const { rows: outcomes } = await db.execute<{ ordinal: number; allowed: boolean }>(
    sql`SELECT claim.ordinal, business.claim_entity_read(claim.reader, claim.day, claim.kind, claim.entity, claim.quota) AS allowed
        FROM jsonb_to_recordset(${rows}::jsonb)
          AS claim(ordinal integer, reader varchar, day varchar, kind varchar, entity integer, quota integer)`,
  );
  const allowed = claims.map(() => false);
  for (const outcome of outcomes) allowed[Number(outcome.ordinal)] = outcome.allowed === true;
  return allowed;
}

const counterOrder = (a: PendingClaim, b: PendingClaim) =>
  a.key.reader.localeCompare(b.key.reader) ||
  a.key.day.localeCompare(b.key.day) ||
  a.key.kind.localeCompare(b.key.kind);

async function sendClaims(db: Database, queue: { pending: PendingClaim[]; sending: boolean }) {
  while (queue.pending.length > 0) {
    // Counters locked in one order by every statement, so two on a PostgreSQL server cannot deadlock.
    const batch = queue.pending.splice(0, claimsPerStatement).sort(counterOrder);
    try {
      const allowed = batch.length === 1 ? [await claimAlone(db, batch[0]!)] : await claimTogether(db, batch);
      batch.forEach((claim, index) => claim.resolve(allowed[index]!));
    } catch {
      // A statement is one transaction: a claim that fails undoes the others. Each is tried alone, so only it fails.
      for (const claim of batch) await claimAlone(db, claim).then(claim.resolve, claim.reject);
    }
  }
  queue.sending = false;
}

/** The SQL of the daily entity-page quotas. */
export function entityReadRepository(db: Database) {
  return {
    /**
     * Records a read of the entity and raises the day's counter, only while the counter is under the limit, in one
     * statement's transaction (`business.claim_entity_read`, migration 0010), so concurrent reads can never pass it.
     * A page already recorded that day is free. Whether the read may go on.
     */
    claim(key: EntityReadKey, entityId: number, limit: number): Promise<boolean> {
      let queue = claimQueues.get(db);
      if (!queue) {
        queue = { pending: [], sending: false };
        claimQueues.set(db, queue);
      }
      const claimed = new Promise<boolean>((resolve, reject) =>
        queue.pending.push({ key, entityId, limit, resolve, reject }),
      );
      if (!queue.sending) {
        queue.sending = true;
        // After the requests that came in with this one have reached here too: PGlite runs a statement without
        // yielding, so claims can only gather before it starts.
        setImmediate(() => void sendClaims(db, queue));
      }
      return claimed;
    },

    /** Drops the reads and counters of days before `day`. */
    async purgeBefore(day: string) {
      await db.delete(entityReads).where(lt(entityReads.day, day));
      await db.delete(entityReadCounters).where(lt(entityReadCounters.day, day));
    },
  };
}
