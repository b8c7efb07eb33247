import { describe, expect, it } from 'vitest';
import { startServices } from '../src/start-services.ts';
import { runningTestServices } from './running-test-services.ts';
import { bankSettings } from '../src/payments/merchants/bank-settings.ts';

const services = runningTestServices();

describe('startServices', () => {
  it('starts all five services on ephemeral loopback ports', async () => {
    const urls = Object.values(services.running().urls);
    expect(urls).toHaveLength(5);
    expect(new Set(urls).size).toBe(5);
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
        status: 'ready',
        checks: { database: true },
      });
    }
  });

  it('serves seeded data over HTTP from every service', async () => {
    const home = (await (await fetch(`${services.running().urls.business}/v1/Home/GetHomePage`)).json()) as {
      statistics: { provinceCount: number };
    };
    expect(home.statistics.provinceCount).toBe(31);
    const categories = (await (
      await fetch(`${services.running().urls.courses}/api/Categories`, {
        headers: { 'accept-language': 'en-US' },
      })
    ).json()) as { title: string }[];
    expect(categories[0]?.title).toBe('Export and import');
    const visit = await fetch(`${services.running().urls.analytics}/VisitLog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/' }),
    });
    expect(visit.status).toBe(201);
  });

  it('hands out payment links on the payment service’s real address', async () => {
    const merchant = bankSettings();
    const response = await fetch(`${services.running().urls.payments}/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-merchant-id': merchant.merchantId,
        'x-merchant-secret': merchant.merchantSecret,
      },
      body: JSON.stringify({
        amount: 10_000,
        description: 'آزمون',
        callbackUrl: `${merchant.merchantOrigin}/callback`,
        orderId: 'T-1',
      }),
    });
    const { paymentUrl } = (await response.json()) as { paymentUrl: string };
    expect(paymentUrl.startsWith(`${services.running().urls.payments}/ipg/`)).toBe(true);
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('۱٬۰۰۰ تومان');
  });

  it('does not seed twice when started again on the same database', async () => {
    const again = await startServices({
      database: services.database(),
      ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
    });
    try {
      const provinces = await (await fetch(`${again.urls.business}/v1/Search/GetProvince`)).json();
      expect(provinces).toHaveLength(31);
    } finally {
      await again.close();
    }
  });
});
