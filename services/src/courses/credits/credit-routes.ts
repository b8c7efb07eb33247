import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { creditReasons } from './credit-reasons.ts';
import { creditRepository } from './credit-repository.ts';

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

/**
 * The courses half's own account data (spec §7): the personal discount code (`GetDiscountCode`) and
 * the credit ledger with the coupons issued to the learner (`CreditLogsAndCoupons`). Registered under
 * `/Account`; every route needs a signed-in learner.
 */
export const creditsPlugin: DomainPlugin = async (instance, { context }) => {
  const credits = creditRepository(context.db);
  await signedInScope(instance, (app) => {
    app.post(
      '/GetDiscountCode',
      {
        schema: {
          tags: ['Account'],
          summary:
            'The learner’s shareable discount code; made on the first request, the same one afterwards',
          response: { 200: discountCodeSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const code = await credits.discountCodeOf(viewer.userId, context.now());
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
      '/CreditLogsAndCoupons',
      {
        schema: {
          tags: ['Account'],
          summary:
            'The learner’s credit balance, its history (newest first) and their coupons (newest first)',
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
        const viewer = viewerOf(request);
        const english = requestLocale(request) === 'en-US';
        const balance = await credits.balance(viewer.userId);
        const logs = await credits.creditLogs(viewer.userId);
        const issued = await credits.coupons(viewer.userId);
        return {
          balanceRials: balance,
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
  });
};
