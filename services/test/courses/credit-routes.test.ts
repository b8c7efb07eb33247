import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(coursesService);
});
afterAll(() => service.close());

const learnerId = '00000000-0000-4000-8000-000000000005';
const as = (userId: string) => testAuthorization({ userId, packageType: 'FREE' });

describe('POST /Account/GetDiscountCode', () => {
  it('makes a learner’s code on the first request and gives the same one afterwards, even to parallel first requests', async () => {
    const headers = await as('00000000-0000-4000-8000-0000000000a1');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        service.app.inject({ method: 'POST', url: '/Account/GetDiscountCode', headers }),
      ),
    );
    const codes = new Set(answers.map((answer) => answer.json().code));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/^RASAD-[A-Z2-9]{6}$/);
    expect(answers[0]!.json()).toMatchObject({ percentOff: 15, referrerCreditRials: 500_000, timesUsed: 0 });
    const other = await service.app.inject({
      method: 'POST',
      url: '/Account/GetDiscountCode',
      headers: await as('00000000-0000-4000-8000-0000000000a2'),
    });
    expect(other.json().code).not.toBe(answers[0]!.json().code);
  });

  it('keeps the seeded code of the first demo learner', async () => {
    const answer = await service.app.inject({
      method: 'POST',
      url: '/Account/GetDiscountCode',
      headers: await as(learnerId),
    });
    expect(answer.json()).toMatchObject({ code: 'RASAD-NARGES', timesUsed: 1 });
  });

  it('refuses visitors in Persian', async () => {
    const answer = await service.app.inject({ method: 'POST', url: '/Account/GetDiscountCode' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /Account/CreditLogsAndCoupons', () => {
  it('gives the balance as the sum of the history, newest first, and the learner’s coupons', async () => {
    const answer = await service.app.inject({
      method: 'GET',
      url: '/Account/CreditLogsAndCoupons',
      headers: await as(learnerId),
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.balanceRials).toBe(750_000);
    expect(body.creditLogs.map((log: { amountRials: number }) => log.amountRials)).toEqual([
      250_000, 500_000, -1_000_000, 1_000_000,
    ]);
    expect(body.creditLogs[3]).toMatchObject({ reason: 'WELCOME', description: 'اعتبار خوش‌آمدگویی' });
    expect(body.coupons.map((coupon: { code: string }) => coupon.code)).toEqual([
      'NOWRUZ-1405-N5',
      'LEARN-2M-N5',
      'AUTUMN-1404-N5',
    ]);
    expect(body.coupons[1]).toMatchObject({ percentOff: null, amountRials: 2_000_000 });
    expect(body.coupons[1].usedAt).not.toBeNull();
    expect(body.coupons[0].usedAt).toBeNull();
  });

  it('shows the demo purchase the ledger names: the paid course, bought with the coupon and the credit of that day', async () => {
    const headers = await as(learnerId);
    const { creditLogs } = (
      await service.app.inject({ method: 'GET', url: '/Account/CreditLogsAndCoupons', headers })
    ).json();
    const payments = (
      await service.app.inject({ method: 'GET', url: '/api/Payments/MyPayments', headers })
    ).json();
    expect(payments.totalCount).toBe(1);
    const [order] = payments.items;
    expect(order).toMatchObject({
      status: 'DELIVERED',
      title: 'دوره «مالیات بر ارزش افزوده به زبان ساده»',
      listAmount: 12_000_000,
      creditApplied: 1_000_000,
      payableAmount: 10_000_000,
    });
    expect(order.discounts).toEqual([expect.objectContaining({ code: 'COUPON', amount: 2_000_000 })]);
    const spent = creditLogs.find((log: { reason: string }) => log.reason === 'PURCHASE');
    expect(spent).toMatchObject({
      amountRials: -order.creditApplied,
      description: `پرداخت از اعتبار برای سفارش ${toPersianDigits(order.number)} (${order.title})`,
    });
    // Paid the day her enrolment began: 90 days of access, 3 of them left.
    expect(Math.round((Date.now() - Date.parse(order.paidAt)) / 86_400_000)).toBe(87);
  });

  it('describes the history in English when asked, and shows each learner only their own', async () => {
    const english = await service.app.inject({
      method: 'GET',
      url: '/Account/CreditLogsAndCoupons',
      headers: { ...(await as(learnerId)), 'accept-language': 'en-US' },
    });
    expect(english.json().creditLogs[3].description).toBe('Welcome credit');
    const second = await service.app.inject({
      method: 'GET',
      url: '/Account/CreditLogsAndCoupons',
      headers: await as('00000000-0000-4000-8000-000000000006'),
    });
    expect(second.json().balanceRials).toBe(1_000_000);
    expect(second.json().coupons.map((coupon: { code: string }) => coupon.code)).toEqual(['NOWRUZ-1405-A6']);
    const stranger = await service.app.inject({
      method: 'GET',
      url: '/Account/CreditLogsAndCoupons',
      headers: await as('00000000-0000-4000-8000-0000000000a3'),
    });
    expect(stranger.json()).toEqual({ balanceRials: 0, creditLogs: [], coupons: [] });
  });
});
