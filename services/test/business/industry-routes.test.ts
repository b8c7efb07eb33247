import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

describe('GET /v1/Industry/GetAnalysis', () => {
  it('counts the chemicals industry consistently across its breakdowns', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=20' });
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
    expect(analysis.tradeByYear.every((row: { year: number }) => row.year >= 1390 && row.year <= 1404)).toBe(true);
  });

  it('answers 404 for an unknown industry and 400 for a malformed code', async () => {
    expect((await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=0000' })).statusCode).toBe(404);
    expect((await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=A' })).statusCode).toBe(400);
  });
});
