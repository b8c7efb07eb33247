import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { translate, type ServiceMessageKey } from '@rasad/contracts/service-messages/service-messages.ts';
import type { BankSettings } from '../merchants/bank-settings.ts';
import { settlementRepository } from '../settlement/settlement-repository.ts';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';
import { cardDigits, maskCardNumber, passesLuhnCheck } from './card-number.ts';
import { renderPaymentNoticePage, renderPaymentPage } from './payment-page-html.ts';
import { paymentPageRepository, type PaymentRow } from './payment-page-repository.ts';

const merchantName = 'رصد — اطلاعات کسب‌وکار و آموزش';

const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string().describe('HTML page') } },
});

const tokenParameters = z.object({ token: z.string().max(64).describe('Payment token') });

const cardForm = z
  .object({
    cardNumber: z.string().optional(),
    cvv2: z.string().optional(),
    expiryMonth: z.string().optional(),
    expiryYear: z.string().optional(),
    pin: z.string().optional(),
  })
  .describe(
    'The card form, application/x-www-form-urlencoded; checked by the page, re-shown with a message when wrong',
  );

/** The first card-form rule the payer broke, if any. */
function cardFormProblem(form: z.infer<typeof cardForm>): ServiceMessageKey | null {
  const digits = cardDigits(form.cardNumber ?? '');
  if (digits === null || !passesLuhnCheck(digits)) return 'payment.cardNumber.invalid';
  if (!/^\d{3,4}$/.test(toLatinDigits(form.cvv2 ?? '').trim())) return 'payment.cvv2.invalid';
  const month = Number(toLatinDigits(form.expiryMonth ?? '').trim());
  const year = toLatinDigits(form.expiryYear ?? '').trim();
  if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{2}$/.test(year))
    return 'payment.expiry.invalid';
  if (!/^\d{5,12}$/.test(toLatinDigits(form.pin ?? '').trim())) return 'payment.pin.invalid';
  return null;
}

/** The merchant's callback with what SEP and Zarinpal hand back: token, state, order, reference and trace numbers, masked card. */
function callbackLocation(payment: PaymentRow): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('token', payment.token);
  url.searchParams.set('status', payment.status);
  url.searchParams.set('orderId', payment.orderId);
  if (payment.referenceNumber) url.searchParams.set('referenceNumber', payment.referenceNumber);
  if (payment.traceNumber) url.searchParams.set('traceNumber', payment.traceNumber);
  if (payment.maskedCardNumber) url.searchParams.set('maskedCardNumber', payment.maskedCardNumber);
  return url.toString();
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** The bank payment page the payer's browser is sent to: show, pay, cancel. Registered under `/ipg`. */
export async function paymentPagePlugin(
  instance: FastifyInstance,
  { context, settings }: DomainPluginOptions & { settings: BankSettings },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const payments = paymentPageRepository(context.db);

  // Browsers post the bank form as application/x-www-form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const findPayment = async (token: string) => {
    await settlementRepository(context.db).settleOverdue(settings, context.now());
    return payments.byToken(token);
  };

  const notFoundPage = (reply: FastifyReply) =>
    sendHtml(reply, 404, renderPaymentNoticePage('تراکنش پیدا نشد', translate('payment.notFound', 'fa-IR')));

  const alreadyDonePage = (reply: FastifyReply, payment: PaymentRow) =>
    payment.status === 'EXPIRED'
      ? sendHtml(
          reply,
          409,
          renderPaymentNoticePage(
            'مهلت پرداخت تمام شده است',
            translate('payment.expired', 'fa-IR'),
            callbackLocation(payment),
          ),
        )
      : sendHtml(
          reply,
          409,
          renderPaymentNoticePage(
            'تراکنش بسته شده است',
            translate('payment.notPending', 'fa-IR'),
            callbackLocation(payment),
          ),
        );

  app.get(
    '/:token',
    {
      schema: {
        tags: ['Payment page'],
        summary: 'The bank payment page the payer sees',
        params: tokenParameters,
        response: {
          200: htmlPage('Payment form'),
          404: htmlPage('Unknown payment'),
          409: htmlPage('Payment already paid or cancelled'),
        },
      },
    },
    async (request, reply) => {
      const payment = await findPayment(request.params.token);
      if (!payment) return notFoundPage(reply);
      if (payment.status !== 'PENDING') return alreadyDonePage(reply, payment);
      return sendHtml(reply, 200, renderPaymentPage({ ...payment, merchantName }));
    },
  );

  app.post(
    '/:token/pay',
    {
      schema: {
        tags: ['Payment page'],
        summary: 'Pay with the card form; redirects (303) to the merchant’s callback with status=PAID',
        params: tokenParameters,
        body: cardForm,
        response: {
          303: z.undefined().describe('Redirect to callbackUrl?token=…&status=PAID'),
          400: htmlPage('The form again, with what to correct'),
          404: htmlPage('Unknown payment'),
          409: htmlPage('Payment already paid or cancelled'),
        },
      },
    },
    async (request, reply) => {
      const payment = await findPayment(request.params.token);
      if (!payment) return notFoundPage(reply);
      if (payment.status !== 'PENDING') return alreadyDonePage(reply, payment);
      const problem = cardFormProblem(request.body ?? {});
      if (problem !== null) {
        return sendHtml(
          reply,
          400,
          renderPaymentPage({ ...payment, merchantName, errorMessage: translate(problem, 'fa-IR') }),
        );
      }
      const digits = cardDigits(request.body?.cardNumber ?? '') as string;
      const paid = await payments.markPaid(payment.token, {
        referenceNumber: String(randomInt(100_000_000_000, 1_000_000_000_000)),
        traceNumber: String(randomInt(100_000, 1_000_000)),
        maskedCardNumber: maskCardNumber(digits),
        paidAt: context.now(),
      });
      if (!paid) return alreadyDonePage(reply, (await findPayment(payment.token)) ?? payment);
      return reply.redirect(callbackLocation(paid), 303);
    },
  );

  app.post(
    '/:token/cancel',
    {
      schema: {
        tags: ['Payment page'],
        summary: 'Cancel the payment; redirects (303) to the merchant’s callback with status=CANCELLED',
        params: tokenParameters,
        // The form's fields are not read here, and Fastify hands a request without a body to the schema as null.
        body: cardForm.nullish(),
        response: {
          303: z.undefined().describe('Redirect to callbackUrl?token=…&status=CANCELLED'),
          404: htmlPage('Unknown payment'),
          409: htmlPage('Payment already paid or cancelled'),
        },
      },
    },
    async (request, reply) => {
      const payment = await findPayment(request.params.token);
      if (!payment) return notFoundPage(reply);
      const cancelled = await payments.markCancelled(payment.token, context.now());
      if (!cancelled) return alreadyDonePage(reply, (await findPayment(payment.token)) ?? payment);
      return reply.redirect(callbackLocation(cancelled), 303);
    },
  );
}
