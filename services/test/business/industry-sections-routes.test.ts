import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface Section {
  code: string;
  title: string;
  companyCount: number;
  divisions: { code: string; title: string; companyCount: number }[];
}

const sections = async (language = 'fa-IR') => {
  const response = await service.app.inject({
    method: 'GET',
    url: '/v1/Industry/GetSections',
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Section[];
};

describe('GET /v1/Industry/GetSections', () => {
  it('lists the 21 ISIC sections with their divisions, in Persian, counting every company once', async () => {
    const list = await sections();
    expect(list.map((section) => section.code)).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
    const manufacturing = list.find((section) => section.code === 'C')!;
    expect(manufacturing.title).toMatch(/[\u0600-\u06ff]/);
    expect(manufacturing.divisions.map((division) => division.code)).toContain('20');
    for (const section of list) {
      expect(section.companyCount).toBe(
        section.divisions.reduce((sum, division) => sum + division.companyCount, 0),
      );
    }
    const [classified] = (
      await service.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM business.companies WHERE isic_code IS NOT NULL`,
      )
    ).rows;
    expect(list.reduce((sum, section) => sum + section.companyCount, 0)).toBe(classified!.count);
  });

  it('agrees with the industry analysis of a division', async () => {
    const chemicals = (await sections())
      .flatMap((section) => section.divisions)
      .find((row) => row.code === '20')!;
    const analysis = await service.app.inject({ method: 'GET', url: '/v1/Industry/GetAnalysis?isicCode=20' });
    expect(analysis.json().companyCount).toBe(chemicals.companyCount);
  });

  it('answers in English when asked', async () => {
    const [agriculture] = await sections('en-US');
    expect(agriculture!.title).toBe('Agriculture, forestry and fishing');
  });
});
