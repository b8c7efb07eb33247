import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

describe('GET /v2/Companies/GetSummary', () => {
  it('returns a summary per known id and leaves unknown ids out', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/v2/Companies/GetSummary?ids=1,2,999999',
    });
    expect(response.statusCode).toBe(200);
    const summaries = response.json();
    expect(summaries.map((summary: { id: number }) => summary.id).sort()).toEqual([1, 2]);
    expect(summaries[0].nationalId).toMatch(/^\d{11}$/);
    expect(summaries[0].province).toMatch(/[\u0600-\u06ff]/);
  });

  it('rejects a malformed id list', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/v2/Companies/GetSummary?ids=1,x' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /v3/Companies/GetDetails', () => {
  it('holds people, products, trade, gazette and capital that agree with each other', async () => {
    // The first company is a holding: it has subsidiaries among the generated companies. BASIC shows all people and the whole gazette.
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000002',
      packageType: 'BASIC',
    });
    const response = await service.app.inject({
      method: 'GET',
      url: '/v3/Companies/GetDetails?companyId=1',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details.people.map((entry: { role: string }) => entry.role)).toContain('CEO');
    expect(details.children.length).toBeGreaterThan(0);
    expect(details.gazette.at(-1).kind).toBe('ESTABLISHMENT');
    const [summary] = (
      await service.app.inject({ method: 'GET', url: '/v2/Companies/GetSummary?ids=1' })
    ).json();
    expect(details.capitalHistory.at(-1).capitalRials).toBe(summary.capitalRials);
    const shares = details.people
      .filter((entry: { role: string }) => entry.role === 'SHAREHOLDER')
      .map((entry: { sharePercent: number }) => entry.sharePercent);
    expect(shares.reduce((total: number, share: number) => total + share, 0)).toBeLessThanOrEqual(100);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/v3/Companies/GetDetails?companyId=999999',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND', message: 'No company has this id.' });
  });
});

describe('person routes', () => {
  it('lists a person’s roles across companies', async () => {
    const details = (
      await service.app.inject({ method: 'GET', url: '/v3/Companies/GetDetails?companyId=3' })
    ).json();
    const person = details.people[0].person;
    const roles = (
      await service.app.inject({ method: 'GET', url: `/v1/Persons/GetRoles?personId=${person.id}` })
    ).json();
    expect(roles.some((role: { companyId: number }) => role.companyId === 3)).toBe(true);
    expect(new Set(roles.map((role: { companyId: number }) => role.companyId)).size).toBe(
      person.companyCount,
    );
    const [summary] = (
      await service.app.inject({ method: 'GET', url: `/v1/Persons/GetSummary?ids=${person.id}` })
    ).json();
    expect(summary).toEqual(person);
  });
});

describe('POST /v1/Companies/RequestPrefactor', () => {
  it('keeps the request with a reference number and refuses a bad mobile number', async () => {
    const created = await service.app.inject({
      method: 'POST',
      url: '/v1/Companies/RequestPrefactor',
      payload: {
        companyId: 3,
        fullName: 'مریم احمدی',
        mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
        productName: 'میلگرد ۱۶',
        quantity: 20,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().referenceNumber).toMatch(/^3\d{7}$/);
    const refused = await service.app.inject({
      method: 'POST',
      url: '/v1/Companies/RequestPrefactor',
      headers: { 'accept-language': 'en-US' },
      payload: { companyId: 3, fullName: 'مریم احمدی', mobile: '123', productName: 'میلگرد', quantity: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['mobile', 'quantity']);
  });
});

describe('customs rows on the company page by package', () => {
  it('shows a visitor the newest 5 rows, a free user 10 and a paid user all, with totals per year over all rows', async () => {
    const [busiest] = (
      await service.database.db.execute<{ company_id: number; rows: number }>(
        'SELECT company_id, count(*)::int AS rows FROM business.trade_records GROUP BY company_id ORDER BY rows DESC, company_id LIMIT 1',
      )
    ).rows;
    expect(busiest?.rows).toBeGreaterThan(10);
    const details = async (packageType: 'FREE' | 'BASIC' | null) => {
      const headers = packageType
        ? await testAuthorization({ userId: '00000000-0000-4000-8000-000000000001', packageType })
        : {};
      return (
        await service.app.inject({
          method: 'GET',
          url: `/v3/Companies/GetDetails?companyId=${busiest?.company_id}`,
          headers,
        })
      ).json();
    };
    const [visitor, free, paid] = [await details(null), await details('FREE'), await details('BASIC')];
    expect(visitor.trade).toHaveLength(5);
    expect(free.trade).toHaveLength(10);
    expect(paid.trade).toHaveLength(busiest?.rows ?? -1);
    expect(visitor.tradeTotalCount).toBe(busiest?.rows);
    expect(visitor.trade[0].year).toBe(Math.max(...paid.trade.map((row: { year: number }) => row.year)));
    const sum = (rows: { valueUsd: number }[]) => rows.reduce((total, row) => total + row.valueUsd, 0);
    const yearTotals = visitor.tradeByYear.reduce(
      (total: number, year: { importUsd: number; exportUsd: number }) =>
        total + year.importUsd + year.exportUsd,
      0,
    );
    expect(yearTotals).toBe(sum(paid.trade));
  });
});
