import type { PaidPackageType } from '@rasad/contracts/entitlements.ts';
import { certificateNameOf } from '@rasad/contracts/rules/learner-name-rules.ts';
import type { Resolvers, UserError } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { databaseIdOf, fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import { offsetAfterCursor } from '../shared/relay/offset-cursor.ts';
import { connectionFromPage } from '../shared/relay/page-connection.ts';
import type { NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { loadViewer } from '../accounts/load-viewer.ts';
import type { OrderModel } from './commerce-models.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order id inside an Order global ID, or the raw id the bank's callback carries; null for anything else. */
function orderKeyOf(id: string): string | null {
  if (uuidPattern.test(id)) return id.toLowerCase();
  const parsed = fromGlobalId(id);
  return parsed?.typeName === 'Order' && uuidPattern.test(parsed.key) ? parsed.key : null;
}

function orderNotFound(context: GatewayContext, field: string): UserError[] {
  return [
    {
      field: [field],
      code: 'NOT_FOUND',
      message: gatewayMessage('error.orderNotFound', context.locale),
    },
  ];
}

/** An input's course id that names no course: the same words the service has for an unknown course. */
function courseNotFound(context: GatewayContext): UserError[] {
  return [
    {
      field: ['courseId'],
      code: 'NOT_FOUND',
      message: gatewayMessage('error.courseNotFound', context.locale),
    },
  ];
}

interface PurchaseInput {
  packageType?: string | null;
  durationMonths?: number | null;
  seats?: number | null;
  courseId?: string | null;
  discountCode?: string | null;
  couponCode?: string | null;
  useCredit?: boolean | null;
}

/** The codes a buyer types at the checkout, each of which may be refused on its own. */
const codeFields = ['discountCode', 'couponCode'] as const;

/** The course a purchase names: undefined for none, null when its id is not a course's. */
function purchasedCourseId(input: PurchaseInput): number | null | undefined {
  return input.courseId ? databaseIdOf(input.courseId, 'Course') : undefined;
}

/** The checkout's body for a quote or an order: GraphQL's nulls dropped, the course's database id given. */
function purchaseBody(input: PurchaseInput, courseId: number | undefined) {
  return {
    ...(input.packageType ? { packageType: input.packageType as PaidPackageType } : {}),
    ...(input.durationMonths != null ? { durationMonths: input.durationMonths } : {}),
    ...(input.seats != null ? { seats: input.seats } : {}),
    ...(courseId === undefined ? {} : { courseId }),
    ...(input.discountCode?.trim() ? { discountCode: input.discountCode.trim() } : {}),
    ...(input.couponCode?.trim() ? { couponCode: input.couponCode.trim() } : {}),
    useCredit: input.useCredit ?? false,
  };
}

/** The caller's order brought up to date with the bank; null when it is not theirs. */
async function loadOrder(context: GatewayContext, key: string): Promise<OrderModel | null> {
  const result = await context.upstream.courses.tryGet('/api/Payments/Receipt', { query: { id: key } });
  if (result.ok) return result.body;
  if (result.status === 404) return null;
  throw GatewayError.fromUpstream('courses', result.status, result.error);
}

/**
 * After a subscription is delivered the session's tokens still name the old package: trade them for new
 * ones now, so the response sets the new access token and the `packageType` cookie.
 */
async function refreshPackage(context: GatewayContext, order: OrderModel) {
  if (order.kind !== 'SUBSCRIPTION' || order.status !== 'DELIVERED' || context.session.accessToken === null)
    return;
  await context.session.refreshAfterRejection(context.session.accessToken);
  const issued = context.session.issued;
  if (!issued) return;
  // The browser's persisted auth state (persist_auth cookie) names the package too.
  const person = await context.upstream.accounts.get('/v2/Profile/GetPersonalInfo');
  context.session.signIn(issued.tokens, {
    uuid: person.uuid,
    packageType: person.packageType,
    userName: person.userName,
  });
}

/** Checkout, receipts and invoices (courses service `/api/Pricing/*`, `/api/Payments/*`, `/api/AfterPay/*`). */
export const commerceResolvers: Resolvers = {
  Query: {
    checkoutTerms: (_, __, context) => context.upstream.courses.get('/api/Pricing/Pricing'),
    checkoutQuote: async (_, { input }, context) => {
      const courseId = purchasedCourseId(input);
      if (courseId === null) return { quote: null, userErrors: courseNotFound(context) };
      // A refused code (a friend's discount code, a coupon) does not hide the price: the quote is asked again
      // without it, and the code's error stays beside the quote. Each round drops a code, so at most three calls.
      let asked: PurchaseInput = input;
      const codeErrors: UserError[] = [];
      for (;;) {
        const result = await context.upstream.courses.post('/v3/Pricing/ApplyDiscount', {
          body: purchaseBody(asked, courseId),
        });
        if (result.ok) return { quote: result.body, userErrors: codeErrors };
        const errors = userErrorsFromUpstream(result.error);
        const refusedCode = codeFields.find(
          (field) => asked[field] && errors.some((error) => error.field.at(-1) === field),
        );
        if (!refusedCode) return { quote: null, userErrors: [...codeErrors, ...errors] };
        codeErrors.push(...errors.filter((error) => error.field.at(-1) === refusedCode));
        asked = { ...asked, [refusedCode]: null };
      }
    },
  },
  Viewer: {
    // The service pages orders itself (at most 50 a call): ask it for exactly the page requested.
    payments: async (_, { first, after }, context) => {
      const skip = offsetAfterCursor('payments', after);
      const take = Math.min(Math.max(first ?? 20, 1), 50);
      const page = await context.upstream.courses.get('/api/Payments/MyPayments', { query: { skip, take } });
      return {
        ...connectionFromPage('payments', page.items, skip, page.totalCount),
        totalCount: page.totalCount,
      };
    },
    order: async (_, { id }, context) => {
      const key = orderKeyOf(id);
      return key ? loadOrder(context, key) : null;
    },
  },
  Mutation: {
    orderCreate: async (_, { input }, context) => {
      const courseId = purchasedCourseId(input);
      if (courseId === null) return { order: null, userErrors: courseNotFound(context) };
      const person = await context.upstream.accounts.get('/v2/Profile/GetPersonalInfo');
      const learnerName = input.learnerName?.trim() || certificateNameOf(person);
      const result = await context.upstream.courses.post('/v3/Pricing/Pay', {
        body: { ...purchaseBody(input, courseId), learnerName },
      });
      if (!result.ok) return { order: null, userErrors: userErrorsFromUpstream(result.error) };
      await refreshPackage(context, result.body);
      return { order: result.body, userErrors: [] };
    },
    orderPay: async (_, { input }, context) => {
      const key = orderKeyOf(input.orderId);
      if (!key) return { order: null, paymentUrl: null, userErrors: orderNotFound(context, 'orderId') };
      const result = await context.upstream.courses.post('/v3/Pricing/GotoIPG', { body: { orderId: key } });
      if (!result.ok)
        return { order: null, paymentUrl: null, userErrors: userErrorsFromUpstream(result.error) };
      return { order: result.body, paymentUrl: result.body.paymentUrl, userErrors: [] };
    },
    orderConfirm: async (_, { input }, context) => {
      const key = orderKeyOf(input.orderId);
      const order = key ? await loadOrder(context, key) : null;
      if (!order) return { order: null, viewer: null, userErrors: orderNotFound(context, 'orderId') };
      await refreshPackage(context, order);
      // Read after the package is refreshed: the viewer the payload answers holds the package just bought.
      return { order, viewer: loadViewer(context), userErrors: [] };
    },
    invoiceRealPersonSet: async (_, { input }, context) => {
      const key = orderKeyOf(input.orderId);
      if (!key) return { order: null, userErrors: orderNotFound(context, 'orderId') };
      const result = await context.upstream.courses.post('/v1/AfterPay/InsertRealPerson', {
        body: { ...input, orderId: key },
      });
      if (!result.ok) return { order: null, userErrors: userErrorsFromUpstream(result.error) };
      return { order: await loadOrder(context, key), userErrors: [] };
    },
    invoiceLegalPersonSet: async (_, { input }, context) => {
      const key = orderKeyOf(input.orderId);
      if (!key) return { order: null, userErrors: orderNotFound(context, 'orderId') };
      const result = await context.upstream.courses.post('/v1/AfterPay/InsertLegalPerson', {
        body: { ...input, orderId: key },
      });
      if (!result.ok) return { order: null, userErrors: userErrorsFromUpstream(result.error) };
      return { order: await loadOrder(context, key), userErrors: [] };
    },
    courseEnrol: async (_, { input }, context) => {
      const courseId = databaseIdOf(input.courseId, 'Course');
      if (courseId === null) return { course: null, userErrors: courseNotFound(context) };
      const person = await context.upstream.accounts.get('/v2/Profile/GetPersonalInfo');
      const learnerName = certificateNameOf(person);
      const result = await context.upstream.courses.post('/api/Courses/Enrol', {
        body: { courseId, learnerName },
      });
      if (!result.ok) return { course: null, userErrors: userErrorsFromUpstream(result.error) };
      return {
        course: await context.upstream.courses.get('/api/Courses/{id}', { params: { id: courseId } }),
        userErrors: [],
      };
    },
  },
  Order: {
    id: (order) => toGlobalId('Order', order.id),
    course: (order, _, context) =>
      order.courseId === null
        ? null
        : context.upstream.courses.get('/api/Courses/{id}', { params: { id: order.courseId } }),
    invoiceUrl: (order) => (order.invoiceBuyerKind === null ? null : `/invoices/${order.id}.pdf`),
  },
  CheckoutTerms: {
    enterpriseIncludedSeats: (terms) => terms.enterprise.includedSeats,
    enterpriseMaxSeats: (terms) => terms.enterprise.maxSeats,
    enterpriseSeatMonthlyAmount: (terms) => terms.enterprise.seatMonthlyAmount,
  },
};

export const commerceNodeFetchers: NodeFetchers = {
  Order: (key, context) => (uuidPattern.test(key) ? loadOrder(context, key) : Promise.resolve(null)),
};
