import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { coupons, courses, creditLogs, discountCodes, enrolments } from '../courses-tables.ts';
import { invoiceBuyers, orders, type OrderStatus } from './commerce-tables.ts';
import { lockUntilTransactionEnds } from '../../shared/database/transaction-lock.ts';

export type InvoiceBuyer = typeof invoiceBuyers.$inferInsert;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database, or the transaction the statements must be part of. */
export type CommerceExecutor = Database | Transaction;

export type CommerceRepository = ReturnType<typeof commerceRepository>;

/** Who is enrolled in which course, under the name certificates carry: an enrolment but for its dates. */
export type EnrolmentGrant = {
  userId: string;
  course: { id: number; deviceLimit: number };
  learnerName: string;
};

const dayMs = 86_400_000;

/**
 * The SQL of checkout: what the routes read and write directly, and every statement of pricing and of an
 * order's lifecycle (`order-pricing.ts`, `order-lifecycle.ts`). The lifecycle opens the transactions and
 * builds this repository over each, so its statements run inside it.
 */
export function commerceRepository(db: CommerceExecutor) {
  /**
   * Stores an enrolment for `days` from `now` or, when the learner has one for the course, moves its end to
   * `endWhenEnrolled` (if `onlyWhere`).
   */
  const upsertEnrolment = async (
    grant: EnrolmentGrant,
    days: number,
    now: Date,
    endWhenEnrolled: SQL,
    onlyWhere?: SQL,
  ) => {
    const [stored] = await db
      .insert(enrolments)
      .values({
        userId: grant.userId,
        courseId: grant.course.id,
        learnerName: grant.learnerName,
        enrolledAt: now,
        expiresAt: new Date(now.getTime() + days * dayMs),
        deviceLimit: grant.course.deviceLimit,
      })
      .onConflictDoUpdate({
        target: [enrolments.userId, enrolments.courseId],
        set: { expiresAt: endWhenEnrolled },
        ...(onlyWhere ? { setWhere: onlyWhere } : {}),
      })
      .returning();
    return stored ?? null;
  };
  return {
    async invoiceBuyer(orderId: string) {
      const [buyer] = await db.select().from(invoiceBuyers).where(eq(invoiceBuyers.orderId, orderId));
      return buyer ?? null;
    },

    /**
     * Stores a paid order's invoice buyer once: the invoice is issued under the order's number with these details,
     * so a second set (even sent at the same moment) is not stored. False when the order already has a buyer.
     */
    async issueInvoiceBuyer(buyer: InvoiceBuyer): Promise<boolean> {
      const stored = await db
        .insert(invoiceBuyers)
        .values(buyer)
        .onConflictDoNothing({ target: invoiceBuyers.orderId })
        .returning({ orderId: invoiceBuyers.orderId });
      return stored.length > 0;
    },

    /** One page of the user's orders, newest first, paged by the database, and how many the user has in all. */
    async pageOfOrders(userId: string, skip: number, take: number) {
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .offset(skip)
          .limit(take),
        db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
      ]);
      return { items, totalCount: counted?.total ?? 0 };
    },

    async course(courseId: number) {
      const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
      return course ?? null;
    },

    /**
     * Serialises one buyer's money movements (credit, coupons), on PGlite and PostgreSQL alike. Only on a
     * transaction: the lock is held until it ends.
     */
    async lockBuyer(userId: string) {
      await lockUntilTransactionEnds(db, `commerce:${userId}`);
    },

    async order(orderId: string) {
      return (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
    },

    /** Moves an order from one state to another only if it is still in the first; the winner gets the row. */
    async transitionOrder(
      orderId: string,
      from: OrderStatus[],
      values: Partial<typeof orders.$inferSelect> & { status: OrderStatus },
    ) {
      const [moved] = await db
        .update(orders)
        .set(values)
        .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
        .returning();
      return moved ?? null;
    },

    async addOrder(order: typeof orders.$inferInsert) {
      const [inserted] = await db.insert(orders).values(order).returning();
      return inserted;
    },

    /**
     * Orders left between the bank and delivery, and unpaid ones created before `unpaidCreatedBefore`; at
     * most 200 at a time.
     */
    ordersToSettle: (unpaidCreatedBefore: Date) =>
      db
        .select()
        .from(orders)
        .where(
          or(
            inArray(orders.status, ['AT_BANK', 'VERIFIED']),
            and(eq(orders.status, 'AWAITING_PAYMENT'), lt(orders.createdAt, unpaidCreatedBefore)),
          ),
        )
        .limit(200),

    /** Marks the coupon used only if no order holds it yet; whether this one got it. */
    async holdCoupon(couponId: number, now: Date): Promise<boolean> {
      const held = await db
        .update(coupons)
        .set({ usedAt: now })
        .where(and(eq(coupons.id, couponId), isNull(coupons.usedAt)))
        .returning({ id: coupons.id });
      return held.length > 0;
    },

    async releaseCoupon(couponId: number) {
      await db.update(coupons).set({ usedAt: null }).where(eq(coupons.id, couponId));
    },

    /** One line of a user's credit ledger: positive adds credit, negative spends it. */
    async addCreditLog(entry: typeof creditLogs.$inferInsert) {
      await db.insert(creditLogs).values(entry);
    },

    /** The learner's credit: the sum of the ledger. */
    async creditBalance(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sum(creditLogs.amountRials) })
        .from(creditLogs)
        .where(eq(creditLogs.userId, userId));
      return Number(row?.total ?? 0);
    },

    /** The personal discount code spelled `upperCaseCode` in any letter case; null when there is none. */
    async discountCode(upperCaseCode: string) {
      const [owner] = await db
        .select()
        .from(discountCodes)
        .where(eq(sql`upper(${discountCodes.code})`, upperCaseCode));
      return owner ?? null;
    },

    /** Counts one more purchase with the discount code; its row (with its owner), null when there is none. */
    async countDiscountCodeUse(code: string) {
      const [owner] = await db
        .update(discountCodes)
        .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
        .where(eq(discountCodes.code, code))
        .returning();
      return owner ?? null;
    },

    /** Whether the user was delivered an order that cost something. */
    async hasDeliveredPaidOrder(userId: string): Promise<boolean> {
      const [earlier] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'DELIVERED'), gt(orders.listAmount, 0)))
        .limit(1);
      return earlier !== undefined;
    },

    /** The user's coupon spelled `upperCaseCode` in any letter case, unused and unexpired; null otherwise. */
    async usableCoupon(userId: string, upperCaseCode: string, now: Date) {
      const [coupon] = await db
        .select()
        .from(coupons)
        .where(
          and(
            eq(sql`upper(${coupons.code})`, upperCaseCode),
            eq(coupons.userId, userId),
            isNull(coupons.usedAt),
            gt(coupons.expiresAt, now),
          ),
        );
      return coupon ?? null;
    },

    /**
     * Enrols the learner for `accessDays` from `now`, or, when they already have an enrolment in the course,
     * extends it by `accessDays` from its end or from `now`, whichever is later.
     */
    async enrolOrExtend(grant: EnrolmentGrant, accessDays: number, now: Date) {
      const extendedEnd = sql`greatest(${enrolments.expiresAt}, ${now.toISOString()}::timestamptz) + make_interval(days => ${accessDays})`;
      return upsertEnrolment(grant, accessDays, now, extendedEnd);
    },

    /**
     * Enrols the learner for `accessDays` from `now`, or renews an enrolment whose access has ended for as
     * long; null when the learner's access still runs. One statement, so two enrolments sent at once meet on
     * the enrolment's key and the second finds the first's access running instead of adding its days again.
     */
    async enrolUnlessRunning(grant: EnrolmentGrant, accessDays: number, now: Date) {
      const renewedEnd = sql`${now.toISOString()}::timestamptz + make_interval(days => ${accessDays})`;
      return upsertEnrolment(grant, accessDays, now, renewedEnd, lte(enrolments.expiresAt, now));
    },
  };
}
