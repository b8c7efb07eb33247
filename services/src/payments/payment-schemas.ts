import { z } from 'zod';
import { paymentStatuses, reverseReasons, type payments } from './payments-tables.ts';

export const paymentTokenSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'payment.token.invalid')
  .describe('Payment token returned by POST /payments');

export const merchantHeadersSchema = z
  .object({
    'x-merchant-id': z.string().optional().describe('The merchant id the bank registered'),
    'x-merchant-secret': z.string().optional().describe('The merchant’s secret'),
  })
  .describe('Merchant credentials, on every merchant call');

export const paymentSchema = z
  .object({
    token: z.string(),
    amount: z.number().int().describe('Rials'),
    description: z.string(),
    orderId: z.string().describe('The merchant’s order id'),
    status: z.enum(paymentStatuses),
    referenceNumber: z.string().nullable().describe('Bank reference number (شماره مرجع) once paid'),
    traceNumber: z.string().nullable().describe('Trace number (شماره پیگیری) once paid'),
    maskedCardNumber: z.string().nullable().describe('The payer’s card, first six and last four digits'),
    expiresAt: z.iso.datetime().describe('The payer must pay before this'),
    paidAt: z.iso.datetime().nullable(),
    verifiedAt: z.iso.datetime().nullable(),
    reversedAt: z.iso.datetime().nullable(),
    reverseReason: z
      .enum(reverseReasons)
      .nullable()
      .describe('Who reversed it: the merchant, or the bank when the verify window closed'),
  })
  .describe('A payment as the bank sees it');

export function presentPayment(row: typeof payments.$inferSelect): z.infer<typeof paymentSchema> {
  return {
    token: row.token,
    amount: row.amount,
    description: row.description,
    orderId: row.orderId,
    status: row.status,
    referenceNumber: row.referenceNumber,
    traceNumber: row.traceNumber,
    maskedCardNumber: row.maskedCardNumber,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reverseReason: row.reverseReason,
  };
}
