import { packageTypes } from '@rasad/contracts/entitlements.ts';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../shared/database/fixed-set-check.ts';

const coursesSchema = pgSchema('courses');

export const orderKinds = ['SUBSCRIPTION', 'COURSE'] as const;
export type OrderKind = (typeof orderKinds)[number];

/**
 * AWAITING_PAYMENT: priced, coupon and credit held; AT_BANK: a bank token was issued; VERIFIED: the bank
 * settled the money to us, delivery pending; DELIVERED: the package or course is the buyer's;
 * CANCELLED: the payer cancelled at the bank, nothing was taken; EXPIRED: the order or its bank payment ran out of
 * time unpaid, nothing was taken; REFUNDED: money went back (reversed). Coupon and credit return on all three.
 */
export const orderStatuses = [
  'AWAITING_PAYMENT',
  'AT_BANK',
  'VERIFIED',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** One purchase: what, for whom, the price and every discount that made it, and its way through the bank. */
export const orders = coursesSchema.table(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** The receipt number people read. */
    number: serial('number').notNull(),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 16, enum: orderKinds }).notNull(),
    packageType: varchar('package_type', { length: 16, enum: packageTypes }),
    durationMonths: integer('duration_months'),
    seats: integer('seats'),
    courseId: integer('course_id'),
    /** For a course: the name its certificate will carry. */
    learnerName: text('learner_name'),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    /** Rials before any discount. */
    listAmount: bigint('list_amount', { mode: 'number' }).notNull(),
    /** Each discount line in rials: {code, labelFa, labelEn, amount}. */
    discounts: jsonb('discounts')
      .$type<{ code: string; labelFa: string; labelEn: string; amount: number }[]>()
      .notNull(),
    discountCode: text('discount_code'),
    couponId: integer('coupon_id'),
    creditApplied: bigint('credit_applied', { mode: 'number' }).notNull(),
    /** What the bank takes, in rials (VAT included). */
    payableAmount: bigint('payable_amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20, enum: orderStatuses }).notNull(),
    bankToken: varchar('bank_token', { length: 32 }),
    paymentUrl: text('payment_url'),
    referenceNumber: varchar('reference_number', { length: 20 }),
    traceNumber: varchar('trace_number', { length: 12 }),
    maskedCardNumber: varchar('masked_card_number', { length: 19 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** For a subscription: the period it bought, once delivered. */
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_number_index').on(table.number),
    uniqueIndex('orders_bank_token_index').on(table.bankToken),
    index('orders_user_index').on(table.userId, table.createdAt),
    index('orders_status_index').on(table.status),
    check('orders_kind_check', isOneOf(table.kind, orderKinds)),
    check('orders_status_check', isOneOf(table.status, orderStatuses)),
    check('orders_package_type_check', isOneOf(table.packageType, packageTypes)),
  ],
);

export const buyerKinds = ['REAL', 'LEGAL'] as const;
export type BuyerKind = (typeof buyerKinds)[number];

/** The buyer's details for an order's official invoice: one per order, given once (the invoice is then issued). */
export const invoiceBuyers = coursesSchema.table(
  'invoice_buyers',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    kind: varchar('kind', { length: 8, enum: buyerKinds }).notNull(),
    /** A person's full name or a company's name. */
    name: text('name').notNull(),
    /** 10-digit national code of a person, 11-digit national ID of a company. */
    nationalId: varchar('national_id', { length: 11 }).notNull(),
    registrationNumber: varchar('registration_number', { length: 8 }),
    economicCode: varchar('economic_code', { length: 12 }),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    address: text('address').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('invoice_buyers_kind_check', isOneOf(table.kind, buyerKinds))],
);
