import { z } from 'zod';
import { paymentStatuses, type payments } from './payments-tables.ts';

export const paymentTokenSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'payment.token.invalid')
  .describe('Payment token returned by POST /payments');

export const paymentSchema = z
  .object({
    token: z.string(),
    amount: z.number().int().describe('Rials'),
    description: z.string(),
    orderId: z.string().describe('The merchant’s order id'),
    status: z.enum(paymentStatuses),
    referenceNumber: z.string().nullable().describe('Bank reference number (شماره مرجع) once paid'),
    paidAt: z.iso.datetime().nullable(),
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
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
