import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

type CreditsAndCoupons = UpstreamBody<'courses', '/Account/CreditLogsAndCoupons'>;

/** The learner's discount code as the courses service describes it. */
export type DiscountCodeModel = UpstreamBody<'courses', '/Account/GetDiscountCode', 'post'>;

export type CreditLogModel = CreditsAndCoupons['creditLogs'][number];

export type CouponModel = CreditsAndCoupons['coupons'][number];
