import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { paymentSchema, paymentTokenSchema, presentPayment } from '../payment-schemas.ts';
import { payments } from '../payments-tables.ts';

const createPaymentBody = z
  .object({
    amount: z
      .number({ error: 'payment.amount.invalid' })
      .int('payment.amount.invalid')
      .positive('payment.amount.invalid')
      .max(1_000_000_000_000, 'payment.amount.invalid')
      .describe('Amount in rials'),
    description: z
      .string({ error: 'payment.description.required' })
      .trim()
      .min(1, 'payment.description.required')
      .max(255, 'payment.description.required')
      .describe('Shown to the payer on the bank page'),
    callbackUrl: z
      .url({ protocol: /^https?$/, error: 'payment.callbackUrl.invalid' })
      .max(2000, 'payment.callbackUrl.invalid')
      .describe('Where the payer is sent back, with ?token=…&status=PAID|CANCELLED'),
    orderId: z
      .string({ error: 'payment.orderId.required' })
      .trim()
      .min(1, 'payment.orderId.required')
      .max(64, 'payment.orderId.required')
      .describe('The merchant’s order id'),
  })
  .describe('A payment request from the merchant');

const tokenParameters = z.object({ token: paymentTokenSchema });

export async function registerPaymentRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/payments',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Request a payment (the merchant’s first IPG call)',
        body: createPaymentBody,
        response: {
          201: z
            .object({
              token: z.string().describe('Identifies the payment in later calls'),
              paymentUrl: z.url().describe('Send the payer’s browser here'),
            })
            .describe('The payment is waiting for the payer'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const token = randomBytes(16).toString('hex');
      await context.db.insert(payments).values({ ...request.body, token, status: 'PENDING', createdAt: context.now() });
      return reply.status(201).send({ token, paymentUrl: `${context.publicUrl}/ipg/${token}` });
    },
  );

  app.get(
    '/payments/:token',
    {
      schema: {
        tags: ['Payments'],
        summary: 'The state of a payment',
        params: tokenParameters,
        response: { 200: paymentSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [payment] = await context.db.select().from(payments).where(eq(payments.token, request.params.token));
      if (!payment) return sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'payment.notFound' });
      return presentPayment(payment);
    },
  );

  app.post(
    '/payments/:token/verify',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Verify a payment after the payer returns (only a paid payment verifies)',
        params: tokenParameters,
        response: { 200: paymentSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [payment] = await context.db.select().from(payments).where(eq(payments.token, request.params.token));
      if (!payment) return sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'payment.notFound' });
      if (payment.status !== 'PAID') return sendBusinessError(request, reply, { status: 409, code: 'PAYMENT_NOT_PAID', messageKey: 'payment.notPaid' });
      return presentPayment(payment);
    },
  );
}
