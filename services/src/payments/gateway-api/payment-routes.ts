import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { BankSettings } from '../merchants/bank-settings.ts';
import { authenticateMerchant, isOnMerchantOrigin, type Merchant } from '../merchants/merchant-registry.ts';
import {
  merchantHeadersSchema,
  paymentSchema,
  paymentTokenSchema,
  presentPayment,
} from '../payment-schemas.ts';
import { settlementRepository } from '../settlement/settlement-repository.ts';
import { merchantPaymentRepository } from './merchant-payment-repository.ts';

const amountRule = z
  .number({ error: 'payment.amount.invalid' })
  .int('payment.amount.invalid')
  .positive('payment.amount.invalid')
  .max(1_000_000_000_000, 'payment.amount.invalid')
  .describe('Amount in rials');

const createPaymentBody = z
  .object({
    amount: amountRule,
    description: z
      .string({ error: 'payment.description.required' })
      .trim()
      .min(1, 'payment.description.required')
      .max(255, 'payment.description.required')
      .describe('Shown to the payer on the bank page'),
    callbackUrl: z
      .url({ protocol: /^https?$/, error: 'payment.callbackUrl.invalid' })
      .max(2000, 'payment.callbackUrl.invalid')
      .describe(
        'Where the payer is sent back (303) with token, status, orderId, referenceNumber, traceNumber, maskedCardNumber; on the merchant’s registered origin',
      ),
    orderId: z
      .string({ error: 'payment.orderId.required' })
      .trim()
      .min(1, 'payment.orderId.required')
      .max(64, 'payment.orderId.required')
      .describe('The merchant’s order id'),
  })
  .describe('A payment request from the merchant');

const tokenParameters = z.object({ token: paymentTokenSchema });

const merchantErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * The merchant side of the IPG, after SEP/Saman and Zarinpal: a token request, an inquiry, a verify with
 * the amount (repeatable, answering "already verified"), and a reverse. Every call carries the merchant's
 * id and secret; a merchant sees only its own payments. Registered under `/payments`.
 */
export async function merchantPaymentsPlugin(
  instance: FastifyInstance,
  { context, settings }: DomainPluginOptions & { settings: BankSettings },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const payments = merchantPaymentRepository(context.db);

  const signedMerchant = async (request: FastifyRequest, reply: FastifyReply): Promise<Merchant | null> => {
    const headers = request.headers as Record<string, string | undefined>;
    const merchant = await authenticateMerchant(
      context.db,
      headers['x-merchant-id'],
      headers['x-merchant-secret'],
    );
    if (!merchant)
      sendBusinessError(request, reply, {
        status: 401,
        code: 'MERCHANT_UNAUTHENTICATED',
        messageKey: 'payment.merchant.unauthenticated',
      });
    return merchant;
  };

  const merchantPayment = async (merchant: Merchant, token: string) => {
    await settlementRepository(context.db).settleOverdue(settings, context.now());
    return payments.ofMerchant(merchant.merchantId, token);
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'payment.notFound' });

  // The token request is POST /payments itself.
  app.post(
    '',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Request a payment token (the merchant’s first IPG call)',
        headers: merchantHeadersSchema,
        body: createPaymentBody,
        response: {
          201: z
            .object({
              token: z.string().describe('Identifies the payment in later calls'),
              paymentUrl: z.url().describe('Send the payer’s browser here'),
              expiresAt: z.iso.datetime().describe('The payer must pay before this'),
            })
            .describe('The payment is waiting for the payer'),
          ...merchantErrors,
        },
      },
    },
    async (request, reply) => {
      const merchant = await signedMerchant(request, reply);
      if (!merchant) return reply;
      if (!isOnMerchantOrigin(merchant, request.body.callbackUrl)) {
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'CALLBACK_NOT_ON_MERCHANT_ORIGIN',
          messageKey: 'payment.callbackUrl.foreignOrigin',
          field: 'callbackUrl',
        });
      }
      const token = randomBytes(16).toString('hex');
      const now = context.now();
      const expiresAt = new Date(now.getTime() + settings.tokenLifetimeMs);
      await payments.create({
        ...request.body,
        merchantId: merchant.merchantId,
        token,
        status: 'PENDING',
        createdAt: now,
        expiresAt,
      });
      return reply
        .status(201)
        .send({ token, paymentUrl: `${context.publicUrl}/ipg/${token}`, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    '/:token',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Inquiry: the state of one of the merchant’s payments',
        headers: merchantHeadersSchema,
        params: tokenParameters,
        response: { 200: paymentSchema, ...merchantErrors },
      },
    },
    async (request, reply) => {
      const merchant = await signedMerchant(request, reply);
      if (!merchant) return reply;
      const payment = await merchantPayment(merchant, request.params.token);
      if (!payment) return notFound(request, reply);
      return presentPayment(payment);
    },
  );

  app.post(
    '/:token/verify',
    {
      schema: {
        tags: ['Payments'],
        summary:
          'Verify (settle) a paid payment with its amount, within the verify window; repeating it answers alreadyVerified',
        headers: merchantHeadersSchema,
        params: tokenParameters,
        body: z.object({ amount: amountRule }).describe('The amount the merchant expects'),
        response: {
          200: paymentSchema.extend({
            alreadyVerified: z.boolean().describe('True when an earlier verify had settled it'),
          }),
          ...merchantErrors,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const merchant = await signedMerchant(request, reply);
      if (!merchant) return reply;
      const payment = await merchantPayment(merchant, request.params.token);
      if (!payment) return notFound(request, reply);
      if (payment.amount !== request.body.amount) {
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'AMOUNT_MISMATCH',
          messageKey: 'payment.amount.mismatch',
          field: 'amount',
        });
      }
      if (payment.status === 'VERIFIED') return { ...presentPayment(payment), alreadyVerified: true };
      if (payment.status === 'REVERSED')
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'PAYMENT_REVERSED',
          messageKey: 'payment.reversed',
        });
      if (payment.status !== 'PAID')
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'PAYMENT_NOT_PAID',
          messageKey: 'payment.notPaid',
        });
      const verified = await payments.markVerified(payment.token, context.now());
      if (verified) return { ...presentPayment(verified), alreadyVerified: false };
      // Another verify (or the window's reversal) won the race: answer with what it left.
      const now = await payments.byToken(payment.token);
      if (now?.status === 'VERIFIED') return { ...presentPayment(now), alreadyVerified: true };
      return sendBusinessError(request, reply, {
        status: 409,
        code: 'PAYMENT_REVERSED',
        messageKey: 'payment.reversed',
      });
    },
  );

  app.post(
    '/:token/reverse',
    {
      schema: {
        tags: ['Payments'],
        summary:
          'Reverse a paid or verified payment: the money goes back to the payer; repeating it changes nothing',
        headers: merchantHeadersSchema,
        params: tokenParameters,
        response: { 200: paymentSchema, ...merchantErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const merchant = await signedMerchant(request, reply);
      if (!merchant) return reply;
      const payment = await merchantPayment(merchant, request.params.token);
      if (!payment) return notFound(request, reply);
      if (payment.status === 'REVERSED') return presentPayment(payment);
      const reversed = await payments.markReversedByMerchant(payment.token, context.now());
      if (reversed) return presentPayment(reversed);
      const now = await payments.byToken(payment.token);
      if (now?.status === 'REVERSED') return presentPayment(now);
      return sendBusinessError(request, reply, {
        status: 409,
        code: 'PAYMENT_NOT_PAID',
        messageKey: 'payment.notPaid',
      });
    },
  );
}
