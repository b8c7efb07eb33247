import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { importJsonLines } from '../../src/business/import/import-business-data.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let headers: Record<string, string>;
beforeAll(async () => {
  service = await buildTestService(businessService);
  headers = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000002', packageType: 'BASIC' });
});
afterAll(() => service.close());

interface RoleEntry {
  role: string;
  startedOn: string;
  endedOn: string | null;
  person: { id: number };
}

describe('roles over time', () => {
  it('gives some demo roles an end date, each after its start, and the successor CEO starts the day the former left', async () => {
    const { rows } = await service.database.db.execute<{
      company_id: number;
      started_on: string;
      ended_on: string;
    }>(
      sql`SELECT company_id, started_on::text, ended_on::text FROM business.company_roles WHERE ended_on IS NOT NULL ORDER BY company_id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.ended_on > row.started_on).toBe(true);
    const { rows: ceos } = await service.database.db.execute<{ former_end: string; current_start: string }>(
      sql`SELECT f.ended_on::text AS former_end, c.started_on::text AS current_start
          FROM business.company_roles f JOIN business.company_roles c
            ON c.company_id = f.company_id AND c.role = 'CEO' AND c.ended_on IS NULL
          WHERE f.role = 'CEO' AND f.ended_on IS NOT NULL`,
    );
    expect(ceos.length).toBeGreaterThan(0);
    for (const pair of ceos) expect(pair.current_start).toBe(pair.former_end);
  });

  it('lists former officers on the company page after those holding a role, with their end dates', async () => {
    const [former] = (
      await service.database.db.execute<{ company_id: number }>(
        sql`SELECT company_id FROM business.company_roles WHERE ended_on IS NOT NULL ORDER BY company_id LIMIT 1`,
      )
    ).rows;
    const response = await service.app.inject({
      method: 'GET',
      url: `/v3/Companies/GetDetails?companyId=${former?.company_id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const people = response.json().people as RoleEntry[];
    const firstFormer = people.findIndex((entry) => entry.endedOn !== null);
    expect(firstFormer).toBeGreaterThan(0);
    expect(people.slice(firstFormer).every((entry) => entry.endedOn !== null)).toBe(true);
  });

  it('keeps an imported end date and shows the role as former on the person page', async () => {
    const [role] = (
      await service.database.db.execute<{
        national_id: string;
        national_code: string;
        person_id: number;
        role: string;
        started_on: string;
      }>(
        sql`SELECT c.national_id, p.national_code, p.id AS person_id, r.role, r.started_on::text
            FROM business.company_roles r JOIN business.companies c ON c.id = r.company_id JOIN business.persons p ON p.id = r.person_id
            WHERE r.ended_on IS NULL AND r.role = 'BOARD_MEMBER' ORDER BY r.id LIMIT 1`,
      )
    ).rows;
    if (!role) throw new Error('the demo data has board members');
    const report = await importJsonLines(
      service.database.db,
      'roles',
      JSON.stringify({
        companyNationalId: role.national_id,
        personNationalCode: role.national_code,
        role: 'BOARD_MEMBER',
        startedOn: role.started_on,
        endedOn: '2025-06-30',
      }),
    );
    expect(report).toMatchObject({ loaded: 1, rejected: [] });
    const response = await service.app.inject({
      method: 'GET',
      url: `/v1/Persons/GetRoles?personId=${role.person_id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const roles = response.json() as { role: string; endedOn: string | null }[];
    expect(roles).toContainEqual(expect.objectContaining({ role: 'BOARD_MEMBER', endedOn: '2025-06-30' }));
    expect(roles.at(-1)?.endedOn).not.toBeNull();
  });

  it('refuses an end date that is not a date, and changes nothing', async () => {
    const [role] = (
      await service.database.db.execute<{ national_id: string; national_code: string }>(
        sql`SELECT c.national_id, p.national_code FROM business.company_roles r
            JOIN business.companies c ON c.id = r.company_id JOIN business.persons p ON p.id = r.person_id
            WHERE r.role = 'CEO' AND r.ended_on IS NULL ORDER BY r.id LIMIT 1`,
      )
    ).rows;
    const report = await importJsonLines(
      service.database.db,
      'roles',
      JSON.stringify({
        companyNationalId: role?.national_id,
        personNationalCode: role?.national_code,
        role: 'CEO',
        startedOn: '2020-01-01',
        endedOn: '1404/01/01',
      }),
    );
    expect(report.loaded).toBe(0);
    expect(report.rejected).toEqual([{ line: 1, reason: 'endedOn: a date as YYYY-MM-DD' }]);
    const { rows } = await service.database.db.execute(
      sql`SELECT 1 FROM business.company_roles WHERE started_on = '2020-01-01' AND ended_on IS NOT NULL AND role = 'CEO'`,
    );
    expect(rows).toHaveLength(0);
  });
});
