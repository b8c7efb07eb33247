import type { Resolvers } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';

/** One GET per request however many of the viewer's credit fields are asked for (identical GETs are shared). */
function creditsAndCoupons(context: GatewayContext) {
  return context.upstream.courses.get('/Account/CreditLogsAndCoupons');
}

/**
 * The learner's money-like things from the courses service: the shareable discount code, the credit
 * ledger and its balance, and issued coupons.
 */
export const creditResolvers: Resolvers = {
  Viewer: {
    discountCode: async (_, __, context) => {
      const result = await context.upstream.courses.post('/Account/GetDiscountCode');
      if (!result.ok) throw GatewayError.fromUpstream('courses', result.status, result.error);
      return result.body;
    },
    creditBalance: async (_, __, context) => (await creditsAndCoupons(context)).balanceRials,
    creditLogs: async (_, args, context) =>
      connectionFromArray((await creditsAndCoupons(context)).creditLogs, args),
    coupons: async (_, args, context) =>
      connectionFromArray((await creditsAndCoupons(context)).coupons, args),
  },
  DiscountCode: {
    referrerCredit: (code) => code.referrerCreditRials,
  },
  CreditLog: {
    id: (log) => toGlobalId('CreditLog', log.id),
    amount: (log) => log.amountRials,
  },
  Coupon: {
    id: (coupon) => toGlobalId('Coupon', coupon.id),
    amount: (coupon) => coupon.amountRials,
    status: (coupon, _, context) => {
      if (coupon.usedAt !== null) return 'USED';
      return new Date(coupon.expiresAt).getTime() <= context.now().getTime() ? 'EXPIRED' : 'AVAILABLE';
    },
  },
};
