import { execFileSync, spawnSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { subscriptions } from '../../src/accounts/accounts-tables.ts';
import { effectivePackage } from '../../src/accounts/subscriptions/effective-package.ts';
import { bankClient, subscriptionClient } from '../../src/courses/commerce/commerce-clients.ts';
import { orders } from '../../src/courses/commerce/commerce-tables.ts';
import { reconcileOrders } from '../../src/courses/commerce/order-lifecycle.ts';
import { coupons, creditLogs, enrolments } from '../../src/courses/courses-tables.ts';
import { coursesService } from '../../src/courses/courses-service.ts';
import { paymentsService } from '../../src/payments/payments-service.ts';
import { listenServiceApp } from '../../src/start-services.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

const site = 'http://127.0.0.1:4000';
const buyer = '00000000-0000-4000-8000-000000000001';
const stranger = '00000000-0000-4000-8000-000000000002';
const learner = '00000000-0000-4000-8000-000000000005';
const secondLearner = '00000000-0000-4000-8000-000000000006';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const goodCard = 'cardNumber=6037991199500590&cvv2=123&expiryMonth=08&expiryYear=06&pin=123456';

let accounts: TestService;
let bank: TestService;
let shop: TestService;
let accountsUrl: string;
let bankUrl: string;

beforeAll(async () => {
  process.env.IPG_MERCHANT_ORIGIN = site;
  process.env.PUBLIC_SITE_URL = site;
  [accounts, bank, shop] = await Promise.all([
    buildTestService(accountsService),
    buildTestService(paymentsService),
    buildTestService(coursesService),
  ]);
  accountsUrl = await listenServiceApp(accounts.app, 0, '127.0.0.1');
  bankUrl = await listenServiceApp(bank.app, 0, '127.0.0.1');
  shop.context.serviceUrls = { accounts: accountsUrl, payments: bankUrl };
});
afterAll(() => Promise.all([shop?.close(), bank?.close(), accounts?.close()]));

const as = (userId: string) => testAuthorization({ userId, packageType: 'FREE' });

async function post(userId: string, url: string, payload: object) {
  return shop.app.inject({ method: 'POST', url, headers: await as(userId), payload });
}

async function receipt(userId: string, id: string) {
  return shop.app.inject({ method: 'GET', url: `/api/Payments/Receipt?id=${id}`, headers: await as(userId) });
}

/** Places an order and sends it to the bank; returns the order and its bank token. */
async function orderAtBank(userId: string, purchase: object) {
  const placed = await post(userId, '/v3/Pricing/Pay', purchase);
  expect(placed.statusCode).toBe(201);
  const sent = await post(userId, '/v3/Pricing/GotoIPG', { orderId: placed.json().id });
  expect(sent.statusCode).toBe(200);
  const order = sent.json();
  expect(order.status).toBe('AT_BANK');
  return { order, token: new URL(order.paymentUrl).pathname.split('/').at(-1)! };
}

async function payAtBank(token: string) {
  const paid = await bank.app.inject({
    method: 'POST',
    url: `/ipg/${token}/pay`,
    headers: form,
    payload: goodCard,
  });
  expect(paid.statusCode).toBe(303);
  return new URL(paid.headers.location as string);
}

const periodsOf = (userId: string) =>
  accounts.context.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe('subscription checkout', () => {
  it('prices PROFESSIONAL for 3 months with a friend’s discount code and VAT', async () => {
    const quote = await post(buyer, '/v3/Pricing/ApplyDiscount', {
      packageType: 'PROFESSIONAL',
      durationMonths: 3,
      discountCode: 'rasad-narges',
    });
    expect(quote.statusCode).toBe(200);
    // 3 × 24,900,000 = 74,700,000; 10% for 3 months → 67,230,000 (rounded down to thousands: 67,230,000); 15% code.
    expect(quote.json()).toMatchObject({
      listAmount: 74_700_000,
      discounts: [
        { code: 'DURATION', amount: 7_470_000 },
        { code: 'DISCOUNT_CODE', amount: 10_084_500 },
      ],
      netAmount: 57_145_500,
      vatAmount: 5_714_550,
      totalAmount: 62_860_050,
      payableAmount: 62_860_050,
    });
  });

  it('refuses bad choices with Persian messages on the field at fault', async () => {
    const wrongCode = await post(buyer, '/v3/Pricing/ApplyDiscount', {
      packageType: 'PROFESSIONAL',
      durationMonths: 3,
      discountCode: 'NOPE',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({
      message: 'کد تخفیف معتبر نیست.',
      fieldErrors: [{ field: 'discountCode' }],
    });
    const duration = await post(buyer, '/v3/Pricing/Pay', { packageType: 'BASIC', durationMonths: 5 });
    expect(duration.json()).toMatchObject({ message: 'مدت اشتراک باید ۱، ۳، ۶ یا ۱۲ ماه باشد.' });
    const seats = await post(buyer, '/v3/Pricing/Pay', {
      packageType: 'ENTERPRISE',
      durationMonths: 1,
      seats: 2,
    });
    expect(seats.json()).toMatchObject({ fieldErrors: [{ field: 'seats' }] });
    const own = await post(learner, '/v3/Pricing/ApplyDiscount', {
      packageType: 'BASIC',
      durationMonths: 1,
      discountCode: 'RASAD-NARGES',
    });
    expect(own.json().message).toBe('کد تخفیف شخصی خودتان را نمی‌توانید استفاده کنید.');
    const basicSeats = await post(buyer, '/v3/Pricing/Pay', {
      packageType: 'BASIC',
      durationMonths: 1,
      seats: -3,
    });
    expect(basicSeats.json()).toMatchObject({
      message: 'تعداد کاربران فقط برای بستهٔ سازمانی انتخاب می‌شود.',
      fieldErrors: [{ field: 'seats' }],
    });
    const both = await post(buyer, '/v3/Pricing/Pay', {
      packageType: 'BASIC',
      durationMonths: 1,
      courseId: 1,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: 'هر سفارش یا برای یک دوره است یا برای یک اشتراک؛ دوره و بسته را با هم نفرستید.',
      fieldErrors: [{ field: 'courseId' }],
    });
  });

  it('pays at the bank, and duplicate callbacks activate exactly once', async () => {
    const { order, token } = await orderAtBank(buyer, {
      packageType: 'PROFESSIONAL',
      durationMonths: 3,
      discountCode: 'RASAD-NARGES',
    });
    const callback = await payAtBank(token);
    expect(callback.origin + callback.pathname).toBe(`${site}/checkout/return`);
    expect(callback.searchParams.get('order')).toBe(order.id);

    const answers = await Promise.all([
      receipt(buyer, order.id),
      receipt(buyer, order.id),
      receipt(buyer, order.id),
    ]);
    for (const answer of answers)
      expect(answer.json()).toMatchObject({
        status: 'DELIVERED',
        referenceNumber: callback.searchParams.get('referenceNumber'),
      });
    expect((await receipt(buyer, order.id)).json().status).toBe('DELIVERED');

    const periods = await periodsOf(buyer);
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ packageType: 'PROFESSIONAL', orderId: order.id });
    expect(await effectivePackage(accounts.context.db, buyer, new Date())).toBe('PROFESSIONAL');
    // The friend whose code was used is credited once.
    const referrals = await shop.context.db
      .select()
      .from(creditLogs)
      .where(and(eq(creditLogs.userId, learner), eq(creditLogs.reason, 'REFERRAL')));
    expect(referrals).toHaveLength(2);
    const state = await bank.app.inject({
      method: 'GET',
      url: `/payments/${token}`,
      headers: { 'x-merchant-id': 'rasad-local', 'x-merchant-secret': 'rasad-local-merchant-secret' },
    });
    expect(state.json().status).toBe('VERIFIED');
  });

  it('tells a buyer who has paid before that a friend’s code is for a first purchase', async () => {
    const second = await post(buyer, '/v3/Pricing/ApplyDiscount', {
      packageType: 'BASIC',
      durationMonths: 1,
      discountCode: 'RASAD-NARGES',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      message: 'کد تخفیف دوستان فقط برای نخستین خرید است و شما پیش‌تر خرید کرده‌اید.',
      fieldErrors: [{ field: 'discountCode' }],
    });
  });

  it('another user’s receipt is not found, and it is not in their payments', async () => {
    const [mine] = (
      await shop.app.inject({ method: 'GET', url: '/api/Payments/MyPayments', headers: await as(buyer) })
    ).json().items;
    expect(mine.status).toBe('DELIVERED');
    const theirs = await receipt(stranger, mine.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('سفارشی با این شناسه پیدا نشد.');
    const list = (
      await shop.app.inject({ method: 'GET', url: '/api/Payments/MyPayments', headers: await as(stranger) })
    ).json();
    expect(list.totalCount).toBe(0);
  });

  it('a cancelled payment changes nothing and gives the coupon and credit back', async () => {
    const creditBefore = await shop.context.db
      .select()
      .from(creditLogs)
      .where(eq(creditLogs.userId, secondLearner));
    const { order, token } = await orderAtBank(secondLearner, {
      packageType: 'BASIC',
      durationMonths: 1,
      couponCode: 'nowruz-1405-a6',
      useCredit: true,
    });
    expect(order.discounts.map((line: { code: string }) => line.code)).toEqual(['COUPON']);
    const cancelled = await bank.app.inject({
      method: 'POST',
      url: `/ipg/${token}/cancel`,
      headers: form,
      payload: '',
    });
    expect(cancelled.statusCode).toBe(303);
    expect((await receipt(secondLearner, order.id)).json().status).toBe('CANCELLED');
    expect((await receipt(secondLearner, order.id)).json().status).toBe('CANCELLED');
    expect(await periodsOf(secondLearner)).toHaveLength(0);
    const [coupon] = await shop.context.db.select().from(coupons).where(eq(coupons.code, 'NOWRUZ-1405-A6'));
    expect(coupon?.usedAt).toBeNull();
    const creditAfter = await shop.context.db
      .select()
      .from(creditLogs)
      .where(eq(creditLogs.userId, secondLearner));
    const balance = (rows: { amountRials: number }[]) =>
      rows.reduce((total, row) => total + row.amountRials, 0);
    expect(balance(creditAfter)).toBe(balance(creditBefore));
    // The ledger says which order spent the credit and gave it back, the number in Persian digits.
    const orderLines = creditAfter
      .filter((row) => row.reason === 'PURCHASE' || row.reason === 'REFUND')
      .map((row) => row.descriptionFa);
    expect(orderLines.sort()).toEqual([
      expect.stringMatching(/^بازگشت اعتبار سفارش [۰-۹]+ \(/),
      expect.stringMatching(/^پرداخت از اعتبار برای سفارش [۰-۹]+ \(/),
    ]);
  });

  it('a bank payment left unpaid until it expires is EXPIRED, not CANCELLED', async () => {
    const { order } = await orderAtBank(secondLearner, { packageType: 'BASIC', durationMonths: 1 });
    const bankNow = bank.context.now;
    // The bank's clock a day on: the token expired unpaid.
    bank.context.now = () => new Date(bankNow().getTime() + 24 * 60 * 60_000);
    try {
      expect((await receipt(secondLearner, order.id)).json().status).toBe('EXPIRED');
    } finally {
      bank.context.now = bankNow;
    }
    expect(await periodsOf(secondLearner)).toHaveLength(0);
  });

  it('sends a payer who started in English back to the English site', async () => {
    const placed = await post(stranger, '/v3/Pricing/Pay', { packageType: 'BASIC', durationMonths: 1 });
    expect(placed.statusCode).toBe(201);
    const sent = await shop.app.inject({
      method: 'POST',
      url: '/v3/Pricing/GotoIPG',
      headers: { ...(await as(stranger)), 'accept-language': 'en-US' },
      payload: { orderId: placed.json().id },
    });
    expect(sent.json().status).toBe('AT_BANK');
    const token = new URL(sent.json().paymentUrl).pathname.split('/').at(-1)!;
    const cancelled = await bank.app.inject({
      method: 'POST',
      url: `/ipg/${token}/cancel`,
      headers: form,
      payload: '',
    });
    const callback = new URL(cancelled.headers.location as string);
    expect(callback.origin + callback.pathname).toBe(`${site}/en-US/checkout/return`);
    expect(callback.searchParams.get('order')).toBe(placed.json().id);
  });

  it('a crash between the bank’s verify and activation ends in one activation after restart', async () => {
    const user = '00000000-0000-4000-8000-000000000003';
    const { order, token } = await orderAtBank(user, {
      packageType: 'ENTERPRISE',
      durationMonths: 1,
      seats: 7,
    });
    expect(order.seats).toBe(7);
    await payAtBank(token);
    // The accounts service is away when the payer returns: the bank verifies, delivery cannot happen yet.
    shop.context.serviceUrls = { accounts: 'http://127.0.0.1:9', payments: bankUrl };
    expect((await receipt(user, order.id)).json().status).toBe('AT_BANK');
    const [stuck] = await shop.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stuck?.status).toBe('VERIFIED');
    expect(await periodsOf(user)).toHaveLength(0);

    // "Restart": a fresh checkout on the same database reconciles, twice over, alongside a late callback.
    const restarted = { ...shop.context, serviceUrls: { accounts: accountsUrl, payments: bankUrl } };
    const deps = {
      db: shop.context.db,
      now: () => new Date(),
      bank: bankClient(restarted),
      accounts: subscriptionClient(restarted),
    };
    shop.context.serviceUrls = restarted.serviceUrls;
    await Promise.all([reconcileOrders(deps), reconcileOrders(deps), receipt(user, order.id)]);
    expect((await receipt(user, order.id)).json()).toMatchObject({ status: 'DELIVERED', seats: 7 });
    const periods = await periodsOf(user);
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ packageType: 'ENTERPRISE', seats: 7 });
  });

  it('renews from the end of the running period', async () => {
    const [first] = await periodsOf(buyer);
    const { order, token } = await orderAtBank(buyer, { packageType: 'PROFESSIONAL', durationMonths: 1 });
    await payAtBank(token);
    const renewed = (await receipt(buyer, order.id)).json();
    expect(renewed.status).toBe('DELIVERED');
    expect(renewed.periodStartsAt).toBe(first!.endsAt.toISOString());
  });
});

describe('courses', () => {
  it('a free course enrols with one click; a paid one is refused there', async () => {
    // A double click sends it twice at once: one enrolment for the course's days, the other click is told so.
    const headers = await as(secondLearner);
    const clicks = await Promise.all(
      [1, 2].map(() =>
        shop.app.inject({
          method: 'POST',
          url: '/api/Courses/Enrol',
          headers,
          payload: { courseId: 1, learnerName: 'امیر جعفری' },
        }),
      ),
    );
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    const enrolled = clicks.find((click) => click.statusCode === 200)!;
    expect(enrolled.json().daysRemaining).toBe(180);
    expect(clicks.find((click) => click.statusCode === 409)!.json().message).toBe(
      'شما در این دوره ثبت‌نام کرده‌اید و دسترسی‌تان هنوز برقرار است.',
    );
    const [held] = await shop.context.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, secondLearner), eq(enrolments.courseId, 1)));
    expect(Math.round((held!.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(180);
    expect((await post(secondLearner, '/api/Courses/Enrol', { courseId: 1 })).statusCode).toBe(409);
    const paid = await post(secondLearner, '/api/Courses/Enrol', { courseId: 2 });
    expect(paid.json()).toMatchObject({
      code: 'NOT_FREE',
      message: 'این دوره رایگان نیست و باید خریداری شود.',
    });
  });

  it('a paid course bought with credit is delivered without the bank', async () => {
    await shop.context.db.insert(creditLogs).values({
      userId: secondLearner,
      amountRials: 20_000_000,
      reason: 'SUPPORT',
      descriptionFa: 'آزمون',
      descriptionEn: 'test',
      createdAt: new Date(),
    });
    const bought = await post(secondLearner, '/v3/Pricing/Pay', {
      courseId: 2,
      useCredit: true,
      learnerName: 'امیر جعفری',
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({
      status: 'DELIVERED',
      totalAmount: 19_800_000,
      creditApplied: 19_800_000,
      payableAmount: 0,
    });
    const [enrolment] = await shop.context.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, secondLearner), eq(enrolments.courseId, 2)));
    expect(enrolment?.learnerName).toBe('امیر جعفری');
  });
});

