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

/** The SQL of the daily entity-page quotas. */
export function entityReadRepository(db: Database) {
  return {
    /**
     * Records a read of the entity and raises the day's counter, only while the counter is under the limit, in one
     * statement's transaction (`business.claim_entity_read`, migration 0010), so concurrent reads can never pass it.
     * A page already recorded that day is free. Whether the read may go on.
     */
    async claim(key: EntityReadKey, entityId: number, limit: number): Promise<boolean> {
      const { rows } = await db.execute<{ allowed: boolean }>(
        sql`SELECT business.claim_entity_read(${key.reader}, ${key.day}, ${key.kind}, ${entityId}, ${limit}) AS allowed`,
      );
      return rows[0]?.allowed === true;
    },

    /** Drops the reads and counters of days before `day`. */
    async purgeBefore(day: string) {
      await db.delete(entityReads).where(lt(entityReads.day, day));
      await db.delete(entityReadCounters).where(lt(entityReadCounters.day, day));
    },
  };
}
