import { bigint, check, index, pgSchema, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from '../shared/database/fixed-set-check.ts';

export const paymentsSchema = pgSchema('payments');

/**
 * PENDING: waiting for the payer (until the token expires → EXPIRED); CANCELLED by the payer; PAID: money
 * taken, waiting for the merchant's verify within the verify window (else the bank reverses it by itself
 * → REVERSED); VERIFIED: settled to the merchant; REVERSED: the money went back to the payer.
 */
export const paymentStatuses = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED', 'VERIFIED', 'REVERSED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Who reversed a payment: the MERCHANT asked, or the bank did when the VERIFY_WINDOW closed unverified. */
export const reverseReasons = ['MERCHANT', 'VERIFY_WINDOW'] as const;

/** A merchant (acceptor) registered with the bank: its id, its secret (hashed) and the site it may send payers back to. */
export const merchants = paymentsSchema.table('merchants', {
  merchantId: varchar('merchant_id', { length: 36 }).primaryKey(),
  name: text('name').notNull(),
  /** SHA-256 of the secret, hex. */
  secretHash: text('secret_hash').notNull(),
  /** scheme://host[:port]; every callback URL must be on it. */
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A payment request made by a merchant, as a bank's internet payment gateway (IPG) keeps it. */
export const payments = paymentsSchema.table(
  'payments',
  {
    token: varchar('token', { length: 32 }).primaryKey(),
    /** The merchant that asked; payments made before merchants existed carry an empty id nobody holds. */
    merchantId: varchar('merchant_id', { length: 36 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    callbackUrl: text('callback_url').notNull(),
    orderId: text('order_id').notNull(),
    status: varchar('status', { length: 10, enum: paymentStatuses }).notNull(),
    referenceNumber: varchar('reference_number', { length: 20 }),
    traceNumber: varchar('trace_number', { length: 12 }),
    /** Only the first six and last four digits, as bank receipts show it. */
    maskedCardNumber: varchar('masked_card_number', { length: 19 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The payer must pay before this; afterwards the token is dead. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    reverseReason: varchar('reverse_reason', { length: 16, enum: reverseReasons }),
  },
  (table) => [
    index('payments_merchant_order_index').on(table.merchantId, table.orderId),
    index('payments_status_index').on(table.status),
    check('payments_status_check', isOneOf(table.status, paymentStatuses)),
    check('payments_reverse_reason_check', isOneOf(table.reverseReason, reverseReasons)),
  ],
);
