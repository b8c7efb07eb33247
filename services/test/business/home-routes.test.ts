import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

describe('GET /v1/Home/GetHomePage', () => {
  it('returns the home page in Persian with statistics counted from the reference tables', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/v1/Home/GetHomePage' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.searchTitle).toContain('شرکت');
    expect(page.services).toHaveLength(6);
    expect(page.services.map((service: { icon: string }) => service.icon)).toEqual([
      'search',
      'filter',
      'chart',
      'graph',
      'globe',
      'course',
    ]);
    expect(page.customers.length).toBeGreaterThanOrEqual(8);
    expect(page.customers.map((customer: { name: string }) => customer.name)).toContain('بانک ملت');
    expect(page.dataSources.map((source: { name: string }) => source.name)).toContain(
      'روزنامه رسمی جمهوری اسلامی ایران',
    );
    expect(page.statistics).toEqual({
      provinceCount: 31,
      cityCount: 1252,
      industryCount: 419,
      hsCodeCount: 1228,
    });
  });

  it('lists blog posts newest first with ISO dates', async () => {
    const { blogPosts } = (await service.app.inject({ method: 'GET', url: '/v1/Home/GetHomePage' })).json();
    expect(blogPosts.length).toBeGreaterThanOrEqual(6);
    const dates = blogPosts.map((post: { publishedOn: string }) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('speaks English when asked with Accept-Language: en-US', async () => {
    const page = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Home/GetHomePage',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(page.searchTitle).toBe('Search official data on Iranian companies');
    expect(page.services[0].title).toBe('Company search');
    expect(page.customers.map((customer: { name: string }) => customer.name)).toContain('Bank Mellat');
  });
});
