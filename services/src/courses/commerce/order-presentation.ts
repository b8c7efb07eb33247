import { z } from 'zod';
import type { Locale } from '../../shared/http/request-locale.ts';
import { packageTypes } from '../../shared/auth/package-types.ts';
import { buyerKinds, orderKinds, orderStatuses, type invoiceBuyers } from './commerce-tables.ts';
import type { Order } from './order-lifecycle.ts';
import { vatPercent, type DiscountLine, type OrderQuote } from './order-pricing.ts';

const discountLineSchema = z.object({
  code: z.enum(['DURATION', 'CAMPAIGN', 'DISCOUNT_CODE', 'COUPON']),
  label: z.string().describe('In the caller’s language'),
  amount: z.number().int().describe('Rials off'),
});

const amountsSchema = {
  listAmount: z.number().int().describe('Rials before any discount'),
  discounts: z.array(discountLineSchema),
  netAmount: z.number().int().describe('Rials after discounts, before VAT'),
  vatPercent: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int().describe('Net plus VAT'),
  creditApplied: z.number().int().describe('Rials paid from the credit balance'),
  payableAmount: z.number().int().describe('Rials the bank takes'),
};

export const quoteSchema = z
  .object({
    title: z.string(),
    packageType: z.enum(packageTypes).nullable(),
    durationMonths: z.number().int().nullable(),
    seats: z.number().int().nullable(),
    courseId: z.number().int().nullable(),
    ...amountsSchema,
    creditBalance: z.number().int().describe('The buyer’s credit before this purchase'),
  })
  .describe('What a purchase would cost');

const invoiceBuyerSchema = z
  .object({
    kind: z.enum(buyerKinds),
    name: z.string().describe('A person’s full name or a company’s name'),
    nationalId: z.string().describe('A person’s national code or a company’s national ID'),
    registrationNumber: z.string().nullable(),
    economicCode: z.string().nullable(),
    postalCode: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
  })
  .describe('The buyer the official invoice was issued to; given once');

export const orderSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int().describe('Receipt number'),
    kind: z.enum(orderKinds),
    title: z.string(),
    packageType: z.enum(packageTypes).nullable(),
    durationMonths: z.number().int().nullable(),
    seats: z.number().int().nullable(),
    courseId: z.number().int().nullable(),
    ...amountsSchema,
    status: z.enum(orderStatuses),
    paymentUrl: z.string().nullable().describe('The bank page, while the order is at the bank'),
    referenceNumber: z.string().nullable(),
    traceNumber: z.string().nullable(),
    maskedCardNumber: z.string().nullable(),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    periodStartsAt: z.iso.datetime().nullable(),
    periodEndsAt: z.iso.datetime().nullable(),
    invoiceBuyerKind: z
      .enum(buyerKinds)
      .nullable()
      .describe('Whose details the official invoice carries, once given'),
    invoiceBuyer: invoiceBuyerSchema.nullable(),
  })
  .describe('An order and its receipt');

const label = (line: DiscountLine, locale: Locale) => ({
  code: line.code,
  label: locale === 'en-US' ? line.labelEn : line.labelFa,
  amount: line.amount,
});

function amounts(
  listAmount: number,
  discounts: DiscountLine[],
  creditApplied: number,
  payableAmount: number,
  locale: Locale,
) {
  const netAmount = Math.max(0, listAmount - discounts.reduce((total, line) => total + line.amount, 0));
  const vatAmount = Math.round((netAmount * vatPercent) / 100);
  return {
    listAmount,
    discounts: discounts.map((line) => label(line, locale)),
    netAmount,
    vatPercent,
    vatAmount,
    totalAmount: netAmount + vatAmount,
    creditApplied,
    payableAmount,
  };
}

export function presentQuote(quote: OrderQuote, locale: Locale): z.infer<typeof quoteSchema> {
  const subscription = quote.item.kind === 'SUBSCRIPTION' ? quote.item : null;
  return {
    title: locale === 'en-US' ? quote.titleEn : quote.titleFa,
    packageType: subscription?.packageType ?? null,
    durationMonths: subscription?.durationMonths ?? null,
    seats: subscription?.seats ?? null,
    courseId: quote.item.kind === 'COURSE' ? quote.item.courseId : null,
    ...amounts(quote.listAmount, quote.discounts, quote.creditApplied, quote.payableAmount, locale),
    creditBalance: quote.creditBalance,
  };
}

export function presentOrder(
  order: Order,
  locale: Locale,
  invoiceBuyer: typeof invoiceBuyers.$inferSelect | null,
): z.infer<typeof orderSchema> {
  return {
    id: order.id,
    number: order.number,
    kind: order.kind,
    title: locale === 'en-US' ? order.titleEn : order.titleFa,
    packageType: order.packageType,
    durationMonths: order.durationMonths,
    seats: order.seats,
    courseId: order.courseId,
    ...amounts(
      order.listAmount,
      order.discounts as DiscountLine[],
      order.creditApplied,
      order.payableAmount,
      locale,
    ),
    status: order.status,
    paymentUrl: order.status === 'AT_BANK' ? order.paymentUrl : null,
    referenceNumber: order.referenceNumber,
    traceNumber: order.traceNumber,
    maskedCardNumber: order.maskedCardNumber,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    periodStartsAt: order.periodStartsAt?.toISOString() ?? null,
    periodEndsAt: order.periodEndsAt?.toISOString() ?? null,
    invoiceBuyerKind: invoiceBuyer?.kind ?? null,
    invoiceBuyer: invoiceBuyer && {
      kind: invoiceBuyer.kind,
      name: invoiceBuyer.name,
      nationalId: invoiceBuyer.nationalId,
      registrationNumber: invoiceBuyer.registrationNumber,
      economicCode: invoiceBuyer.economicCode,
      postalCode: invoiceBuyer.postalCode,
      phone: invoiceBuyer.phone,
      province: invoiceBuyer.province,
      city: invoiceBuyer.city,
      address: invoiceBuyer.address,
    },
  };
}
