import { isEntitled, paidPackageTypes } from '@rasad/contracts/entitlements.ts';
import { optionalLearnerNameRule } from '@rasad/contracts/rules/learner-name-rules.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { durationDiscounts, planPrices, pricingPlans } from '../../business/pricing/pricing-plans.ts';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { findCourseAccess } from '../learning/course-access.ts';
import { campaignDiscountPercent, isCampaignActive } from '@rasad/contracts/campaign-window.ts';
import { UpstreamError } from './commerce-clients.ts';
import { commerceRepository, type InvoiceBuyer } from './commerce-repository.ts';
import { renderInvoicePdf, sellerParty } from './invoice-pdf.ts';
import { legalPersonInvoiceSchema, realPersonInvoiceSchema } from './invoice-rules.ts';
import {
  findOrder,
  placeOrder,
  settleOrder,
  startPayment,
  type CommerceDependencies,
  type Order,
} from './order-lifecycle.ts';
import { orderSchema, presentOrder, presentQuote, quoteSchema } from './order-presentation.ts';
import {
  enterpriseIncludedSeats,
  enterpriseMaxSeats,
  enterpriseSeatMonthlyAmount,
  PricingError,
  quoteOrder,
  vatPercent,
  type OrderItem,
  type PricingChoices,
} from './order-pricing.ts';

const purchaseBody = z
  .object({
    packageType: z
      .enum(paidPackageTypes, { error: 'order.package.invalid' })
      .optional()
      .describe('For a subscription'),
    durationMonths: z
      .number({ error: 'order.duration.invalid' })
      .int('order.duration.invalid')
      .optional()
      .describe('1, 3, 6 or 12'),
    seats: z
      .number({ error: 'order.seats.invalid' })
      .int('order.seats.invalid')
      .optional()
      .describe('ENTERPRISE: number of users'),
    courseId: z
      .number({ error: 'order.course.notFound' })
      .int('order.course.notFound')
      .positive('order.course.notFound')
      .optional()
      .describe('For a course'),
    discountCode: z
      .string()
      .max(40, 'order.discountCode.invalid')
      .optional()
      .describe('A friend’s personal discount code'),
    couponCode: z.string().max(40, 'order.coupon.invalid').optional().describe('One of the buyer’s coupons'),
    useCredit: z.boolean().default(false).describe('Pay what the credit balance covers'),
    learnerName: optionalLearnerNameRule.describe(
      'For a course: the name its certificate will carry; empty until the learner gives one',
    ),
  })
  .describe('What to buy and which discounts to apply');

type PurchaseBody = z.infer<typeof purchaseBody>;

function purchaseItem(body: PurchaseBody): OrderItem {
  // Both named is a mistake to point out, not one to settle by quietly picking the course.
  if (body.courseId !== undefined && body.packageType !== undefined)
    throw new PricingError('order.item.twoKinds', 'courseId');
  if (body.courseId !== undefined) return { kind: 'COURSE', courseId: body.courseId };
  if (body.packageType === undefined) throw new PricingError('order.package.invalid', 'packageType');
  if (body.durationMonths === undefined) throw new PricingError('order.duration.invalid', 'durationMonths');
  if (body.seats !== undefined && !isEntitled(body.packageType, 'companyAdministration'))
    throw new PricingError('order.seats.enterpriseOnly', 'seats');
  return {
    kind: 'SUBSCRIPTION',
    packageType: body.packageType,
    durationMonths: body.durationMonths,
    seats: body.seats,
  };
}

const orderIdQuery = z.object({ id: z.uuid({ error: 'order.notFound' }).describe('Order id') });
const planSchema = z.object({
  package: z.string(),
  name: z.string(),
  prices: z.array(
    z.object({
      durationMonths: z.number().int(),
      amount: z.number().int(),
      discountPercent: z.number().int(),
      finalAmount: z.number().int(),
    }),
  ),
});

/**
 * Checkout (spec §7 "Payments and pricing"): plans and prices, a quote with discounts, an order placed and
 * sent to the bank, the return from the bank, receipts and payments, one-click enrolment in free courses,
 * and the official invoice with its buyer's details and PDF. The spec's business-data calls for checkout
 * (`v3/Pricing/Pay|ApplyDiscount|GotoIPG|Receipt`, `v1/AfterPay/*`, `v2/AfterPay/GetPdfInvoice`) keep their
 * names but are served here, beside the orders, credits and enrolments a purchase changes in one transaction.
 * Those names share no URL part, so the plugin is registered at the root and its routes keep their whole
 * paths; everything but the price list needs a signed-in buyer.
 */
