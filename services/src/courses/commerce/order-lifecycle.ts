import { randomUUID } from 'node:crypto';
import type { MessageLocale } from '@rasad/contracts/localised-messages.ts';
import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';
import { localisedPath } from '@rasad/contracts/site-locale-paths.ts';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { publicSiteUrl } from '../../shared/http/public-site-url.ts';
import type { BankClient, SubscriptionClient } from './commerce-clients.ts';
import { commerceRepository, type CommerceExecutor, type CommerceRepository } from './commerce-repository.ts';
import type { OrderStatus, orders } from './commerce-tables.ts';
import {
  PricingError,
  quoteOrder,
  type OrderItem,
  type OrderQuote,
  type PricingChoices,
} from './order-pricing.ts';

export type Order = typeof orders.$inferSelect;

/** An order nobody took to the bank within this time is cancelled and its coupon and credit returned. */
const unpaidOrderLifetimeMs = 60 * 60_000;

export interface CommerceDependencies {
  db: Database;
  now: () => Date;
  bank: BankClient;
  accounts: SubscriptionClient;
}

/** Gives back what an order held: its coupon and the credit it spent. Runs in the transaction that closed it. */
async function releaseHolds(inTransaction: CommerceRepository, order: Order, now: Date) {
  if (order.couponId !== null) await inTransaction.releaseCoupon(order.couponId);
  if (order.creditApplied > 0) {
    await inTransaction.addCreditLog({
      userId: order.userId,
      amountRials: order.creditApplied,
      reason: 'REFUND',
      descriptionFa: `بازگشت اعتبار سفارش ${toPersianDigits(order.number)} (${order.titleFa})`,
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
  status: 'CANCELLED' | 'EXPIRED' | 'REFUNDED',
): Promise<Order> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const inTransaction = commerceRepository(transaction);
    const closed = await inTransaction.transitionOrder(order.id, from, { status, closedAt: now });
    if (!closed) return (await inTransaction.order(order.id))!;
    await releaseHolds(inTransaction, closed, now);
    return closed;
  });
}

/** What an order records of its quote: the item, its price lines and the holds; its state and times are the caller's. */
export function orderOfQuote(userId: string, item: OrderItem, quote: OrderQuote, learnerName: string | null) {
  return {
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
  };
}

/** The line of the buyer's credit ledger for the credit an order spent, written when the order is placed. */
export function creditSpentOn(order: Order, at: Date) {
  return {
    userId: order.userId,
    amountRials: -order.creditApplied,
    reason: 'PURCHASE' as const,
    descriptionFa: `پرداخت از اعتبار برای سفارش ${toPersianDigits(order.number)} (${order.titleFa})`,
    descriptionEn: `Paid from credit for order ${order.number} (${order.titleEn})`,
    createdAt: at,
  };
}

export async function findOrder(executor: CommerceExecutor, orderId: string): Promise<Order | undefined> {
  return commerceRepository(executor).order(orderId);
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
    const inTransaction = commerceRepository(transaction);
    await inTransaction.lockBuyer(userId);
    const quote = await quoteOrder(transaction as unknown as Database, userId, item, choices, now);
    const order = await inTransaction.addOrder({
      ...orderOfQuote(userId, item, quote, learnerName),
      status: quote.payableAmount === 0 ? 'VERIFIED' : 'AWAITING_PAYMENT',
      createdAt: now,
      paidAt: quote.payableAmount === 0 ? now : null,
    });
    if (quote.couponId !== null && !(await inTransaction.holdCoupon(quote.couponId, now)))
      throw new PricingError('order.coupon.invalid', 'couponCode');
    if (order!.creditApplied > 0) await inTransaction.addCreditLog(creditSpentOn(order!, now));
    return order!;
  });
  return placed.status === 'VERIFIED' ? deliver(deps, placed) : placed;
}

/**
 * Sends the order to the bank: a token for its payable amount, and the callback on the web site in the buyer's
 * language, so a payer who started in English comes back to an English receipt.
 */
