import { entitlements } from '@rasad/contracts/entitlements.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { forgetCompanyDetails } from '../../src/business/companies/company-details-cache.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { gatewayForwarded } from '../test-service-trust.ts';

let service: TestService;
let clock = new Date('2026-05-10T08:00:00Z');
beforeAll(async () => {
  service = await buildTestService(businessService);
  service.context.now = () => clock;
});
afterAll(() => service.close());

const page = (companyId: number, headers: Record<string, string>) =>
  service.app.inject({ method: 'GET', url: `/v3/Companies/GetDetails?companyId=${companyId}`, headers });

async function firstCompanyIds(count: number): Promise<number[]> {
  return (
    await service.database.db.execute<{ id: number }>(
      `SELECT id FROM business.companies ORDER BY id LIMIT ${count}`,
    )
  ).rows.map((row) => Number(row.id));
}

describe('the prepared company page', () => {
  it('still counts every read against the reader’s daily quota, and a repeat read stays free', async () => {
    const quota = entitlements.visitor.companyPagesPerDay ?? 0;
    const ids = await firstCompanyIds(quota + 1);
    // Other visitors (one address per page) prepare every page first.
    for (const [index, id] of ids.entries())
      expect(
        (await page(id, { ...gatewayForwarded(`198.51.100.${index + 1}`, 'business') })).statusCode,
      ).toBe(200);
    const reader = { ...gatewayForwarded('203.0.113.91', 'business') };
    for (const id of ids.slice(0, quota)) expect((await page(id, reader)).statusCode).toBe(200);
    expect((await page(ids[quota]!, reader)).statusCode).toBe(429);
    // Pages already read today are free, however often.
    for (let time = 0; time < 3; time++) expect((await page(ids[0]!, reader)).statusCode).toBe(200);
    await service.context.entityReadCounter?.settled();
    const recorded = await service.database.db.execute<{ reads: number }>(
      `SELECT reads FROM business.entity_read_counters WHERE reader = 'address:203.0.113.91'`,
    );
    expect(recorded.rows.map((row) => Number(row.reads))).toEqual([quota]);
  });

  it('is prepared per package: a visitor’s copy never reaches a subscriber, nor the other way round', async () => {
    const [id] = await firstCompanyIds(1);
    const visitor = (await page(id!, { ...gatewayForwarded('203.0.113.92', 'business') })).json();
    const enterprise = (
      await page(
        id!,
        await testAuthorization({
          userId: '00000000-0000-4000-8000-000000000004',
          packageType: 'ENTERPRISE',
        }),
      )
    ).json();
    const visitorAgain = (await page(id!, { ...gatewayForwarded('203.0.113.93', 'business') })).json();
    expect(visitorAgain).toEqual(visitor);
    expect(enterprise.gated).toEqual([]);
    expect(visitor.gated.length).toBeGreaterThan(0);
    expect(visitor.phone).toBeNull();
  });

  it('shows a change to the registry once the company is forgotten, and within seconds otherwise', async () => {
    const [id] = await firstCompanyIds(1);
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000004',
      packageType: 'ENTERPRISE',
    });
    const before = (await page(id!, headers)).json();
    await service.database.db.execute(`UPDATE business.companies SET about = 'درباره تازه' WHERE id = ${id}`);
    forgetCompanyDetails(service.database.db, id!);
    expect((await page(id!, headers)).json().about).toBe('درباره تازه');
    await service.database.db.execute(`UPDATE business.companies SET about = 'باز هم تازه' WHERE id = ${id}`);
    clock = new Date(clock.getTime() + 11_000);
    expect((await page(id!, headers)).json().about).toBe('باز هم تازه');
    expect(before.id).toBe(id);
  });
});
