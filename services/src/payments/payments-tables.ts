import { bigint, pgSchema, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const paymentsSchema = pgSchema('payments');

export const paymentStatuses = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A payment request made by a merchant, as a bank's internet payment gateway (IPG) keeps it. */
export const payments = paymentsSchema.table('payments', {
  token: varchar('token', { length: 32 }).primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  orderId: text('order_id').notNull(),
  status: varchar('status', { length: 10, enum: paymentStatuses }).notNull(),
  referenceNumber: varchar('reference_number', { length: 20 }),
  /** Only the first six and last four digits, as bank receipts show it. */
  maskedCardNumber: varchar('masked_card_number', { length: 19 }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
});
