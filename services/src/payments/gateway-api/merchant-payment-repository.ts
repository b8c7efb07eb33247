import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { payments } from '../payments-tables.ts';

export type NewPayment = typeof payments.$inferInsert;

/** The SQL of the merchant's calls: a payment request, its inquiry, verify and reverse. */
export function merchantPaymentRepository(db: Database) {
  return {
    async create(payment: NewPayment): Promise<void> {
      await db.insert(payments).values(payment);
    },

    /** One of this merchant's payments; another merchant's token is not found. */
    async ofMerchant(merchantId: string, token: string) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.token, token), eq(payments.merchantId, merchantId)));
      return payment ?? null;
    },

    async byToken(token: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.token, token));
      return payment ?? null;
    },

    /** Settles a PAID payment; null when it is no longer PAID (another verify, or the window's reversal, won). */
    async markVerified(token: string, at: Date) {
      const [verified] = await db
        .update(payments)
        .set({ status: 'VERIFIED', verifiedAt: at })
        .where(and(eq(payments.token, token), eq(payments.status, 'PAID')))
        .returning();
      return verified ?? null;
    },

    /** Gives a PAID or VERIFIED payment's money back at the merchant's request; null when it is neither. */
    async markReversedByMerchant(token: string, at: Date) {
      const [reversed] = await db
        .update(payments)
        .set({ status: 'REVERSED', reversedAt: at, reverseReason: 'MERCHANT' })
        .where(and(eq(payments.token, token), inArray(payments.status, ['PAID', 'VERIFIED'])))
        .returning();
      return reversed ?? null;
    },
  };
}
