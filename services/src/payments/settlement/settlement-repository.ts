import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { BankSettings } from '../merchants/bank-settings.ts';
import { payments } from '../payments-tables.ts';

/** The SQL of the bank's own clock. */
export function settlementRepository(db: Database) {
  return {
    /**
     * A token nobody paid in time expires, and a paid payment the merchant did not verify within the
     * window goes back to the payer. Run on a timer and before every read, so an answer never shows a
     * state the clock has already ended.
     */
    async settleOverdue(settings: BankSettings, now: Date): Promise<{ expired: number; reversed: number }> {
      const expired = await db
        .update(payments)
        .set({ status: 'EXPIRED' })
        .where(and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, now)))
        .returning({ token: payments.token });
      const reversed = await db
        .update(payments)
        .set({ status: 'REVERSED', reversedAt: now, reverseReason: 'VERIFY_WINDOW' })
        .where(
          and(
            eq(payments.status, 'PAID'),
            lte(payments.paidAt, new Date(now.getTime() - settings.verifyWindowMs)),
          ),
        )
        .returning({ token: payments.token });
      return { expired: expired.length, reversed: reversed.length };
    },
  };
}
