import { desc, eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { coupons, creditLogs, creditReasons, discountCodes } from '../courses-tables.ts';
import { discountCodeTerms, newDiscountCode } from './discount-code-generator.ts';

const discountCodeSchema = z
  .object({
    code: z.string().describe('The code to share, e.g. RASAD-7KQ3MX'),
    percentOff: z.int().describe('Percent off a friend’s first purchase'),
    referrerCreditRials: z.int().describe('Credit (rials) the owner receives each time a friend uses it'),
    timesUsed: z.int().describe('How many friends have used it'),
    createdAt: z.iso.datetime().describe('When it was made'),
  })
  .describe('The learner’s personal discount code');

const creditLogSchema = z
  .object({
    id: z.int(),
    amountRials: z.int().describe('Positive when credit was added, negative when spent'),
    reason: z.enum(creditReasons).describe('Why the balance changed'),
    description: z.string().describe('What happened, in the caller’s language'),
    createdAt: z.iso.datetime(),
  })
  .describe('One change to the credit balance');

const couponSchema = z
  .object({
    id: z.int(),
    code: z.string(),
    percentOff: z.int().nullable().describe('Percent off, for a percentage coupon'),
    amountRials: z.int().nullable().describe('Rials off, for a fixed-amount coupon'),
    expiresAt: z.iso.datetime(),
    usedAt: z.iso.datetime().nullable().describe('When it was used; null while unused'),
    createdAt: z.iso.datetime(),
  })
  .describe('A coupon issued to the learner');

/** The learner's code, made on first request; two first requests at once still end with one code. */
async function discountCodeOf(db: Database, userId: string, now: Date) {
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
}

/**
 * The courses half's own account data (spec §7): the personal discount code (`GetDiscountCode`) and
 * the credit ledger with the coupons issued to the learner (`CreditLogsAndCoupons`).
 */
export async function registerCreditRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/Account/GetDiscountCode',
    {
      schema: {
        tags: ['Account'],
        summary: 'The learner’s shareable discount code; made on the first request, the same one afterwards',
        response: { 200: discountCodeSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const code = await discountCodeOf(context.db, viewer.userId, context.now());
      return {
        code: code.code,
        percentOff: code.percentOff,
        referrerCreditRials: code.referrerCreditRials,
        timesUsed: code.timesUsed,
        createdAt: code.createdAt.toISOString(),
      };
    },
  );

  app.get(
    '/Account/CreditLogsAndCoupons',
    {
      schema: {
        tags: ['Account'],
        summary: 'The learner’s credit balance, its history (newest first) and their coupons (newest first)',
        response: {
          200: z
            .object({
              balanceRials: z.int().describe('Credit available now: the sum of the history'),
              creditLogs: z.array(creditLogSchema),
              coupons: z.array(couponSchema),
            })
            .describe('Credit and coupons'),
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const english = requestLocale(request) === 'en-US';
      const [balance] = await context.db
        .select({ value: sum(creditLogs.amountRials) })
        .from(creditLogs)
        .where(eq(creditLogs.userId, viewer.userId));
      const logs = await context.db
        .select()
        .from(creditLogs)
        .where(eq(creditLogs.userId, viewer.userId))
        .orderBy(desc(creditLogs.createdAt), desc(creditLogs.id));
      const issued = await context.db
        .select()
        .from(coupons)
        .where(eq(coupons.userId, viewer.userId))
        .orderBy(desc(coupons.createdAt), desc(coupons.id));
      return {
        balanceRials: Number(balance?.value ?? 0),
        creditLogs: logs.map((log) => ({
          id: log.id,
          amountRials: log.amountRials,
          reason: log.reason,
          description: english ? log.descriptionEn : log.descriptionFa,
          createdAt: log.createdAt.toISOString(),
        })),
        coupons: issued.map((coupon) => ({
          id: coupon.id,
          code: coupon.code,
          percentOff: coupon.percentOff,
          amountRials: coupon.amountRials,
          expiresAt: coupon.expiresAt.toISOString(),
          usedAt: coupon.usedAt?.toISOString() ?? null,
          createdAt: coupon.createdAt.toISOString(),
        })),
      };
    },
  );
}
