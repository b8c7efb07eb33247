import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsService } from '../../src/payments/payments-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  process.env.IPG_MERCHANT_ORIGIN = 'https://shop.example';
  service = await buildTestService(paymentsService);
});
afterAll(() => service.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const merchant = { 'x-merchant-id': 'rasad-local', 'x-merchant-secret': 'rasad-local-merchant-secret' };
const goodCard = 'cardNumber=۶۰۳۷۹۹۱۱۹۹۵۰۰۵۹۰&cvv2=123&expiryMonth=08&expiryYear=06&pin=123456';

async function createPayment(callbackUrl = 'https://shop.example/callback?order=7') {
  const response = await service.app.inject({
    method: 'POST',
    url: '/payments',
    headers: merchant,
    payload: { amount: 24_900_000, description: 'اشتراک <حرفه‌ای> یک ماهه', callbackUrl, orderId: 'ORD-7' },
  });
  return response.json().token as string;
}

describe('GET /ipg/{token}', () => {
  it('shows a self-contained Persian RTL bank page with the amount in tomans', async () => {
    const token = await createPayment();
    const page = await service.app.inject({ method: 'GET', url: `/ipg/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('۲٬۴۹۰٬۰۰۰ تومان');
    expect(html).toContain('اشتراک &#60;حرفه‌ای&#62; یک ماهه');
    expect(html).toContain(`action="/ipg/${token}/pay"`);
    expect(html).toContain(`formaction="/ipg/${token}/cancel"`);
    expect(html).toContain('پرداخت');
    expect(html).toContain('انصراف');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('answers 404 with a Persian page for an unknown token', async () => {
    const page = await service.app.inject({ method: 'GET', url: '/ipg/unknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('پرداختی با این شناسه پیدا نشد.');
  });
});

describe('POST /ipg/{token}/pay and /cancel', () => {
  it('pays with a valid card and redirects to the callback with status PAID', async () => {
    const token = await createPayment();
    const response = await service.app.inject({
      method: 'POST',
      url: `/ipg/${token}/pay`,
      headers: form,
      payload: goodCard,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://shop.example/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: '7',
      token,
      status: 'PAID',
      orderId: 'ORD-7',
      referenceNumber: expect.stringMatching(/^\d{12}$/),
      traceNumber: expect.stringMatching(/^\d{6}$/),
      maskedCardNumber: '603799******0590',
    });
    const state = (
      await service.app.inject({ method: 'GET', url: `/payments/${token}`, headers: merchant })
    ).json();
    expect(state.status).toBe('PAID');

    const again = await service.app.inject({
      method: 'POST',
      url: `/ipg/${token}/pay`,
      headers: form,
      payload: goodCard,
    });
    expect(again.statusCode).toBe(409);
    expect((await service.app.inject({ method: 'GET', url: `/ipg/${token}` })).statusCode).toBe(409);
  });

  it('shows the form again with a Persian message when the card fails the Luhn check', async () => {
    const token = await createPayment();
    const response = await service.app.inject({
      method: 'POST',
      url: `/ipg/${token}/pay`,
      headers: form,
      payload: 'cardNumber=6037991199500591&cvv2=123&expiryMonth=08&expiryYear=06&pin=123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('شماره کارت معتبر نیست.');
    const badPin = await service.app.inject({
      method: 'POST',
      url: `/ipg/${token}/pay`,
      headers: form,
      payload: goodCard.replace('pin=123456', 'pin=12'),
    });
    expect(badPin.body).toContain('رمز دوم باید بین ۵ تا ۱۲ رقم باشد.');
    expect(
      (await service.app.inject({ method: 'GET', url: `/payments/${token}`, headers: merchant })).json()
        .status,
    ).toBe('PENDING');
  });

  it('cancels and redirects with status CANCELLED; a cancelled payment cannot be paid', async () => {
    const token = await createPayment('https://shop.example/pricing/result');
    const cancelled = await service.app.inject({
      method: 'POST',
      url: `/ipg/${token}/cancel`,
      headers: form,
      payload: '',
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `https://shop.example/pricing/result?token=${token}&status=CANCELLED&orderId=ORD-7`,
    );
    expect(
      (await service.app.inject({ method: 'GET', url: `/payments/${token}`, headers: merchant })).json()
        .status,
    ).toBe('CANCELLED');
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
    expect(
      (
        await service.app.inject({
          method: 'POST',
          url: `/payments/${token}/verify`,
          headers: merchant,
          payload: { amount: 24_900_000 },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('cancels a request that carries no body at all', async () => {
    const token = await createPayment();
    const cancelled = await service.app.inject({ method: 'POST', url: `/ipg/${token}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(new URL(cancelled.headers.location as string).searchParams.get('status')).toBe('CANCELLED');
  });
});
