import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsService } from '../../src/payments/payments-service.ts';
import { buildTestService, testPublicUrl, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(paymentsService);
});
afterAll(() => service.close());

const request = { amount: 249_000_000, description: 'اشتراک حرفه‌ای ۱۲ ماهه', callbackUrl: 'http://127.0.0.1:4000/payment/callback?plan=3', orderId: 'ORD-1001' };

async function createPayment() {
  const response = await service.app.inject({ method: 'POST', url: '/payments', payload: request });
  expect(response.statusCode).toBe(201);
  return response.json() as { token: string; paymentUrl: string };
}

describe('POST /payments', () => {
  it('creates a pending payment with a page on the sandbox bank', async () => {
    const { token, paymentUrl } = await createPayment();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(paymentUrl).toBe(`${testPublicUrl}/ipg/${token}`);
    const state = (await service.app.inject({ method: 'GET', url: `/payments/${token}` })).json();
    expect(state).toEqual({ token, amount: 249_000_000, description: request.description, orderId: 'ORD-1001', status: 'PENDING', referenceNumber: null, paidAt: null });
  });

  it('rejects bad requests with Persian messages, English on request', async () => {
    const zero = await service.app.inject({ method: 'POST', url: '/payments', payload: { ...request, amount: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('مبلغ باید عددی صحیح و بزرگ‌تر از صفر (به ریال) باشد.');
    const ftp = await service.app.inject({ method: 'POST', url: '/payments', headers: { 'accept-language': 'en-US' }, payload: { ...request, callbackUrl: 'ftp://example.com/x' } });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toBe('The callback URL must be a valid http or https address.');
    const missing = await service.app.inject({ method: 'POST', url: '/payments', payload: {} });
    expect(missing.json().fieldErrors.map((error: { field: string }) => error.field).sort()).toEqual(['amount', 'callbackUrl', 'description', 'orderId']);
  });
});

describe('GET /payments/{token} and POST /payments/{token}/verify', () => {
  it('verifies only a paid payment', async () => {
    const { token } = await createPayment();
    const pending = await service.app.inject({ method: 'POST', url: `/payments/${token}/verify` });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'PAYMENT_NOT_PAID', message: 'این پرداخت انجام نشده است و قابل تأیید نیست.' });

    service.context.now = () => new Date('2025-05-05T07:30:00Z');
    const paid = await service.app.inject({
      method: 'POST',
      url: `/ipg/${token}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=6037-9911-9950-0590&cvv2=123&expiryMonth=08&expiryYear=06&pin=123456',
    });
    service.context.now = () => new Date();
    expect(paid.statusCode).toBe(303);

    const verified = await service.app.inject({ method: 'POST', url: `/payments/${token}/verify` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ token, status: 'PAID', referenceNumber: expect.stringMatching(/^\d{12}$/), paidAt: '2025-05-05T07:30:00.000Z' });
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await service.app.inject({ method: 'GET', url: `/payments/${'0'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('پرداختی با این شناسه پیدا نشد.');
    expect((await service.app.inject({ method: 'POST', url: `/payments/${'0'.repeat(32)}/verify` })).statusCode).toBe(404);
    expect((await service.app.inject({ method: 'GET', url: '/payments/xyz' })).statusCode).toBe(400);
  });
});