export async function commercePlugin(
  instance: FastifyInstance,
  { context, deps }: DomainPluginOptions & { deps: CommerceDependencies },
) {
  const commerce = commerceRepository(context.db);
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (error instanceof PricingError) {
      return sendBusinessError(request, reply, {
        status: error.status,
        code: error.status === 404 ? 'NOT_FOUND' : 'INVALID_PURCHASE',
        messageKey: error.messageKey,
        field: error.field,
      });
    }
    if (error instanceof UpstreamError) {
      request.log.warn({ err: error }, 'checkout upstream failed');
      return sendBusinessError(request, reply, {
        status: 503,
        code: 'BANK_UNAVAILABLE',
        messageKey: 'order.bankUnavailable',
      });
    }
    throw error;
  };

  /** The viewer's own order, or null (another user's order is not found). */
  const ownOrder = async (request: FastifyRequest, orderId: string): Promise<Order | null> => {
    const order = await findOrder(context.db, orderId);
    return order && order.userId === viewerOf(request).userId ? order : null;
  };
  /** `field`: the name the order's id came under (a body's `orderId`, a query's `id`). */
  const orderNotFound = (request: FastifyRequest, reply: FastifyReply, field: 'orderId' | 'id') =>
    sendBusinessError(request, reply, {
      status: 404,
      code: 'NOT_FOUND',
      messageKey: 'order.notFound',
      field,
    });
  const present = async (request: FastifyRequest, order: Order) =>
    presentOrder(order, requestLocale(request), await commerce.invoiceBuyer(order.id));
  /** The viewer's quote for an item, no order placed; `itemOf` runs inside, so its refusals are answered. */
  const answerQuote = async (
    request: FastifyRequest,
    reply: FastifyReply,
    itemOf: () => OrderItem,
    choices: PricingChoices,
  ) => {
    try {
      const quote = await quoteOrder(context.db, viewerOf(request).userId, itemOf(), choices, context.now());
      return presentQuote(quote, requestLocale(request));
    } catch (error) {
      return failed(request, reply, error);
    }
  };

  instance.withTypeProvider<ZodTypeProvider>().get(
    '/api/Pricing/Pricing',
    {
      schema: {
        tags: ['Pricing'],
        summary: 'Plans on sale with their prices per duration, VAT, campaign and ENTERPRISE seat pricing',
        response: {
          200: z.object({
            plans: z.array(planSchema),
            durations: z.array(z.number().int()),
            vatPercent: z.number().int(),
            campaignActive: z.boolean(),
            campaignDiscountPercent: z.number().int(),
            enterprise: z.object({
              includedSeats: z.number().int(),
              maxSeats: z.number().int(),
              seatMonthlyAmount: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const english = requestLocale(request) === 'en-US';
      return {
        plans: pricingPlans.map((plan) => ({
          package: plan.package,
          name: english ? plan.name.en : plan.name.fa,
          prices: planPrices(plan),
        })),
        durations: durationDiscounts.map((line) => line.durationMonths),
        vatPercent,
        campaignActive: isCampaignActive(context.now()),
        campaignDiscountPercent,
        enterprise: {
          includedSeats: enterpriseIncludedSeats,
          maxSeats: enterpriseMaxSeats,
          seatMonthlyAmount: enterpriseSeatMonthlyAmount,
        },
      };
    },
  );

  await signedInScope(instance, (app) => {
    app.get(
      '/api/Pricing/Payment',
      {
        schema: {
          tags: ['Pricing'],
          summary: 'What a subscription would cost the signed-in buyer (no codes applied)',
          querystring: z.object({
            package: z.enum(paidPackageTypes, { error: 'order.package.invalid' }),
            duration: z.coerce.number({ error: 'order.duration.invalid' }).int('order.duration.invalid'),
            seats: z.coerce.number({ error: 'order.seats.invalid' }).int('order.seats.invalid').optional(),
          }),
          response: { 200: quoteSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request, reply) =>
        answerQuote(
          request,
          reply,
          () => ({
            kind: 'SUBSCRIPTION',
            packageType: request.query.package,
            durationMonths: request.query.duration,
            seats: request.query.seats,
          }),
          { useCredit: false },
        ),
    );

    app.post(
      '/v3/Pricing/ApplyDiscount',
      {
        schema: {
          tags: ['Pricing'],
          summary: 'Price a purchase with discount code, coupon and credit, without placing it',
          body: purchaseBody,
          response: {
            200: quoteSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => answerQuote(request, reply, () => purchaseItem(request.body), request.body),
    );

    app.post(
      '/v3/Pricing/Pay',
      {
        schema: {
          tags: ['Pricing'],
          summary:
            'Place an order; coupon and credit are held until it is paid or cancelled. Fully covered orders are delivered at once',
          body: purchaseBody,
          response: {
            201: orderSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        try {
          const order = await placeOrder(
            deps,
            viewer.userId,
            purchaseItem(request.body),
            request.body,
            request.body.learnerName === '' ? null : request.body.learnerName,
          );
          return reply.status(201).send(await present(request, order));
        } catch (error) {
          return failed(request, reply, error);
        }
      },
    );

    app.post(
      '/v3/Pricing/GotoIPG',
      {
        schema: {
          tags: ['Pricing'],
          summary: 'Send an order to the bank: returns the order with the bank page to open',
          body: z.object({ orderId: z.uuid({ error: 'order.notFound' }) }),
          response: {
            200: orderSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const order = await ownOrder(request, request.body.orderId);
        if (!order) return orderNotFound(request, reply, 'orderId');
        try {
          const sent = await startPayment(deps, order, requestLocale(request));
          if (sent.status !== 'AT_BANK' && sent.status !== 'DELIVERED') {
            return sendBusinessError(request, reply, {
              status: 409,
              code: 'NOT_PAYABLE',
              messageKey: 'order.notPayable',
            });
          }
          return present(request, sent);
        } catch (error) {
          return failed(request, reply, error);
        }
      },
    );

    for (const path of ['/v3/Pricing/Receipt', '/api/Payments/Receipt']) {
      app.get(
        path,
        {
          schema: {
            tags: [path.startsWith('/v3/Pricing') ? 'Pricing' : 'Payments'],
            summary:
              'An order’s receipt, brought up to date with the bank first (the return from the bank lands here); owner only',
            querystring: orderIdQuery,
            response: { 200: orderSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
          },
        },
        async (request, reply) => {
          const order = await ownOrder(request, request.query.id);
          if (!order) return orderNotFound(request, reply, 'id');
          try {
            return present(request, await settleOrder(deps, order));
          } catch (error) {
            if (!(error instanceof UpstreamError)) throw error;
            // The bank is away: show the receipt as we know it; the reconciler finishes it later.
            request.log.warn({ err: error }, 'receipt read without the bank');
            return present(request, order);
          }
        },
      );
    }

    app.get(
      '/api/Payments/MyPayments',
      {
        schema: {
          tags: ['Payments'],
          summary: 'The signed-in user’s orders, newest first',
          querystring: z.object({
            skip: z.coerce.number().int().min(0).default(0),
            take: z.coerce.number().int().min(1).max(50).default(20),
          }),
          response: {
            200: z.object({ items: z.array(orderSchema), totalCount: z.number().int() }),
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const page = await commerce.pageOfOrders(viewer.userId, request.query.skip, request.query.take);
        return {
          items: await Promise.all(page.items.map((order) => present(request, order))),
          totalCount: page.totalCount,
        };
      },
    );

    app.post(
      '/api/Courses/Enrol',
      {
        schema: {
          tags: ['Courses'],
          summary: 'Enrol in a free course with one click; access runs the course’s days from now',
          body: z.object({
            courseId: z.number({ error: 'order.course.notFound' }).int().positive(),
            learnerName: optionalLearnerNameRule.describe(
              'The name certificates will carry; empty until the learner gives one',
            ),
          }),
          response: {
            200: z.object({
              courseId: z.number().int(),
              enrolledAt: z.iso.datetime(),
              expiresAt: z.iso.datetime(),
              daysRemaining: z.number().int(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const now = context.now();
        const course = await commerce.course(request.body.courseId);
        if (!course)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'order.course.notFound',
            field: 'courseId',
          });
        if (course.priceRials !== 0)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'NOT_FREE',
            messageKey: 'order.course.notFree',
            field: 'courseId',
          });
        const enrolled = await commerce.enrolUnlessRunning(
          { userId: viewer.userId, course, learnerName: request.body.learnerName },
          course.accessDays,
          now,
        );
        if (!enrolled)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_ENROLLED',
            messageKey: 'order.course.owned',
            field: 'courseId',
          });
        const access = (await findCourseAccess(context.db, viewer.userId, course.id, now))!;
        return {
          courseId: course.id,
          enrolledAt: access.enrolledAt.toISOString(),
          expiresAt: access.expiresAt.toISOString(),
          daysRemaining: access.daysRemaining,
        };
      },
    );

    const paidOrderFor = async (
      request: FastifyRequest,
      reply: FastifyReply,
      orderId: string,
      field: 'orderId' | 'id',
    ) => {
      const order = await ownOrder(request, orderId);
      if (!order) {
        orderNotFound(request, reply, field);
        return null;
      }
      if (order.status !== 'DELIVERED') {
        sendBusinessError(request, reply, {
          status: 409,
          code: 'NOT_PAID',
          messageKey: 'order.notPaid',
          field: 'orderId',
        });
        return null;
      }
      return order;
    };

    const invoiceAnswer = z.object({ orderId: z.uuid(), kind: z.enum(['REAL', 'LEGAL']) });

    /**
     * Stores a paid order's invoice buyer, a person or a company, each by its own rules: once, since the invoice is
     * then issued under the order's number and an issued invoice's buyer does not change.
     */
    const registerInvoiceBuyerRoute = <Body extends z.ZodType<{ orderId: string }>>(
      path: string,
      summary: string,
      body: Body,
      buyerOf: (details: z.output<Body>) => Omit<InvoiceBuyer, 'updatedAt'>,
    ) =>
      app.post(
        path,
        {
          schema: {
            tags: ['Invoices'],
            summary,
            body,
            response: {
              200: invoiceAnswer,
              400: errorBodySchema,
              401: errorBodySchema,
              404: errorBodySchema,
              409: errorBodySchema,
            },
          },
        },
        async (request, reply) => {
          const details = request.body as z.output<Body>;
          const order = await paidOrderFor(request, reply, details.orderId, 'orderId');
          if (!order) return reply;
          const values = { ...buyerOf(details), updatedAt: context.now() };
          if (!(await commerce.issueInvoiceBuyer(values)))
            return sendBusinessError(request, reply, {
              status: 409,
              code: 'INVOICE_ISSUED',
              messageKey: 'invoice.alreadyIssued',
              field: 'orderId',
            });
          return { orderId: order.id, kind: values.kind };
        },
      );

    registerInvoiceBuyerRoute(
      '/v1/AfterPay/InsertRealPerson',
      'The buyer’s details as a person, for a paid order’s official invoice',
      realPersonInvoiceSchema,
      ({ fullName, nationalCode, ...place }) => ({
        ...place,
        kind: 'REAL',
        name: fullName,
        nationalId: nationalCode,
        registrationNumber: null,
        economicCode: null,
      }),
    );

    registerInvoiceBuyerRoute(
      '/v1/AfterPay/InsertLegalPerson',
      'The buyer’s details as a company, for a paid order’s official invoice',
      legalPersonInvoiceSchema,
      ({ companyName, ...rest }) => ({ ...rest, kind: 'LEGAL', name: companyName }),
    );

    app.get(
      '/v2/AfterPay/GetPdfInvoice',
      {
        schema: {
          tags: ['Invoices'],
          summary:
            'The official sales invoice of a paid order as a Persian PDF (after the buyer’s details are given)',
          querystring: orderIdQuery,
          response: {
            200: z.unknown().describe('application/pdf'),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const order = await paidOrderFor(request, reply, request.query.id, 'id');
        if (!order) return reply;
        const buyer = await commerce.invoiceBuyer(order.id);
        if (!buyer)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'NO_BUYER_DETAILS',
            messageKey: 'invoice.buyerMissing',
          });
        const shown = presentOrder(order, 'fa-IR', buyer);
        const pdf = await renderInvoicePdf({
          number: order.number,
          issuedAt: order.deliveredAt ?? order.createdAt,
          seller: sellerParty(),
          buyer: {
            name: buyer.name,
            nationalIdLabel: buyer.kind === 'REAL' ? 'کد ملی' : 'شناسه ملی',
            nationalId: buyer.nationalId,
            economicCode: buyer.economicCode,
            registrationNumber: buyer.registrationNumber,
            address: buyer.address,
            province: buyer.province,
            city: buyer.city,
            postalCode: buyer.postalCode,
            phone: buyer.phone,
          },
          item: order.titleFa,
          listAmount: shown.listAmount,
          discountAmount: shown.listAmount - shown.netAmount,
          netAmount: shown.netAmount,
          vatAmount: shown.vatAmount,
          totalAmount: shown.totalAmount,
          referenceNumber: order.referenceNumber,
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="rasad-invoice-${order.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  });
}
