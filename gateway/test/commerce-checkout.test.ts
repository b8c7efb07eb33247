import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

async function send(query: string, variables: object, cookies: string) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphqlResponse, setCookies: response.headers.getSetCookie() };
}

/** Signs a demo user in; later requests carry the returned cookie header. */
function signIn(userName: string): Promise<string> {
  return platform.signInCookie(userName);
}

const orderFields =
  'id number status title totalAmount payableAmount paymentUrl referenceNumber discounts { code label amount } invoiceUrl';

describe('checkout through the gateway', () => {
  it('buys PROFESSIONAL with a discount code, pays at the bank, and the same session carries the new package', async () => {
    const cookies = await signIn('09121000001');
    const quote = await send(
      'query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { quote { totalAmount discounts { code } } userErrors { message } } }',
      { input: { packageType: 'PROFESSIONAL', durationMonths: 3, discountCode: 'RASAD-NARGES' } },
      cookies,
    );
    expect(quote.body.data!.checkoutQuote.quote).toEqual({
      totalAmount: 62_860_050,
      discounts: [{ code: 'DURATION' }, { code: 'DISCOUNT_CODE' }],
    });

    const created = await send(
      `mutation ($input: OrderCreateInput!) { orderCreate(input: $input) { order { ${orderFields} } userErrors { message } } }`,
      { input: { packageType: 'PROFESSIONAL', durationMonths: 3, discountCode: 'RASAD-NARGES' } },
      cookies,
    );
    const order = created.body.data!.orderCreate.order;
    expect(order.status).toBe('AWAITING_PAYMENT');

    const paying = await send(
      `mutation ($input: OrderPayInput!) { orderPay(input: $input) { paymentUrl order { status } userErrors { message } } }`,
      { input: { orderId: order.id } },
      cookies,
    );
    const paymentUrl = paying.body.data!.orderPay.paymentUrl as string;
    expect(paymentUrl.startsWith(platform.serviceUrls.payments)).toBe(true);
    const paid = await fetch(`${paymentUrl}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=6037991199500590&cvv2=123&expiryMonth=08&expiryYear=06&pin=123456',
    });
    expect(paid.status).toBe(303);
    const callback = new URL(paid.headers.get('location')!);
    expect(callback.pathname).toBe('/checkout/return');

    const confirmed = await send(
      `mutation ($input: OrderConfirmInput!) { orderConfirm(input: $input) { order { ${orderFields} } viewer { packageType } userErrors { message } } }`,
      { input: { orderId: callback.searchParams.get('order') } },
      cookies,
    );
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data!.orderConfirm.order).toMatchObject({
      status: 'DELIVERED',
      referenceNumber: callback.searchParams.get('referenceNumber'),
    });
    expect(confirmed.body.data!.orderConfirm.viewer.packageType).toBe('PROFESSIONAL');
    expect(confirmed.setCookies.some((cookie) => cookie.startsWith('packageType=PROFESSIONAL'))).toBe(true);
    expect(confirmed.setCookies.some((cookie) => cookie.startsWith('token='))).toBe(true);
    const persisted = confirmed.setCookies.find((cookie) => cookie.startsWith('persist_auth='));
    expect(
      JSON.parse(decodeURIComponent(persisted!.split(';')[0]!.slice('persist_auth='.length))),
    ).toMatchObject({ packageType: 'PROFESSIONAL' });

    // The receipt in the payments list; the invoice's buyer, then its PDF link on the site.
    const refreshed = confirmed.setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const list = await send(
      `{ viewer { packageType payments(first: 5) { totalCount edges { node { id status } } } } }`,
      {},
      refreshed,
    );
    expect(list.body.data!.viewer.packageType).toBe('PROFESSIONAL');
    expect(
      list.body.data!.viewer.payments.edges.map((edge: { node: { status: string } }) => edge.node.status),
    ).toEqual(['DELIVERED']);
    const invoice = await send(
      `mutation ($input: InvoiceRealPersonSetInput!) { invoiceRealPersonSet(input: $input) { order { invoiceUrl } userErrors { field message } } }`,
      {
        input: {
          orderId: order.id,
          fullName: 'مریم احمدی',
          nationalCode: '0012345679',
          postalCode: '1966734511',
          phone: '02188776655',
          address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
          province: 'تهران',
          city: 'تهران',
        },
      },
      refreshed,
    );
    expect(invoice.body.data!.invoiceRealPersonSet).toEqual({
      order: { invoiceUrl: `/invoices/${callback.searchParams.get('order')}.pdf` },
      userErrors: [],
    });
  });

  it('another user cannot read the order; a visitor is asked to sign in', async () => {
    const buyer = await signIn('09121000006');
    const created = await send(
      'mutation ($input: OrderCreateInput!) { orderCreate(input: $input) { order { id } userErrors { message } } }',
      { input: { packageType: 'BASIC', durationMonths: 1 } },
      buyer,
    );
    const id = created.body.data!.orderCreate.order.id;
    const other = await signIn('09121000002');
    const read = await send('query ($id: ID!) { viewer { order(id: $id) { id } } }', { id }, other);
    expect(read.body.data!.viewer.order).toBeNull();
    // Paying or confirming another's order: not found, under the input's `orderId` either way.
    for (const mutation of ['orderPay', 'orderConfirm']) {
      const answer = await send(
        `mutation { ${mutation}(input: { orderId: "${id}" }) { order { id } userErrors { field code } } }`,
        {},
        other,
      );
      expect(answer.body.data![mutation]).toEqual({
        order: null,
        userErrors: [{ field: ['orderId'], code: 'NOT_FOUND' }],
      });
    }
    const visitor = await send(
      'mutation ($input: OrderPayInput!) { orderPay(input: $input) { userErrors { code message } } }',
      { input: { orderId: id } },
      '',
    );
    expect(visitor.body.data!.orderPay.userErrors).toEqual([
      { code: 'UNAUTHENTICATED', message: 'برای این کار ابتدا وارد شوید.' },
    ]);
  });

  it('prices the purchase without a refused code and keeps each code’s error beside the quote', async () => {
    const buyer = await signIn('09121000004');
    const quoteOf = (input: object) =>
      send(
        'query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { quote { totalAmount discounts { code } } userErrors { field message } } }',
        { input: { packageType: 'BASIC', durationMonths: 1, ...input } },
        buyer,
      );
    const plain = (await quoteOf({})).body.data!.checkoutQuote;
    expect(plain.userErrors).toEqual([]);
    const refused = (await quoteOf({ discountCode: 'NOPE', couponCode: 'NOPE-TOO' })).body.data!
      .checkoutQuote;
    expect(refused.quote).toEqual(plain.quote);
    expect(refused.userErrors).toEqual([
      { field: ['discountCode'], message: 'کد تخفیف معتبر نیست.' },
      { field: ['couponCode'], message: 'این کوپن معتبر نیست، استفاده شده یا منقضی شده است.' },
    ]);
  });

  it('answers a course id that is none with a Persian user error, and the checkout page keeps its terms', async () => {
    const buyer = await signIn('09121000003');
    const courseNotFound = [
      { field: ['courseId'], code: 'NOT_FOUND', message: 'دوره‌ای با این شناسه پیدا نشد.' },
    ];
    const quote = await send(
      'query ($input: CheckoutQuoteInput!) { checkoutTerms { vatPercent } checkoutQuote(input: $input) { quote { totalAmount } userErrors { field code message } } }',
      { input: { courseId: 'abc' } },
      buyer,
    );
    expect(quote.body.errors).toBeUndefined();
    expect(quote.body.data!.checkoutTerms.vatPercent).toBeGreaterThan(0);
    expect(quote.body.data!.checkoutQuote).toEqual({ quote: null, userErrors: courseNotFound });
    for (const mutation of [
      'orderCreate(input: { courseId: "abc" }) { order { id }',
      'courseEnrol(input: { courseId: "abc" }) { course { id }',
    ]) {
      const answer = await send(`mutation { ${mutation} userErrors { field code message } } }`, {}, buyer);
      expect(answer.body.errors).toBeUndefined();
      expect(Object.values(answer.body.data!)[0].userErrors).toEqual(courseNotFound);
    }
  });
});

describe('the viewer’s payments as a Relay connection', () => {
  it('pages the orders two at a time from the service’s own pages, newest first, none twice', async () => {
    const cookies = await signIn('09121000005');
    const created: string[] = [];
    // Four new orders after the demo purchase the seed gave her: five in all.
    for (let order = 0; order < 4; order++) {
      const answer = await send(
        `mutation ($input: OrderCreateInput!) { orderCreate(input: $input) { order { id } userErrors { message } } }`,
        { input: { packageType: 'BASIC', durationMonths: 3 } },
        cookies,
      );
      expect(answer.body.data!.orderCreate.userErrors).toEqual([]);
      created.push(answer.body.data!.orderCreate.order.id as string);
    }
    const query = `query ($after: String) { viewer { payments(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } } }`;
    type Page = {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { id: string } }[];
    };
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      platform.resetCalls();
      const answer = await send(query, { after }, cookies);
      expect(platform.callCounts()['GET /api/Payments/MyPayments']).toBe(1);
      const page = answer.body.data!.viewer.payments as Page;
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after && pages.length < 10);

    expect(pages.map((page) => page.edges.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.totalCount === 5)).toBe(true);
    const ids = pages.flatMap((page) => page.edges.map(({ node }) => node.id));
    expect(ids.slice(0, 4)).toEqual(created.toReversed());
    expect(new Set(ids).size).toBe(5);
  });
});
