import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface Price {
  durationMonths: number;
  amount: number;
  discountPercent: number;
  finalAmount: number;
}

describe('GET /v3/Pricing', () => {
  it('lists the four plans with session limits', async () => {
    const plans = (await service.app.inject({ method: 'GET', url: '/v3/Pricing' })).json();
    expect(plans.map((plan: { package: string }) => plan.package)).toEqual([
      'FREE',
      'BASIC',
      'PROFESSIONAL',
      'ENTERPRISE',
    ]);
    expect(plans.map((plan: { sessionLimit: number }) => plan.sessionLimit)).toEqual([1, 1, 2, 5]);
    expect(plans.filter((plan: { highlighted: boolean }) => plan.highlighted)).toHaveLength(1);
    expect(plans[0].prices).toEqual([{ durationMonths: 1, amount: 0, discountPercent: 0, finalAmount: 0 }]);
    expect(plans[0].name).toBe('رایگان');
  });

  it('prices paid plans for 1, 3, 6 and 12 months with growing discounts, in whole rials', async () => {
    const plans = (
      await service.app.inject({ method: 'GET', url: '/v3/Pricing', headers: { 'accept-language': 'en-US' } })
    ).json();
    for (const plan of plans.slice(1)) {
      const prices: Price[] = plan.prices;
      expect(prices.map((price) => price.durationMonths)).toEqual([1, 3, 6, 12]);
      const discounts = prices.map((price) => price.discountPercent);
      expect(discounts).toEqual([...discounts].sort((first, second) => first - second));
      expect(discounts[3]).toBeGreaterThan(discounts[0] as number);
      for (const price of prices) {
        expect(Number.isInteger(price.finalAmount)).toBe(true);
        expect(price.finalAmount).toBeLessThanOrEqual(price.amount);
        expect(price.finalAmount).toBe(
          Math.floor((price.amount * (100 - price.discountPercent)) / 100 / 1000) * 1000,
        );
      }
      expect(plan.features.length).toBeGreaterThan(0);
    }
    expect(plans[2].name).toBe('Professional');
  });
});
