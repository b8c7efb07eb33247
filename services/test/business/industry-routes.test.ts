import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

/** Industry analysis is a PROFESSIONAL capability. */
const professional = await testAuthorization({
  userId: '00000000-0000-4000-8000-000000000003',
  packageType: 'PROFESSIONAL',
});

describe('GET /v1/Industry/GetAnalysis', () => {
  it('counts the chemicals industry consistently across its breakdowns', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/v1/Industry/GetAnalysis?isicCode=20',
      headers: professional,
    });
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis.title).toMatch(/[\u0600-\u06ff]/);
    expect(analysis.companyCount).toBeGreaterThan(10);
    const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
    expect(sum(analysis.byProvince)).toBe(analysis.companyCount);
    expect(sum(analysis.byFoundingYear)).toBe(analysis.companyCount);
    expect(sum(analysis.capitalDistribution)).toBe(analysis.companyCount);
    expect(analysis.largest[0].capitalRials).toBeGreaterThanOrEqual(analysis.largest.at(-1).capitalRials);
    expect(analysis.tradeByChapter.map((row: { chapter: string }) => row.chapter)).toContain('39');
    expect(analysis.tradeByYear.every((row: { year: number }) => row.year >= 1390 && row.year <= 1404)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown industry and 400 for a malformed code', async () => {
    expect(
      (await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=0000' })).statusCode,
    ).toBe(404);
    expect(
      (await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=A' })).statusCode,
    ).toBe(400);
  });
});

describe('industry analysis by package and language', () => {
  it('shows a visitor 3 of the largest companies, a free user 5 and a paid user 10', async () => {
    const largest = async (packageType: 'FREE' | 'BASIC' | null) => {
      const headers = packageType
        ? await testAuthorization({ userId: '00000000-0000-4000-8000-000000000001', packageType })
        : {};
      return (
        await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=20', headers })
      ).json();
    };
    const [visitor, free, basic] = [await largest(null), await largest('FREE'), await largest('BASIC')];
    expect([visitor.largest.length, visitor.largestLimit]).toEqual([3, 3]);
    expect([free.largest.length, free.largestLimit]).toEqual([5, 5]);
    expect([basic.largest.length, basic.largestLimit]).toEqual([10, 10]);
    expect(basic.largest.slice(0, 3)).toEqual(visitor.largest);
  });

  it('gives packages without industry analysis the headline figures only, and says so', async () => {
    const basic = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000002',
      packageType: 'BASIC',
    });
    const gated = (
      await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=20', headers: basic })
    ).json();
    const open = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Industry/GetAnalysis?isicCode=20',
        headers: professional,
      })
    ).json();
    expect([gated.companyCount, gated.totalCapitalRials]).toEqual([
      open.companyCount,
      open.totalCapitalRials,
    ]);
    expect([
      gated.byProvince,
      gated.byFoundingYear,
      gated.capitalDistribution,
      gated.tradeByYear,
      gated.tradeByChapter,
    ]).toEqual([[], [], [], [], []]);
    expect(gated.gated).toContainEqual({ capability: 'industryAnalysis', requiredPackage: 'PROFESSIONAL' });
    expect(open.gated).toEqual([]);
  });

  it('titles HS chapters in Persian, and in English for en-US', async () => {
    const persian = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Industry/GetAnalysis?isicCode=20',
        headers: professional,
      })
    ).json();
    const english = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Industry/GetAnalysis?isicCode=20',
        headers: { ...professional, 'accept-language': 'en-US' },
      })
    ).json();
    const plastics = (rows: { chapter: string; title: string }[]) =>
      rows.find((row) => row.chapter === '39')?.title;
    expect(plastics(persian.tradeByChapter)).toBe('پلاستیک و اشیای ساخته‌شده از آن');
    expect(plastics(english.tradeByChapter)).toMatch(/^Plastics/);
  });
});

describe('GET /v1/Industry/FindIndustries', () => {
  it('finds industries by Persian title whatever the spelling, and by code', async () => {
    const find = async (text: string) =>
      (
        await service.app.inject({
          method: 'GET',
          url: `/v1/Industry/FindIndustries?${new URLSearchParams({ text })}`,
        })
      ).json() as { code: string; level: string; title: string }[];
    const persian = await find('شيميايي');
    expect(persian.length).toBeGreaterThan(0);
    expect(persian.every((row) => /شیمیایی/.test(row.title.replace(/ي/g, 'ی')))).toBe(true);
    expect(persian[0]?.level).toBe('division');
    const byCode = await find('۲۰۱');
    expect(byCode.map((row) => row.code).every((code) => code.startsWith('201'))).toBe(true);
    expect(byCode.length).toBeGreaterThan(0);
    expect(await find('zzzz-no-such-industry')).toEqual([]);
  });
});
