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

class QuotaSpent extends Error {}

/** The SQL of the daily entity-page quotas. */
export function entityReadRepository(db: Database) {
  return {
    /**
     * Records a read of the entity and raises the day's counter in one transaction, only while the
     * counter is under the limit, so concurrent reads can never pass it. A page already recorded that
     * day is free. Whether the read may go on.
     */
    async claim(key: EntityReadKey, entityId: number, limit: number): Promise<boolean> {
      try {
        await db.transaction(async (transaction) => {
          const recorded = await transaction
            .insert(entityReads)
            .values({ ...key, entityId })
            .onConflictDoNothing()
            .returning({ entityId: entityReads.entityId });
          if (recorded.length === 0) return;
          if (limit <= 0) throw new QuotaSpent();
          const raised = await transaction
            .insert(entityReadCounters)
            .values({ ...key, reads: 1 })
            .onConflictDoUpdate({
              target: [entityReadCounters.reader, entityReadCounters.day, entityReadCounters.kind],
              set: { reads: sql`${entityReadCounters.reads} + 1` },
              setWhere: lt(entityReadCounters.reads, limit),
            })
            .returning({ reads: entityReadCounters.reads });
          if (raised.length === 0) throw new QuotaSpent();
        });
      } catch (error) {
        if (error instanceof QuotaSpent) return false;
        throw error;
      }
      return true;
    },

    /** Drops the reads and counters of days before `day`. */
    async purgeBefore(day: string) {
      await db.delete(entityReads).where(lt(entityReads.day, day));
      await db.delete(entityReadCounters).where(lt(entityReadCounters.day, day));
    },
  };
}
