import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { importJsonLines } from '../../src/business/import/import-business-data.ts';
import { generateLegalId, generateNationalCode } from '../../src/seed/iranian-identifiers.ts';
import { createSeededRandom } from '../../src/seed/seeded-random.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

const random = createSeededRandom('import-test');
const nationalId = generateLegalId(random);
const nationalCode = generateNationalCode(random);

const companyLines = [
  JSON.stringify({
    nationalId,
    name: 'شرکت آزمون واردات (سهامی خاص)',
    registrationNumber: '987654',
    registrationDate: '2010-05-01',
    legalForm: 'PRIVATE_JOINT_STOCK',
    status: 'ACTIVE',
    capitalRials: 5_000_000_000,
    province: 'تهران',
    city: 'تهران',
    isicCode: '2011',
  }),
  '{ not json',
  JSON.stringify({
    nationalId: '10100000000',
    name: 'شناسه نادرست',
    registrationNumber: '1',
    registrationDate: '2010-05-01',
    legalForm: 'PRIVATE_JOINT_STOCK',
    status: 'ACTIVE',
    capitalRials: 1,
  }),
  '',
  JSON.stringify({
    nationalId: generateLegalId(random),
    name: 'شهر ناشناخته',
    registrationNumber: '2',
    registrationDate: '2010-05-01',
    legalForm: 'COOPERATIVE',
    status: 'ACTIVE',
    capitalRials: 1,
    province: 'تهران',
    city: 'آتلانتیس',
  }),
].join('\n');

async function counts() {
  const result = await service.database.db.execute<{ companies: number; persons: number; roles: number }>(sql`
    SELECT (SELECT count(*)::int FROM business.companies) AS companies, (SELECT count(*)::int FROM business.persons) AS persons,
      (SELECT count(*)::int FROM business.company_roles) AS roles`);
  return result.rows[0];
}

describe('importJsonLines', () => {
  it('loads the good rows, reports each bad one by line and reason, and changes nothing the second time', async () => {
    const before = await counts();
    const report = await importJsonLines(service.database.db, 'companies', companyLines);
    expect(report.loaded).toBe(1);
    expect(report.rejected.map((entry) => entry.line)).toEqual([2, 3, 5]);
    expect(report.rejected[0]?.reason).toBe('not valid JSON');
    expect(report.rejected[1]?.reason).toMatch(/^nationalId: /);
    expect(report.rejected[2]?.reason).toContain('آتلانتیس');

    const persons = await importJsonLines(
      service.database.db,
      'persons',
      JSON.stringify({ nationalCode, fullName: 'مریم آزمونی', gender: 'FEMALE' }),
    );
    const roles = await importJsonLines(
      service.database.db,
      'roles',
      [
        JSON.stringify({
          companyNationalId: nationalId,
          personNationalCode: nationalCode,
          role: 'CEO',
          startedOn: '2011-01-01',
        }),
        JSON.stringify({
          companyNationalId: '10320845671',
          personNationalCode: nationalCode,
          role: 'CHAIR',
          startedOn: '2011-01-01',
        }),
      ].join('\n'),
    );
    expect(persons.loaded).toBe(1);
    expect(roles.loaded).toBe(1);
    expect(roles.rejected[0]?.line).toBe(2);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      companies: before!.companies + 1,
      persons: before!.persons + 1,
      roles: before!.roles + 1,
    });

    await importJsonLines(service.database.db, 'companies', companyLines);
    await importJsonLines(
      service.database.db,
      'persons',
      JSON.stringify({ nationalCode, fullName: 'مریم آزمونی', gender: 'FEMALE' }),
    );
    expect(await counts()).toEqual(afterFirst);

    const found = await service.app.inject({ method: 'GET', url: `/v3/Search/Search?text=${nationalId}` });
    expect(found.json().items[0]).toMatchObject({ title: 'شرکت آزمون واردات (سهامی خاص)', exact: true });
  });

  it('checks and stores a company e-mail by the same rule as every other form (emailRule)', async () => {
    const company = (name: string, email: string) =>
      JSON.stringify({
        nationalId: generateLegalId(random),
        name,
        registrationNumber: '3',
        registrationDate: '2010-05-01',
        legalForm: 'PRIVATE_JOINT_STOCK',
        status: 'ACTIVE',
        capitalRials: 1,
        email,
      });
    const report = await importJsonLines(
      service.database.db,
      'companies',
      [company('شرکت ایمیل درست', ' Info۱@Example.IR '), company('شرکت ایمیل نادرست', 'نه-ایمیل')].join('\n'),
    );
    expect(report.loaded).toBe(1);
    expect(report.rejected).toEqual([{ line: 2, reason: 'email: ایمیل معتبر نیست' }]);
    const stored = await service.database.db.execute<{ email: string }>(
      sql`SELECT email FROM business.companies WHERE name = ${'شرکت ایمیل درست'}`,
    );
    expect(stored.rows).toEqual([{ email: 'info1@example.ir' }]);
  });
});
