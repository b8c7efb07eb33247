import { and, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { payments } from '../payments-tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What the bank hands back once the card is charged. */
export interface PaymentReceipt {
  referenceNumber: string;
  traceNumber: string;
  maskedCardNumber: string;
  paidAt: Date;
}

/** The SQL of the bank payment page: the payment shown, then paid or cancelled while it is PENDING. */
export function paymentPageRepository(db: Database) {
  return {
    async byToken(token: string): Promise<PaymentRow | null> {
      const [payment] = await db.select().from(payments).where(eq(payments.token, token));
      return payment ?? null;
    },

    /** Null when the payment is no longer PENDING (paid, cancelled or expired a moment ago). */
    async markPaid(token: string, receipt: PaymentReceipt): Promise<PaymentRow | null> {
      const [paid] = await db
        .update(payments)
        .set({ status: 'PAID', ...receipt })
        .where(and(eq(payments.token, token), eq(payments.status, 'PENDING')))
        .returning();
      return paid ?? null;
    },

    /** Null when the payment is no longer PENDING. */
    async markCancelled(token: string, at: Date): Promise<PaymentRow | null> {
      const [cancelled] = await db
        .update(payments)
        .set({ status: 'CANCELLED', cancelledAt: at })
        .where(and(eq(payments.token, token), eq(payments.status, 'PENDING')))
        .returning();
      return cancelled ?? null;
    },
  };
}
