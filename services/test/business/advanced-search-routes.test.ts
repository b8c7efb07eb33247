import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface AdvancedResult {
  totalCount: number;
  visibleCount: number;
  companyIds: number[];
  gated: { capability: string; requiredPackage: string }[];
  facets: Record<
    'province' | 'city' | 'legalForm' | 'status' | 'industry' | 'trade' | 'hsChapter',
    { value: string; label: string; count: number }[]
  >;
}

/** Advanced search is a PROFESSIONAL capability: the tests search as a professional unless they say otherwise. */
const professional = await testAuthorization({
  userId: '00000000-0000-4000-8000-000000000003',
  packageType: 'PROFESSIONAL',
});

async function advanced(query: Record<string, string>, headers: Record<string, string> = professional) {
  const response = await service.app.inject({
    method: 'GET',
    url: `/v3/Search/Advanced?${new URLSearchParams(query)}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() as AdvancedResult };
}

describe('GET /v3/Search/Advanced', () => {
  it('narrows the count with each filter, and the facet counts add up to the total', async () => {
    const all = await advanced({});
    const tehran = all.body.facets.province[0] as { value: string; count: number };
    const inProvince = await advanced({ provinceId: tehran.value });
    expect(inProvince.body.totalCount).toBe(tehran.count);
    const active = await advanced({ provinceId: tehran.value, status: 'ACTIVE' });
    const privateActive = await advanced({
      provinceId: tehran.value,
      status: 'ACTIVE',
      legalForm: 'PRIVATE_JOINT_STOCK',
    });
    expect(all.body.totalCount).toBeGreaterThan(inProvince.body.totalCount);
    expect(inProvince.body.totalCount).toBeGreaterThan(active.body.totalCount);
    expect(active.body.totalCount).toBeGreaterThan(privateActive.body.totalCount);
    expect(privateActive.body.totalCount).toBeGreaterThan(0);
    const statusCounts = inProvince.body.facets.status.reduce((total, facet) => total + facet.count, 0);
    expect(statusCounts).toBe(inProvince.body.totalCount);
  });

  it('filters by capital, registration date, trade and HS code, and sorts', async () => {
    const rich = await advanced({ capitalMin: '1000000000', sort: 'CAPITAL_ASC', pageSize: '50' });
    const [first] = (
      await service.app.inject({
        method: 'GET',
        url: `/v2/Companies/GetSummary?ids=${rich.body.companyIds[0]}`,
      })
    ).json();
    expect(first.capitalRials).toBeGreaterThanOrEqual(1_000_000_000);
    const recent = await advanced({ registeredFrom: '2015-01-01', registeredTo: '2020-12-31' });
    const older = await advanced({ registeredTo: '2014-12-31' });
    expect(recent.body.totalCount + older.body.totalCount).toBeLessThanOrEqual(
      (await advanced({})).body.totalCount,
    );
    const exporters = await advanced({ trade: 'EXPORT', hsCode: '39' });
    expect(exporters.body.totalCount).toBeGreaterThan(0);
    const details = (
      await service.app.inject({
        method: 'GET',
        url: `/v3/Companies/GetDetails?companyId=${exporters.body.companyIds[0]}`,
      })
    ).json();
    expect(details.trade.some((record: { direction: string }) => record.direction === 'EXPORT')).toBe(true);
  });

  it('shows visitors, free and basic users how many companies match but not which, and says it is gated; professionals page through them', async () => {
    const visitor = await advanced({ page: '1', pageSize: '20' }, {});
    const basic = await advanced(
      { page: '1', pageSize: '20' },
      await testAuthorization({ userId: '00000000-0000-4000-8000-000000000002', packageType: 'BASIC' }),
    );
    for (const gated of [visitor, basic]) {
      expect(gated.body.totalCount).toBeGreaterThan(20);
      expect([gated.body.visibleCount, gated.body.companyIds]).toEqual([0, []]);
      expect(gated.body.gated).toEqual([{ capability: 'advancedSearch', requiredPackage: 'PROFESSIONAL' }]);
    }
    const paid = await advanced({ page: '3', pageSize: '20' });
    expect(paid.body.companyIds).toHaveLength(20);
    expect(paid.body.gated).toEqual([]);
  });

  it('refuses a reversed capital range with a message in the caller’s language', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/v3/Search/Advanced?capitalMin=10&capitalMax=5',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({
      field: 'capitalMax',
      message: 'The maximum capital must not be below the minimum.',
    });
  });
});

describe('advanced search facets, relevance and Persian input', () => {
  it('counts each facet without its own filter, so the other values stay visible', async () => {
    const all = await advanced({});
    const [first, second] = all.body.facets.province;
    const inFirst = await advanced({ provinceId: String(first?.value) });
    expect(inFirst.body.facets.province).toEqual(all.body.facets.province);
    expect(inFirst.body.facets.province.find((facet) => facet.value === second?.value)?.count).toBe(
      second?.count,
    );
    const active = await advanced({ provinceId: String(first?.value), status: 'ACTIVE' });
    expect(active.body.facets.status).toEqual(inFirst.body.facets.status);
    const dissolved = active.body.facets.status.find((facet) => facet.value === 'DISSOLVED');
    expect((await advanced({ provinceId: String(first?.value), status: 'DISSOLVED' })).body.totalCount).toBe(
      dissolved?.count,
    );
  });

  it('counts the chosen province’s cities, import/export activity and HS chapters, and each count is what choosing it finds', async () => {
    const all = await advanced({});
    const province = String(all.body.facets.province[0]?.value);
    const inProvince = await advanced({ provinceId: province });
    const city = inProvince.body.facets.city[0];
    expect(city?.label).toMatch(/[\u0600-\u06ff]/);
    expect(inProvince.body.facets.city.reduce((total, facet) => total + facet.count, 0)).toBe(
      inProvince.body.totalCount,
    );
    expect((await advanced({ provinceId: province, cityId: String(city?.value) })).body.totalCount).toBe(
      city?.count,
    );
    const exporters = inProvince.body.facets.trade.find((facet) => facet.value === 'EXPORT');
    expect(exporters?.count).toBeGreaterThan(0);
    expect((await advanced({ provinceId: province, trade: 'EXPORT' })).body.totalCount).toBe(
      exporters?.count,
    );
    const chapter = inProvince.body.facets.hsChapter[0];
    expect(chapter?.value).toMatch(/^\d{2}$/);
    expect(chapter?.label).toMatch(/[\u0600-\u06ff]/);
    expect((await advanced({ provinceId: province, hsCode: String(chapter?.value) })).body.totalCount).toBe(
      chapter?.count,
    );
  });

  it('ranks by closeness to the text under RELEVANCE, not by capital', async () => {
    const [company] = (
      await service.database.db.execute<{ name: string }>(
        'SELECT name FROM business.companies ORDER BY capital_rials ASC, id LIMIT 1',
      )
    ).rows;
    const found = await advanced({ text: String(company?.name), pageSize: '5' });
    const [top] = (
      await service.app.inject({
        method: 'GET',
        url: `/v2/Companies/GetSummary?ids=${found.body.companyIds[0]}`,
      })
    ).json();
    expect(top.name).toBe(company?.name);
    expect(found.body.totalCount).toBeGreaterThan(0);
  });

  it('takes capital bounds typed in Persian digits with separators, and refuses words', async () => {
    const latin = await advanced({ capitalMin: '1000000000', capitalMax: '50000000000' });
    const persian = await advanced({ capitalMin: '۱٬۰۰۰٬۰۰۰٬۰۰۰', capitalMax: '۵۰,۰۰۰,۰۰۰,۰۰۰' });
    expect(persian.status).toBe(200);
    expect(persian.body.totalCount).toBe(latin.body.totalCount);
    expect(persian.body.totalCount).toBeLessThan((await advanced({})).body.totalCount);
    const words = await advanced({ capitalMin: 'یک میلیارد' });
    expect(words.status).toBe(400);
  });
});
