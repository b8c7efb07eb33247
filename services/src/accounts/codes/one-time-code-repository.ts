import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';
import { and, count, desc, eq, gt, inArray, isNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { oneTimeCodes } from '../accounts-tables.ts';
import { lockUntilTransactionEnds } from '../../shared/database/transaction-lock.ts';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** The SQL of one-time codes. */
export function oneTimeCodeRepository(db: Database) {
  return {
    /** When the newest code of this purpose was asked for this user name from this address. */
    async latestRequestedAt(userName: string, purpose: CodePurpose, ip: string): Promise<Date | null> {
      const [latest] = await db
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userName, userName),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.requestedByIp, ip),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return latest?.createdAt ?? null;
    },

    /** Codes asked since `since`: for the user name (all, and from this address) and from this address. */
    async requestCountsSince(
      userName: string,
      ip: string,
      since: Date,
    ): Promise<{ forUser: number; forUserFromAddress: number; fromAddress: number }> {
      const [byUser] = await db
        .select({
          all: count(),
          fromAddress: count(sql`case when ${oneTimeCodes.requestedByIp} = ${ip} then 1 end`),
        })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userName, userName), gt(oneTimeCodes.createdAt, since)));
      const [byIp] = await db
        .select({ value: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.requestedByIp, ip), gt(oneTimeCodes.createdAt, since)));
      return {
        forUser: byUser?.all ?? 0,
        forUserFromAddress: byUser?.fromAddress ?? 0,
        fromAddress: byIp?.value ?? 0,
      };
    },

    /**
     * The other user names this address (or this device) asked sign-up codes for since then: how many, and when
     * the earliest of them was first asked for (when the first of them stops counting).
     */
    async signUpNamesSince(
      from: { ip: string } | { device: string },
      userName: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const rows = await db
        .select({ first: min(oneTimeCodes.createdAt) })
        .from(oneTimeCodes)
        .where(
          and(
            'ip' in from
              ? eq(oneTimeCodes.requestedByIp, from.ip)
              : eq(oneTimeCodes.requestedByDevice, from.device),
            eq(oneTimeCodes.purpose, 'signUp'),
            ne(oneTimeCodes.userName, userName),
            gt(oneTimeCodes.createdAt, since),
          ),
        )
        .groupBy(oneTimeCodes.userName);
      const firsts = rows.flatMap((row) => (row.first ? [new Date(row.first)] : []));
      return {
        count: rows.length,
        oldest: firsts.length === 0 ? null : new Date(Math.min(...firsts.map((first) => first.getTime()))),
      };
    },

    /** Serialises one device's sign-up code requests until the transaction ends. */
    async lockSignUpDevice(device: string): Promise<void> {
      await lockUntilTransactionEnds(db, `sign-up-device:${device}`);
    },

    /** Serialises one address's sign-up code requests until the transaction ends. */
    async lockSignUpAddress(ip: string): Promise<void> {
      await lockUntilTransactionEnds(db, `sign-up-address:${ip}`);
    },

    /** Serialises one user name's code requests until the transaction ends (PGlite and PostgreSQL alike). */
    async lockUserName(userName: string): Promise<void> {
      await lockUntilTransactionEnds(db, `one-time-code:${userName}`);
    },

    async insert(code: typeof oneTimeCodes.$inferInsert): Promise<void> {
      await db.insert(oneTimeCodes).values(code);
    },

    /** The newest code asked for a user name, whatever its purpose. */
    async latestOf(userName: string) {
      const [latest] = await db
        .select({ purpose: oneTimeCodes.purpose, pendingPasswordHash: oneTimeCodes.pendingPasswordHash })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.userName, userName))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return latest ?? null;
    },

    /** The newest unused code of one of the purposes. */
    async latestUnused(userName: string, purposes: CodePurpose[]): Promise<OneTimeCodeRow | null> {
      const [latest] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userName, userName),
            inArray(oneTimeCodes.purpose, purposes),
            isNull(oneTimeCodes.usedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return latest ?? null;
    },

    /**
     * Counts a wrong guess in the database (so parallel guesses cannot slip past the limit), unless the
     * code already has `maxFailedAttempts`; the count after it, or null when it was not counted.
     */
    async countFailedAttempt(id: number, maxFailedAttempts: number): Promise<number | null> {
      const [counted] = await db
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.failedAttempts, maxFailedAttempts)))
        .returning({ failedAttempts: oneTimeCodes.failedAttempts });
      return counted?.failedAttempts ?? null;
    },

    /** Uses the code up; false when another request used it first. */
    async markUsed(id: number, now: Date): Promise<boolean> {
      const [used] = await db
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id });
      return used !== undefined;
    },
  };
}
