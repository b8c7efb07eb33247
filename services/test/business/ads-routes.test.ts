import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

describe('GET /v1/Ads/GetPlacements', () => {
  it('lists placements with sizes, weekly prices and impressions', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/v1/Ads/GetPlacements' });
    expect(response.statusCode).toBe(200);
    const placements = response.json();
    expect(placements.length).toBeGreaterThanOrEqual(4);
    for (const placement of placements) {
      expect(placement.size).toMatch(/^\d+×\d+$/);
      expect(placement.weeklyPrice).toBeGreaterThan(0);
      expect(placement.weeklyImpressions).toBeGreaterThan(0);
    }
    expect(placements[0].name).toBe('بنر بالای صفحه اصلی');
    const english = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Ads/GetPlacements',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(english[0].name).toBe('Home page top banner');
  });
});