export async function startPayment(
  deps: CommerceDependencies,
  order: Order,
  locale: MessageLocale,
): Promise<Order> {
  // Already at the bank (a second click, another tab): brought up to date instead of sent again.
  if (order.status === 'AT_BANK') return settleOrder(deps, order);
  if (order.status !== 'AWAITING_PAYMENT') return order;
  const callbackUrl = new URL(localisedPath(locale, '/checkout/return'), publicSiteUrl());
  callbackUrl.searchParams.set('order', order.id);
  const token = await deps.bank.requestToken({
    amount: order.payableAmount,
    orderId: String(order.number),
    description: order.titleFa,
    callbackUrl: callbackUrl.toString(),
  });
  const commerce = commerceRepository(deps.db);
  const moved = await commerce.transitionOrder(order.id, ['AWAITING_PAYMENT'], {
    status: 'AT_BANK',
    bankToken: token.token,
    paymentUrl: token.paymentUrl,
  });
  // Two clicks at once: the first token stands; the second is never paid and expires at the bank.
  return moved ?? (await commerce.order(order.id))!;
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
    return closeOrder(deps, current, ['AWAITING_PAYMENT'], 'EXPIRED');
  }
  if (current.status === 'AT_BANK' && current.bankToken) {
    const payment = await deps.bank.inquire(current.bankToken);
    if (payment.status === 'PENDING') return current;
    // The payer cancelled, or the bank's time for the payment ran out: each is named as it was.
    if (payment.status === 'CANCELLED') return closeOrder(deps, current, ['AT_BANK'], 'CANCELLED');
    if (payment.status === 'EXPIRED') return closeOrder(deps, current, ['AT_BANK'], 'EXPIRED');
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
    const commerce = commerceRepository(deps.db);
    current =
      (await commerce.transitionOrder(current.id, ['AT_BANK'], {
        status: 'VERIFIED',
        referenceNumber: paid.referenceNumber,
        traceNumber: paid.traceNumber,
        maskedCardNumber: paid.maskedCardNumber,
        paidAt: paid.paidAt ? new Date(paid.paidAt) : deps.now(),
      })) ?? (await commerce.order(current.id))!;
  }
  if (current.status === 'VERIFIED') return deliver(deps, current);
  return current;
}

/** Credits the owner of the friend's code the order used; part of the delivering transaction. */
async function rewardReferrer(inTransaction: CommerceRepository, order: Order, now: Date) {
  if (order.discountCode === null) return;
  const owner = await inTransaction.countDiscountCodeUse(order.discountCode);
  if (!owner) return;
  await inTransaction.addCreditLog({
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
      const inTransaction = commerceRepository(transaction);
      const delivered = await inTransaction.transitionOrder(order.id, ['VERIFIED'], {
        status: 'DELIVERED',
        deliveredAt: now,
        periodStartsAt: new Date(period.startsAt),
        periodEndsAt: new Date(period.endsAt),
      });
      if (!delivered) return (await inTransaction.order(order.id))!;
      await rewardReferrer(inTransaction, delivered, now);
      return delivered;
    });
  }
  const course = await commerceRepository(deps.db).course(order.courseId ?? -1);
  if (!course) return refundUndeliverable(deps, order);
  return deps.db.transaction(async (transaction) => {
    const inTransaction = commerceRepository(transaction);
    const delivered = await inTransaction.transitionOrder(order.id, ['VERIFIED'], {
      status: 'DELIVERED',
      deliveredAt: now,
    });
    if (!delivered) return (await inTransaction.order(order.id))!;
    await inTransaction.enrolOrExtend(
      { userId: order.userId, course, learnerName: order.learnerName ?? '' },
      course.accessDays,
      now,
    );
    await rewardReferrer(inTransaction, delivered, now);
    return delivered;
  });
}

/**
 * Orders left between the bank and delivery — a payer who never came back, a crash after verify, the
 * accounts service down at the moment — are settled here, on start and on a timer.
 */
export async function reconcileOrders(
  deps: CommerceDependencies,
): Promise<{ settled: number; failed: number }> {
  const open = await commerceRepository(deps.db).ordersToSettle(
    new Date(deps.now().getTime() - unpaidOrderLifetimeMs),
  );
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