describe('official invoice', () => {
  const person = {
    fullName: 'مریم احمدی',
    nationalCode: '۰۰۱۲۳۴۵۶۷۹',
    postalCode: '1966734511',
    phone: '021-88776655',
    address: 'تهران، خیابان ولیعصر، کوچه نهم، پلاک ۱۲',
    province: 'تهران',
    city: 'تهران',
  };

  it('validates the buyer’s details with Persian messages', async () => {
    const [order] = (
      await shop.app.inject({ method: 'GET', url: '/api/Payments/MyPayments', headers: await as(buyer) })
    ).json().items;
    const bad = await post(buyer, '/v1/AfterPay/InsertRealPerson', {
      ...person,
      orderId: order.id,
      nationalCode: '0012345678',
      postalCode: '123',
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().fieldErrors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toEqual({
      nationalCode: 'کد ملی باید ۱۰ رقم با رقم کنترل درست باشد.',
      postalCode: 'کد پستی باید ۱۰ رقم باشد.',
    });
    const legal = await post(buyer, '/v1/AfterPay/InsertLegalPerson', {
      ...person,
      orderId: order.id,
      companyName: 'صنایع غذایی البرز',
      nationalId: '10101234567',
      registrationNumber: '12ab',
      economicCode: '4114',
    });
    expect(
      legal
        .json()
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['economicCode', 'nationalId', 'registrationNumber']);
    expect(
      (await post(stranger, '/v1/AfterPay/InsertRealPerson', { ...person, orderId: order.id })).statusCode,
    ).toBe(404);
  });

  it('renders a Persian PDF with the buyer, the total in digits and in words', async () => {
    const [order] = (
      await shop.app.inject({ method: 'GET', url: '/api/Payments/MyPayments', headers: await as(buyer) })
    ).json().items;
    expect(
      (await post(buyer, '/v1/AfterPay/InsertRealPerson', { ...person, orderId: order.id })).statusCode,
    ).toBe(200);
    const pdf = await shop.app.inject({
      method: 'GET',
      url: `/v2/AfterPay/GetPdfInvoice?id=${order.id}`,
      headers: await as(buyer),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    if (spawnSync('pdftotext', ['-v']).status !== 0 && process.env.CI !== 'true') return;
    // pdftotext reads the PDF from its standard input ('-') and writes the text to its output.
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain('صورتحساب');
    expect(text).toContain('مریم');
    expect(text).toContain('احمدی');
    expect(text).toContain('مبلغ کل');
    expect(text).toContain('۲۷,۳۹۰,۰۰۰');
    expect(text).toContain('بیست و هفت میلیون و سیصد و نود هزار ریال');
    // A number inside Persian words (the seller's «پلاک ۲۱۰۰،») keeps its digits in order.
    expect(text).toMatch(/[^۰-۹]۲۱۰۰[^۰-۹]/);
    // Province, city, postal code and phone stand apart on their line, as four cells, not run together.
    const laidOut = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    const placeLine = laidOut.split('\n').find((line) => line.includes('استان'))!;
    expect(placeLine.trim().split(/ {3,}/)).toHaveLength(4);
    // A person has no economic code or registration number: the buyer's place follows their name, no blank line.
    const lines = laidOut.split('\n');
    const buyerName = lines.findIndex((line) => line.includes('مریم'));
    const buyerPlace = lines.findIndex((line, index) => index > buyerName && line.includes('استان'));
    expect(lines.slice(buyerName + 1, buyerPlace).filter((line) => line.trim() === '')).toEqual([]);
    expect(
      (
        await shop.app.inject({
          method: 'GET',
          url: `/v2/AfterPay/GetPdfInvoice?id=${order.id}`,
          headers: await as(stranger),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps an issued invoice’s buyer: a second buyer is refused, the receipt carries the first', async () => {
    const [order] = (
      await shop.app.inject({ method: 'GET', url: '/api/Payments/MyPayments', headers: await as(buyer) })
    ).json().items;
    // The previous test issued this order's invoice to the person.
    const replaced = await post(buyer, '/v1/AfterPay/InsertRealPerson', {
      ...person,
      orderId: order.id,
      fullName: 'رضا کریمی',
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toMatchObject({
      code: 'INVOICE_ISSUED',
      message: 'فاکتور رسمی این سفارش با همین مشخصات خریدار صادر شده است و خریدار آن دیگر تغییر نمی‌کند.',
    });
    const receipt = await shop.app.inject({
      method: 'GET',
      url: `/api/Payments/Receipt?id=${order.id}`,
      headers: await as(buyer),
    });
    expect(receipt.json()).toMatchObject({
      invoiceBuyerKind: 'REAL',
      invoiceBuyer: {
        kind: 'REAL',
        name: 'مریم احمدی',
        nationalId: '0012345679',
        registrationNumber: null,
        postalCode: '1966734511',
        city: 'تهران',
      },
    });
  });
});

describe('the buyer’s payments', () => {
  it('are paged by the database, newest first, with the count of all', async () => {
    const payer = '00000000-0000-4000-8000-000000000031';
    const placed: string[] = [];
    for (const durationMonths of [1, 3, 6]) {
      const order = await post(payer, '/v3/Pricing/Pay', { packageType: 'BASIC', durationMonths });
      expect(order.statusCode).toBe(201);
      placed.push(order.json().id);
    }
    const page = async (skip: number, take: number) =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/Payments/MyPayments?skip=${skip}&take=${take}`,
          headers: await as(payer),
        })
      ).json();
    expect(await page(1, 1)).toMatchObject({ items: [{ id: placed[1] }], totalCount: 3 });
    expect((await page(0, 2)).items.map((order: { id: string }) => order.id)).toEqual([placed[2], placed[1]]);
    expect(await page(3, 5)).toEqual({ items: [], totalCount: 3 });
  });
});
