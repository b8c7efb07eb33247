import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

/** An order and its receipt, as the courses service's checkout describes it. */
export type OrderModel = UpstreamBody<'courses', '/api/Payments/Receipt'>;

/** A price the checkout quoted. */
export type CheckoutQuoteModel = UpstreamBody<'courses', '/v3/Pricing/ApplyDiscount', 'post'>;

/** Prices, durations, VAT and campaign terms. */
export type CheckoutTermsModel = UpstreamBody<'courses', '/api/Pricing/Pricing'>;
