import { desc, eq, sum } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { coupons, creditLogs, discountCodes } from '../courses-tables.ts';
import { discountCodeTerms, newDiscountCode } from './discount-code-generator.ts';

/** The SQL of a learner's personal discount code, credit ledger and coupons. */
export function creditRepository(db: Database) {
  return {
    /** The learner's code, made on first request; two first requests at once still end with one code. */
    async discountCodeOf(userId: string, now: Date) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [existing] = await db.select().from(discountCodes).where(eq(discountCodes.userId, userId));
        if (existing) return existing;
        // A clash with someone else's code (or a parallel first request) inserts nothing; look again.
        await db
          .insert(discountCodes)
          .values({ userId, code: newDiscountCode(), ...discountCodeTerms, createdAt: now })
          .onConflictDoNothing();
      }
      throw new Error('no free discount code after five attempts');
    },

    /** The credit available now: the sum of the ledger. */
    async balance(userId: string): Promise<number> {
      const [balance] = await db
        .select({ value: sum(creditLogs.amountRials) })
        .from(creditLogs)
        .where(eq(creditLogs.userId, userId));
      return Number(balance?.value ?? 0);
    },

    creditLogs: (userId: string) =>
      db
        .select()
        .from(creditLogs)
        .where(eq(creditLogs.userId, userId))
        .orderBy(desc(creditLogs.createdAt), desc(creditLogs.id)),

    coupons: (userId: string) =>
      db
        .select()
        .from(coupons)
        .where(eq(coupons.userId, userId))
        .orderBy(desc(coupons.createdAt), desc(coupons.id)),
  };
}
