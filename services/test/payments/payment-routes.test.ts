import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsService } from '../../src/payments/payments-service.ts';
import { settlementRepository } from '../../src/payments/settlement/settlement-repository.ts';
import { bankSettings } from '../../src/payments/merchants/bank-settings.ts';
import { buildTestService, testPublicUrl, type TestService } from '../build-test-service.ts';

let service: TestService;
let clock = new Date('2025-05-05T07:00:00Z');
beforeAll(async () => {
  process.env.IPG_MERCHANT_ORIGIN = 'http://127.0.0.1:4000';
  process.env.IPG_VERIFY_WINDOW_MINUTES = '30';
  process.env.IPG_TOKEN_LIFETIME_MINUTES = '20';
  service = await buildTestService(paymentsService);
  service.context.now = () => clock;
});
afterAll(() => service.close());

const merchant = { 'x-merchant-id': 'rasad-local', 'x-merchant-secret': 'rasad-local-merchant-secret' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const goodCard = 'cardNumber=6037-9911-9950-0590&cvv2=123&expiryMonth=08&expiryYear=06&pin=123456';
const request = {
  amount: 249_000_000,
  description: 'اشتراک حرفه‌ای ۱۲ ماهه',
  callbackUrl: 'http://127.0.0.1:4000/checkout/return?order=3',
  orderId: 'ORD-1001',
};

async function createPayment(body: Partial<typeof request> = {}) {
  const response = await service.app.inject({
    method: 'POST',
    url: '/payments',
    headers: merchant,
    payload: { ...request, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { token: string; paymentUrl: string; expiresAt: string };
}

async function pay(token: string) {
  const paid = await service.app.inject({
    method: 'POST',
    url: `/ipg/${token}/pay`,
    headers: form,
    payload: goodCard,
  });
  expect(paid.statusCode).toBe(303);
  return new URL(paid.headers.location as string);
}

const verify = (token: string, amount: number) =>
  service.app.inject({
    method: 'POST',
    url: `/payments/${token}/verify`,
    headers: merchant,
    payload: { amount },
  });
const inquire = (token: string) =>
  service.app.inject({ method: 'GET', url: `/payments/${token}`, headers: merchant });

describe('POST /payments (token request)', () => {
  it('issues a pending token with a page on the bank and an expiry', async () => {
    const { token, paymentUrl, expiresAt } = await createPayment();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(paymentUrl).toBe(`${testPublicUrl}/ipg/${token}`);
    expect(expiresAt).toBe('2025-05-05T07:20:00.000Z');
    expect((await inquire(token)).json()).toMatchObject({
      token,
      amount: 249_000_000,
      orderId: 'ORD-1001',
      status: 'PENDING',
      referenceNumber: null,
      paidAt: null,
    });
    // The page is Persian: the amount in tomans and the order number with Persian digits.
    const page = (await service.app.inject({ method: 'GET', url: `/ipg/${token}` })).body;
    expect(page).toContain('۲۴٬۹۰۰٬۰۰۰ تومان');
    expect(page).toContain('<bdi>ORD-۱۰۰۱</bdi>');
  });

  it('refuses a caller without the merchant’s id and secret', async () => {
    const anonymous = await service.app.inject({ method: 'POST', url: '/payments', payload: request });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'MERCHANT_UNAUTHENTICATED',
      message: 'شناسه یا رمز پذیرنده معتبر نیست.',
    });
    const wrongSecret = await service.app.inject({
      method: 'POST',
      url: '/payments',
      headers: { ...merchant, 'x-merchant-secret': 'guess' },
      payload: request,
    });
    expect(wrongSecret.statusCode).toBe(401);
  });

  it('refuses a callback URL on another origin than the merchant registered', async () => {
    for (const callbackUrl of [
      'https://evil.example/steal',
      'http://127.0.0.1:4001/checkout/return',
      'https://127.0.0.1:4000/checkout/return',
    ]) {
      const refused = await service.app.inject({
        method: 'POST',
        url: '/payments',
        headers: merchant,
        payload: { ...request, callbackUrl },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'CALLBACK_NOT_ON_MERCHANT_ORIGIN',
        fieldErrors: [{ field: 'callbackUrl' }],
      });
    }
  });

  it('rejects bad requests with Persian messages, English on request', async () => {
    const zero = await service.app.inject({
      method: 'POST',
      url: '/payments',
      headers: merchant,
      payload: { ...request, amount: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('مبلغ باید عددی صحیح و بزرگ‌تر از صفر (به ریال) باشد.');
    const ftp = await service.app.inject({
      method: 'POST',
      url: '/payments',
      headers: { ...merchant, 'accept-language': 'en-US' },
      payload: { ...request, callbackUrl: 'ftp://example.com/x' },
    });
    expect(ftp.json().message).toBe('The callback URL must be a valid http or https address.');
    const missing = await service.app.inject({
      method: 'POST',
      url: '/payments',
      headers: merchant,
      payload: {},
    });
    expect(
      missing
        .json()
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['amount', 'callbackUrl', 'description', 'orderId']);
  });
});

describe('callback, verify and reverse', () => {
  it('sends the payer back with reference and trace numbers; verify settles once and answers "already verified" after', async () => {
    const { token } = await createPayment();
    expect((await verify(token, request.amount)).json()).toMatchObject({ code: 'PAYMENT_NOT_PAID' });
    const callback = await pay(token);
    expect(callback.searchParams.get('status')).toBe('PAID');
    const referenceNumber = callback.searchParams.get('referenceNumber');
    expect(referenceNumber).toMatch(/^\d{12}$/);

    const first = await verify(token, request.amount);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'VERIFIED',
      alreadyVerified: false,
      referenceNumber,
      maskedCardNumber: '603799******0590',
    });
    const again = await verify(token, request.amount);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'VERIFIED', alreadyVerified: true, referenceNumber });
  });

  it('fails a verify with the wrong amount and leaves the payment as it was', async () => {
    const { token } = await createPayment();
    await pay(token);
    const wrong = await verify(token, request.amount - 10);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      message: 'مبلغ با مبلغ تراکنش یکسان نیست.',
    });
    expect((await inquire(token)).json().status).toBe('PAID');
  });

  it('two verifies at once settle the payment once', async () => {
    const { token } = await createPayment();
    await pay(token);
    const answers = (
      await Promise.all([
        verify(token, request.amount),
        verify(token, request.amount),
        verify(token, request.amount),
      ])
    ).map((answer) => answer.json());
    expect(answers.map((answer) => answer.status)).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED']);
    expect(answers.filter((answer) => answer.alreadyVerified === false)).toHaveLength(1);
  });

  it('reverses on the merchant’s request, once; a reversed payment does not verify', async () => {
    const { token } = await createPayment();
    await pay(token);
    const reverse = () =>
      service.app.inject({ method: 'POST', url: `/payments/${token}/reverse`, headers: merchant });
    expect((await reverse()).json()).toMatchObject({ status: 'REVERSED', reverseReason: 'MERCHANT' });
    expect((await reverse()).statusCode).toBe(200);
    expect((await verify(token, request.amount)).json()).toMatchObject({ code: 'PAYMENT_REVERSED' });
  });

  it('a merchant sees only its own payments', async () => {
    const { token } = await createPayment();
    const stranger = await service.app.inject({
      method: 'GET',
      url: `/payments/${token}`,
      headers: { ...merchant, 'x-merchant-id': 'someone-else' },
    });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('the bank’s own clock', () => {
  it('an expired token cannot be paid', async () => {
    const { token } = await createPayment();
    clock = new Date(clock.getTime() + 21 * 60_000);
    const page = await service.app.inject({ method: 'GET', url: `/ipg/${token}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('مهلت پرداخت این تراکنش تمام شده است.');
    expect(
      (
        await service.app.inject({
          method: 'POST',
          url: `/ipg/${token}/pay`,
          headers: form,
          payload: goodCard,
        })
      ).statusCode,
    ).toBe(409);
    expect((await inquire(token)).json().status).toBe('EXPIRED');
  });

  it('reverses a paid payment nobody verified within the window, by itself (sweep and read)', async () => {
    const read = await createPayment();
    const swept = await createPayment();
    await pay(read.token);
    await pay(swept.token);
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await inquire(read.token)).json().status).toBe('PAID');
    clock = new Date(clock.getTime() + 2 * 60_000);
    const outcome = await settlementRepository(service.context.db).settleOverdue(bankSettings(), clock);
    expect(outcome.reversed).toBeGreaterThanOrEqual(2);
    expect((await inquire(swept.token)).json()).toMatchObject({
      status: 'REVERSED',
      reverseReason: 'VERIFY_WINDOW',
    });
    expect((await verify(read.token, request.amount)).json()).toMatchObject({ code: 'PAYMENT_REVERSED' });
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await inquire('0'.repeat(32))).statusCode).toBe(404);
    expect((await inquire('0'.repeat(32))).json().message).toBe('پرداختی با این شناسه پیدا نشد.');
    expect((await verify('0'.repeat(32), 1)).statusCode).toBe(404);
    expect((await inquire('xyz')).statusCode).toBe(400);
  });
});

describe('the payments table', () => {
  it('refuses a status or a reversal reason outside the bank’s fixed sets', async () => {
    const { token } = await createPayment();
    const refusal = (constraint: string) => ({
      cause: { message: expect.stringContaining(constraint) },
    });
    await expect(
      service.database.db.execute(sql`update payments.payments set status = 'LOST' where token = ${token}`),
    ).rejects.toMatchObject(refusal('payments_status_check'));
    await expect(
      service.database.db.execute(
        sql`update payments.payments set reverse_reason = 'PAYER' where token = ${token}`,
      ),
    ).rejects.toMatchObject(refusal('payments_reverse_reason_check'));
    expect((await inquire(token)).json()).toMatchObject({ status: 'PENDING', reverseReason: null });
  });
});
