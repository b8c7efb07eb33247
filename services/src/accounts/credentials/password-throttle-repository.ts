import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { signInThrottles, type ThrottleScope } from '../accounts-tables.ts';

export type ThrottleRow = typeof signInThrottles.$inferSelect;

export interface ThrottleKey {
  scope: ThrottleScope;
  subject: string;
}

/** A count as it stands after an attempt. */
export interface ThrottleCount extends ThrottleKey {
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date | null;
}

const byKey = (key: ThrottleKey) =>
  and(eq(signInThrottles.scope, key.scope), eq(signInThrottles.subject, key.subject));

/** The SQL of the password sign-in counts. */
export function passwordThrottleRepository(db: Database) {
  return {
    /**
     * In one transaction: makes sure both counts exist, locks them in one order (ACCOUNT before ADDRESS, so
     * two attempts never wait on each other in a circle), lets `decide` read them, and writes the counts it
     * returns.
     */
    async countAttempt<Result>(
      keys: ThrottleKey[],
      now: Date,
      decide: (rows: ThrottleRow[]) => { result: Result; counts: ThrottleCount[] },
    ): Promise<Result> {
      return db.transaction(async (transaction) => {
        await transaction
          .insert(signInThrottles)
          .values(keys.map((key) => ({ ...key, failures: 0, lastFailureAt: now })))
          .onConflictDoNothing();
        const rows = await transaction
          .select()
          .from(signInThrottles)
          .where(or(...keys.map(byKey)))
          .orderBy(asc(signInThrottles.scope))
          .for('update');
        const { result, counts } = decide(rows);
        for (const { scope, subject, ...count } of counts) {
          await transaction.update(signInThrottles).set(count).where(byKey({ scope, subject }));
        }
        return result;
      });
    },

    /**
     * In one transaction: forgets the user name's count, and gives each address count back the failure an
     * attempt was counted as; `restore` says from the count as it stands now what it becomes (another
     * attempt may have counted since).
     */
    async takeBack<Counted extends ThrottleKey>(
      counted: Counted[],
      restore: (key: Counted, current: ThrottleRow) => Partial<Omit<ThrottleCount, keyof ThrottleKey>>,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        for (const key of counted) {
          if (key.scope === 'ACCOUNT') {
            await transaction.delete(signInThrottles).where(byKey(key));
            continue;
          }
          const [current] = await transaction.select().from(signInThrottles).where(byKey(key)).for('update');
          if (!current) continue;
          await transaction.update(signInThrottles).set(restore(key, current)).where(byKey(key));
        }
      });
    },

    async forget(key: ThrottleKey): Promise<void> {
      await db.delete(signInThrottles).where(byKey(key));
    },

    /** Drops the counts whose last failure was before the cutoff. */
    async forgetQuietSince(cutoff: Date): Promise<void> {
      await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, cutoff));
    },
  };
}
