import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { coupons, courses, creditLogs, discountCodes, enrolments } from '../courses-tables.ts';
import { type BankClient, type SubscriptionClient, siteUrl } from './commerce-clients.ts';
import { orders, type OrderStatus } from './commerce-tables.ts';
import { PricingError, quoteOrder, type OrderItem, type PricingChoices } from './order-pricing.ts';

export type Order = typeof orders.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const dayMs = 86_400_000;
/** An order nobody took to the bank within this time is cancelled and its coupon and credit returned. */
const unpaidOrderLifetimeMs = 60 * 60_000;

export interface CommerceDependencies {
  db: Database;
  now: () => Date;
  bank: BankClient;
  accounts: SubscriptionClient;
}

/** Serialises one buyer's money movements (credit, coupons), on PGlite and PostgreSQL alike. */
async function lockBuyer(transaction: Transaction, userId: string) {
  await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${`commerce:${userId}`}))`);
}

/** Moves an order from one state to another only if it is still in the first; the winner gets the row. */
async function transition(
  executor: Database | Transaction,
  orderId: string,
  from: OrderStatus[],
  values: Partial<Order> & { status: OrderStatus },
) {
  const [moved] = await executor
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  return moved ?? null;
}

/** Gives back what an order held: its coupon and the credit it spent. Runs in the transaction that closed it. */
async function releaseHolds(transaction: Transaction, order: Order, now: Date) {
  if (order.couponId !== null)
    await transaction.update(coupons).set({ usedAt: null }).where(eq(coupons.id, order.couponId));
  if (order.creditApplied > 0) {
    await transaction.insert(creditLogs).values({
      userId: order.userId,
      amountRials: order.creditApplied,
      reason: 'REFUND',
      descriptionFa: `بازگشت اعتبار سفارش ${order.number} (${order.titleFa})`,
      descriptionEn: `Credit returned from order ${order.number} (${order.titleEn})`,
      createdAt: now,
    });
  }
}

/** Closes an order that took no money (or whose money went back), returning its holds exactly once. */
async function closeOrder(
  deps: CommerceDependencies,
  order: Order,
  from: OrderStatus[],
  status: 'CANCELLED' | 'REFUNDED',
): Promise<Order> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const closed = await transition(transaction, order.id, from, { status, closedAt: now });
    if (!closed) return (await findOrder(transaction, order.id))!;
    await releaseHolds(transaction, closed, now);
    return closed;
  });
}

export async function findOrder(
  executor: Database | Transaction,
  orderId: string,
): Promise<Order | undefined> {
  return (await executor.select().from(orders).where(eq(orders.id, orderId)))[0];
}

/**
 * Prices and records an order, holding its coupon and the credit it uses. An order that credit and
 * discounts pay in full needs no bank: it is delivered at once.
 */
export async function placeOrder(
  deps: CommerceDependencies,
  userId: string,
  item: OrderItem,
  choices: PricingChoices,
  learnerName: string | null,
): Promise<Order> {
  const now = deps.now();
  const placed = await deps.db.transaction(async (transaction) => {
    await lockBuyer(transaction, userId);
    const quote = await quoteOrder(transaction as unknown as Database, userId, item, choices, now);
    const [order] = await transaction
      .insert(orders)
      .values({
        id: randomUUID(),
        userId,
        kind: item.kind,
        packageType: item.kind === 'SUBSCRIPTION' ? item.packageType : null,
        durationMonths: item.kind === 'SUBSCRIPTION' ? item.durationMonths : null,
        seats: item.kind === 'SUBSCRIPTION' ? (quote.item.seats ?? 1) : null,
        courseId: item.kind === 'COURSE' ? item.courseId : null,
        learnerName,
        titleFa: quote.titleFa,
        titleEn: quote.titleEn,
        listAmount: quote.listAmount,
        discounts: quote.discounts,
        discountCode: quote.discountCode,
        couponId: quote.couponId,
        creditApplied: quote.creditApplied,
        payableAmount: quote.payableAmount,
        status: quote.payableAmount === 0 ? 'VERIFIED' : 'AWAITING_PAYMENT',
        createdAt: now,
        paidAt: quote.payableAmount === 0 ? now : null,
      })
      .returning();
    if (quote.couponId !== null) {
      const held = await transaction
        .update(coupons)
        .set({ usedAt: now })
        .where(and(eq(coupons.id, quote.couponId), isNull(coupons.usedAt)))
        .returning({ id: coupons.id });
      if (held.length === 0) throw new PricingError('order.coupon.invalid', 'couponCode');
    }
    if (quote.creditApplied > 0) {
      await transaction.insert(creditLogs).values({
        userId,
        amountRials: -quote.creditApplied,
        reason: 'PURCHASE',
        descriptionFa: `پرداخت از اعتبار برای سفارش ${order!.number} (${quote.titleFa})`,
        descriptionEn: `Paid from credit for order ${order!.number} (${quote.titleEn})`,
        createdAt: now,
      });
    }
    return order!;
  });
  return placed.status === 'VERIFIED' ? deliver(deps, placed) : placed;
}

/** Sends the order to the bank: a token for its payable amount, the callback on the web site. */
export async function startPayment(deps: CommerceDependencies, order: Order): Promise<Order> {
  if (order.status === 'AT_BANK') {
    const settled = await settleOrder(deps, order);
    if (settled.status === 'AT_BANK') return settled;
    return settled;
  }
  if (order.status !== 'AWAITING_PAYMENT') return order;
  const callbackUrl = new URL('/checkout/return', siteUrl());
  callbackUrl.searchParams.set('order', order.id);
  const token = await deps.bank.requestToken({
    amount: order.payableAmount,
    orderId: String(order.number),
    description: order.titleFa,
    callbackUrl: callbackUrl.toString(),
  });
  const moved = await transition(deps.db, order.id, ['AWAITING_PAYMENT'], {
    status: 'AT_BANK',
    bankToken: token.token,
    paymentUrl: token.paymentUrl,
  });
  // Two clicks at once: the first token stands; the second is never paid and expires at the bank.
  return moved ?? (await findOrder(deps.db, order.id))!;
}

/**
 * Brings an order up to date with the bank and delivers it once paid: verify with the amount, then
 * deliver exactly once. Safe to call any number of times, from the callback, the reconciler or a read.
 */
export async function settleOrder(deps: CommerceDependencies, order: Order): Promise<Order> {
  let current = order;
  if (
    current.status === 'AWAITING_PAYMENT' &&
    current.createdAt.getTime() + unpaidOrderLifetimeMs <= deps.now().getTime()
  ) {
    return closeOrder(deps, current, ['AWAITING_PAYMENT'], 'CANCELLED');
  }
  if (current.status === 'AT_BANK' && current.bankToken) {
    const payment = await deps.bank.inquire(current.bankToken);
    if (payment.status === 'PENDING') return current;
    if (payment.status === 'CANCELLED' || payment.status === 'EXPIRED')
      return closeOrder(deps, current, ['AT_BANK'], 'CANCELLED');
    if (payment.status === 'REVERSED') return closeOrder(deps, current, ['AT_BANK'], 'REFUNDED');
    const verified = await deps.bank.verify(current.bankToken, current.payableAmount);
    if ('refused' in verified) {
      if (verified.refused === 'PAYMENT_REVERSED') return closeOrder(deps, current, ['AT_BANK'], 'REFUNDED');
      if (verified.refused === 'AMOUNT_MISMATCH') {
        await deps.bank.reverse(current.bankToken);
        return closeOrder(deps, current, ['AT_BANK'], 'REFUNDED');
      }
      return current;
    }
    const paid = verified.verified;
    current =
      (await transition(deps.db, current.id, ['AT_BANK'], {
        status: 'VERIFIED',
        referenceNumber: paid.referenceNumber,
        traceNumber: paid.traceNumber,
        maskedCardNumber: paid.maskedCardNumber,
        paidAt: paid.paidAt ? new Date(paid.paidAt) : deps.now(),
      })) ?? (await findOrder(deps.db, current.id))!;
  }
  if (current.status === 'VERIFIED') return deliver(deps, current);
  return current;
}

/** Credits the owner of the friend's code the order used; part of the delivering transaction. */
async function rewardReferrer(transaction: Transaction, order: Order, now: Date) {
  if (order.discountCode === null) return;
  const [owner] = await transaction
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(eq(discountCodes.code, order.discountCode))
    .returning();
  if (!owner) return;
  await transaction.insert(creditLogs).values({
    userId: owner.userId,
    amountRials: owner.referrerCreditRials,
    reason: 'REFERRAL',
    descriptionFa: 'خرید دوستتان با کد تخفیف شما',
    descriptionEn: 'A friend bought with your discount code',
    createdAt: now,
  });
}

/** When delivery is impossible the money goes back: reverse at the bank (if any was taken) and refund. */
async function refundUndeliverable(deps: CommerceDependencies, order: Order): Promise<Order> {
  if (order.bankToken) await deps.bank.reverse(order.bankToken);
  return closeOrder(deps, order, ['VERIFIED'], 'REFUNDED');
}

/** Hands over what a verified order bought; the VERIFIED → DELIVERED move happens once, with the delivery. */
async function deliver(deps: CommerceDependencies, order: Order): Promise<Order> {
  const now = deps.now();
  if (order.kind === 'SUBSCRIPTION') {
    const period = await deps.accounts.grant({
      userId: order.userId,
      packageType: order.packageType as PackageType,
      months: order.durationMonths ?? 1,
      seats: order.seats ?? 1,
      orderId: order.id,
    });
    if (period === null) return refundUndeliverable(deps, order);
    return deps.db.transaction(async (transaction) => {
      const delivered = await transition(transaction, order.id, ['VERIFIED'], {
        status: 'DELIVERED',
        deliveredAt: now,
        periodStartsAt: new Date(period.startsAt),
        periodEndsAt: new Date(period.endsAt),
      });
      if (!delivered) return (await findOrder(transaction, order.id))!;
      await rewardReferrer(transaction, delivered, now);
      return delivered;
    });
  }
  const [course] = await deps.db
    .select()
    .from(courses)
    .where(eq(courses.id, order.courseId ?? -1));
  if (!course) return refundUndeliverable(deps, order);
  return deps.db.transaction(async (transaction) => {
    const delivered = await transition(transaction, order.id, ['VERIFIED'], {
      status: 'DELIVERED',
      deliveredAt: now,
    });
    if (!delivered) return (await findOrder(transaction, order.id))!;
    await grantCourseAccess(
      transaction,
      { userId: order.userId, course, learnerName: order.learnerName ?? '' },
      now,
    );
    await rewardReferrer(transaction, delivered, now);
    return delivered;
  });
}

/**
 * Enrols a learner for the course's access days counted from now, or, while an enrolment still runs,
 * extends it by that many days from its end.
 */
export async function grantCourseAccess(
  executor: Database | Transaction,
  grant: { userId: string; course: typeof courses.$inferSelect; learnerName: string },
  now: Date,
): Promise<typeof enrolments.$inferSelect> {
  const fresh = new Date(now.getTime() + grant.course.accessDays * dayMs);
  const [enrolment] = await executor
    .insert(enrolments)
    .values({
      userId: grant.userId,
      courseId: grant.course.id,
      learnerName: grant.learnerName,
      enrolledAt: now,
      expiresAt: fresh,
      deviceLimit: grant.course.deviceLimit,
    })
    .onConflictDoUpdate({
      target: [enrolments.userId, enrolments.courseId],
      set: {
        expiresAt: sql`greatest(${enrolments.expiresAt}, ${now.toISOString()}::timestamptz) + make_interval(days => ${grant.course.accessDays})`,
      },
    })
    .returning();
  return enrolment!;
}

/**
 * Orders left between the bank and delivery — a payer who never came back, a crash after verify, the
 * accounts service down at the moment — are settled here, on start and on a timer.
 */
export async function reconcileOrders(
  deps: CommerceDependencies,
): Promise<{ settled: number; failed: number }> {
  const open = await deps.db
    .select()
    .from(orders)
    .where(
      or(
        inArray(orders.status, ['AT_BANK', 'VERIFIED']),
        and(
          eq(orders.status, 'AWAITING_PAYMENT'),
          lt(orders.createdAt, new Date(deps.now().getTime() - unpaidOrderLifetimeMs)),
        ),
      ),
    )
    .limit(200);
  let settled = 0;
  let failed = 0;
  for (const order of open) {
    try {
      const after = await settleOrder(deps, order);
      if (after.status !== order.status) settled += 1;
    } catch {
      failed += 1;
    }
  }
  return { settled, failed };
}
