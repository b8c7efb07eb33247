import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

describe('company lists', () => {
  it('creates, renames, fills, empties and exports a list', async () => {
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000002',
      packageType: 'PROFESSIONAL',
    });
    const post = (url: string, payload: object) =>
      service.app.inject({ method: 'POST', url, headers, payload });
    const created = (await post('/v1/Lists/CreateList', { name: 'رقبا' })).json();
    expect((await post('/v1/Lists/CreateList', { name: 'رقبا' })).statusCode).toBe(409);
    await post('/v1/Lists/AddCompany', { listId: created.id, companyId: 3 });
    await post('/v1/Lists/AddCompany', { listId: created.id, companyId: 3 });
    const filled = (await post('/v1/Lists/AddCompany', { listId: created.id, companyId: 4 })).json();
    expect(filled.companyIds).toEqual([3, 4]);
    const renamed = (
      await post('/v1/Lists/RenameList', { listId: created.id, name: 'تأمین‌کنندگان' })
    ).json();
    expect(renamed.name).toBe('تأمین‌کنندگان');
    const exported = (
      await service.app.inject({ method: 'GET', url: `/v1/Lists/ExportCsv?listId=${created.id}`, headers })
    ).json();
    const lines = exported.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('نام شرکت,شناسه ملی,شماره ثبت,تاریخ ثبت,نوع شرکت,وضعیت,سرمایه (ریال),تلفن,نشانی');
    expect(lines).toHaveLength(3);
    // A phone keeps its leading zero in Excel: written as a text formula of its digits.
    expect(lines[1]).toMatch(/,"=""0\d{9,10}""",/);
    // Codes by their Persian names, registry dates in the Solar Hijri calendar.
    expect(lines[1]).toMatch(
      /,1[34]\d\d\/\d\d\/\d\d,(سهامی خاص|مسئولیت محدود|سهامی عام|تعاونی|مؤسسه غیرتجاری),(فعال|در حال تصفیه|منحل‌شده),/,
    );
    const english = (
      await service.app.inject({
        method: 'GET',
        url: `/v1/Lists/ExportCsv?listId=${created.id}`,
        headers: { ...headers, 'accept-language': 'en-US' },
      })
    ).json().csv as string;
    const [englishHeader, englishRow] = english.replace(/^\uFEFF/, '').split('\r\n');
    expect(englishHeader).toBe(
      'Name,National ID,Registration number,Registration date,Legal form,Status,Capital (rials),Phone,Address',
    );
    expect(englishRow).toMatch(/,(19|20)\d\d-\d\d-\d\d,[A-Z][a-z -]+,(Active|In liquidation|Dissolved),/);
    const emptied = (await post('/v1/Lists/RemoveCompany', { listId: created.id, companyId: 3 })).json();
    expect(emptied.companyIds).toEqual([4]);
  });

  it('renames lists to one name at once: one takes it, the others are told the name is taken', async () => {
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-0000000000c4',
      packageType: 'PROFESSIONAL',
    });
    const post = (url: string, payload: object) =>
      service.app.inject({ method: 'POST', url, headers, payload });
    const ids: number[] = [];
    for (const name of ['فهرست یک', 'فهرست دو', 'فهرست سه', 'فهرست چهار', 'فهرست پنج'])
      ids.push((await post('/v1/Lists/CreateList', { name })).json().id);
    const answers = await Promise.all(
      ids.map((listId) => post('/v1/Lists/RenameList', { listId, name: 'مشتریان' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'LIST_NAME_TAKEN',
      message: translate('list.name.taken', 'fa-IR'),
    });
  });

  it('keeps lists private, refuses export below the package with export (free and basic) and to a visitor', async () => {
    const owner = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000001',
      packageType: 'FREE',
    });
    const other = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000003',
      packageType: 'PROFESSIONAL',
    });
    const list = (
      await service.app.inject({
        method: 'POST',
        url: '/v1/Lists/CreateList',
        headers: owner,
        payload: { name: 'من' },
      })
    ).json();
    const freeExport = await service.app.inject({
      method: 'GET',
      url: `/v1/Lists/ExportCsv?listId=${list.id}`,
      headers: owner,
    });
    expect(freeExport.statusCode).toBe(403);
    const basic = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000001',
      packageType: 'BASIC',
    });
    expect(
      (
        await service.app.inject({
          method: 'GET',
          url: `/v1/Lists/ExportCsv?listId=${list.id}`,
          headers: basic,
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await service.app.inject({
      method: 'POST',
      url: '/v1/Lists/AddCompany',
      headers: other,
      payload: { listId: list.id, companyId: 1 },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await service.app.inject({ method: 'GET', url: '/v1/Lists/GetLists' })).statusCode).toBe(401);
    const blank = await service.app.inject({
      method: 'POST',
      url: '/v1/Lists/CreateList',
      headers: owner,
      payload: { name: '  ' },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('CSV export against formula injection', () => {
  it('keeps cells starting with = + - @ tab or CR as text with a leading apostrophe', async () => {
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000004',
      packageType: 'PROFESSIONAL',
    });
    await service.database.db.execute(
      `UPDATE business.companies SET name = '=HYPERLINK("http://x.example")', phone = '+982100000000', address = '@SUM(A1)' WHERE id = 8`,
    );
    await service.database.db.execute(
      `UPDATE business.companies SET name = E'\tشرکت', address = E'\rنشانی', phone = '-1' WHERE id = 9`,
    );
    const list = (
      await service.app.inject({
        method: 'POST',
        url: '/v1/Lists/CreateList',
        headers,
        payload: { name: 'تزریق' },
      })
    ).json();
    for (const companyId of [8, 9, 10])
      await service.app.inject({
        method: 'POST',
        url: '/v1/Lists/AddCompany',
        headers,
        payload: { listId: list.id, companyId },
      });
    const csv = (
      await service.app.inject({ method: 'GET', url: `/v1/Lists/ExportCsv?listId=${list.id}`, headers })
    ).json().csv as string;
    const [, formula, control, plain] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(formula).toMatch(/^"'=HYPERLINK\(""http:\/\/x\.example""\)",/);
    expect(formula).toContain(",'+982100000000,");
    expect(formula).toContain(",'@SUM(A1)");
    expect(control).toMatch(/^'\tشرکت,/);
    expect(control).toContain(",'-1,");
    expect(control).toContain(`,"'\rنشانی"`);
    expect(plain).not.toMatch(/(^|,)'/);
  });

  it('adds an advanced search’s matches to a list in its order, once, and exports them as CSV; not below advanced search', async () => {
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000004',
      packageType: 'PROFESSIONAL',
    });
    const search = { text: 'سیمان', sort: 'CAPITAL_DESC' };
    const order = (
      await service.app.inject({
        method: 'GET',
        url: `/v3/Search/Advanced?${new URLSearchParams({ ...search, pageSize: '50' })}`,
        headers,
      })
    ).json() as { totalCount: number; companyIds: number[] };
    expect(order.totalCount).toBeGreaterThan(1);
    const list = (
      await service.app.inject({
        method: 'POST',
        url: '/v1/Lists/CreateList',
        headers,
        payload: { name: 'سیمان' },
      })
    ).json();
    const addAll = () =>
      service.app.inject({
        method: 'POST',
        url: '/v1/Lists/AddSearchResults',
        headers,
        payload: { listId: list.id, search },
      });
    const first = (await addAll()).json();
    expect(first.added).toBe(order.totalCount);
    expect(first.companyIds).toHaveLength(order.totalCount);
    expect(first.companyIds.slice(0, order.companyIds.length)).toEqual(order.companyIds);
    const again = (await addAll()).json();
    expect(again.added).toBe(0);
    expect(again.companyIds).toEqual(first.companyIds);

    const exported = (
      await service.app.inject({
        method: 'GET',
        url: `/v3/Search/AdvancedExportCsv?${new URLSearchParams(search)}`,
        headers,
      })
    ).json() as { fileName: string; csv: string };
    const lines = exported.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^نام شرکت,شناسه ملی,/);
    expect(lines).toHaveLength(order.totalCount + 1);

    const free = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000001',
      packageType: 'FREE',
    });
    const refused = await service.app.inject({
      method: 'GET',
      url: `/v3/Search/AdvancedExportCsv?${new URLSearchParams(search)}`,
      headers: free,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(
      (
        await service.app.inject({
          method: 'GET',
          url: `/v3/Search/AdvancedExportCsv?${new URLSearchParams(search)}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
