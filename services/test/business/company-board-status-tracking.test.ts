import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { importJsonLines } from '../../src/business/import/import-business-data.ts';
import { createImportTracking } from '../../src/business/tracking/company-change-tracking.ts';
import {
  generateLegalId,
  generateNationalCode,
  generatePostalCode,
} from '../../src/seed/iranian-identifiers.ts';
import { createSeededRandom } from '../../src/seed/seeded-random.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let followerHeaders: Record<string, string>;
beforeAll(async () => {
  service = await buildTestService(businessService);
  followerHeaders = await testAuthorization({
    userId: '00000000-0000-4000-8000-0000000000b1',
    packageType: 'BASIC',
  });
});
afterAll(() => service.close());

const random = createSeededRandom('board-status-tracking-test');
const nationalId = generateLegalId(random);
const postalCode = generatePostalCode(random);
const outgoing = { nationalCode: generateNationalCode(random), fullName: 'مهرداد کاشانی' };
const incoming = { nationalCode: generateNationalCode(random), fullName: 'شیرین طاهری' };

const companyRow = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    nationalId,
    name: 'شرکت هیئت‌مدیرهٔ نمونه (سهامی خاص)',
    registrationNumber: '765433',
    registrationDate: '2023-05-10',
    legalForm: 'PRIVATE_JOINT_STOCK',
    status: 'ACTIVE',
    capitalRials: 300_000_000,
    province: 'تهران',
    city: 'تهران',
    postalCode,
    isicCode: '2011',
    ...overrides,
  });

const roleRow = (person: { nationalCode: string }, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    companyNationalId: nationalId,
    personNationalCode: person.nationalCode,
    role: 'BOARD_MEMBER',
    startedOn: '2023-05-10',
    ...overrides,
  });

const gazetteRow = (kind: string, noticeNumber: string, summary: string) =>
  JSON.stringify({ companyNationalId: nationalId, kind, publishedOn: '2026-10-05', noticeNumber, summary });

const toPersianDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

interface FeedEntry {
  kind: string;
  companyId: number;
  change: {
    field: string;
    role: string | null;
    before: string | null;
    after: string | null;
    changedOn: string;
    notice: { kind: string; noticeNumber: string } | null;
  } | null;
  identifier: { kind: string; label: string } | null;
}

async function feed(): Promise<FeedEntry[]> {
  const response = await service.app.inject({
    method: 'GET',
    url: '/v1/Tracking/GetFeed?limit=50',
    headers: followerHeaders,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { entries: FeedEntry[] }).entries;
}

const changesOf = async (field: string) =>
  (await feed()).filter((entry) => entry.kind === 'COMPANY_CHANGE' && entry.change?.field === field);

async function recordedChanges(companyId: number) {
  const { rows } = await service.database.db.execute<{
    field: string;
    role: string | null;
    before: string | null;
    after: string | null;
    notice_number: string | null;
  }>(
    sql`SELECT field, role, before, after, notice_number FROM business.company_changes WHERE company_id = ${companyId} ORDER BY id`,
  );
  return rows;
}

describe('board and status changes, and follows by postal code', () => {
  let companyId = 0;

  it('a followed postal code that no company has yet catches the company an import brings, and its board then is no change', async () => {
    const follow = await service.app.inject({
      method: 'POST',
      url: '/v1/Tracking/FollowIdentifier',
      headers: followerHeaders,
      payload: { kind: 'POSTAL_CODE', value: toPersianDigits(postalCode) },
    });
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toMatchObject({ label: postalCode, matchedCompanyIds: [] });

    // One run: the company, its people and their board seats arrive together.
    const firstRun = createImportTracking(new Date('2026-10-01T08:00:00Z'));
    expect(await importJsonLines(service.database.db, 'companies', companyRow(), firstRun)).toMatchObject({
      loaded: 1,
      rejected: [],
    });
    const persons = [outgoing, incoming]
      .map((person) => JSON.stringify({ ...person, gender: 'FEMALE' }))
      .join('\n');
    expect(await importJsonLines(service.database.db, 'persons', persons, firstRun)).toMatchObject({
      loaded: 2,
    });
    expect(await importJsonLines(service.database.db, 'roles', roleRow(outgoing), firstRun)).toMatchObject({
      loaded: 1,
      rejected: [],
    });

    const [row] = (
      await service.database.db.execute<{ id: number }>(
        sql`SELECT id FROM business.companies WHERE national_id = ${nationalId}`,
      )
    ).rows;
    companyId = Number(row?.id);
    expect((await feed()).filter((entry) => entry.kind === 'IDENTIFIER_MATCHED')).toEqual([
      expect.objectContaining({ companyId, identifier: expect.objectContaining({ kind: 'POSTAL_CODE' }) }),
    ]);
    const state = await service.app.inject({
      method: 'GET',
      url: `/v1/Companies/GetFollowState?companyId=${companyId}`,
      headers: followerHeaders,
    });
    expect(state.json().following).toBe(true);
    expect(await recordedChanges(companyId)).toEqual([]);
  });

  it('someone joining and someone leaving the board are BOARD changes, who left → who joined, with their notice', async () => {
    const secondRun = createImportTracking(new Date('2026-10-06T08:00:00Z'));
    const roles = [
      roleRow(outgoing, { endedOn: '2026-10-04', noticeNumber: '880001' }),
      roleRow(incoming, { startedOn: '2026-10-04', noticeNumber: '880001' }),
    ].join('\n');
    expect(await importJsonLines(service.database.db, 'roles', roles, secondRun)).toMatchObject({
      loaded: 2,
      rejected: [],
    });
    const notice = gazetteRow(
      'BOARD_CHANGE',
      '880001',
      'استعفای مهرداد کاشانی و انتخاب شیرین طاهری به عضویت هیئت‌مدیره',
    );
    await importJsonLines(service.database.db, 'gazette', notice, secondRun);
    // The same files again: nobody joins or leaves a second time.
    await importJsonLines(service.database.db, 'roles', roles);
    await importJsonLines(service.database.db, 'gazette', notice);

    expect(await recordedChanges(companyId)).toEqual([
      {
        field: 'BOARD',
        role: 'BOARD_MEMBER',
        before: outgoing.fullName,
        after: null,
        notice_number: '880001',
      },
      {
        field: 'BOARD',
        role: 'BOARD_MEMBER',
        before: null,
        after: incoming.fullName,
        notice_number: '880001',
      },
    ]);
    const board = await changesOf('BOARD');
    expect(board.map((entry) => entry.change)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          role: 'BOARD_MEMBER',
          before: outgoing.fullName,
          after: null,
          changedOn: '2026-10-04',
          notice: expect.objectContaining({ kind: 'BOARD_CHANGE', noticeNumber: '880001' }),
        }),
        expect.objectContaining({
          role: 'BOARD_MEMBER',
          before: null,
          after: incoming.fullName,
          changedOn: '2026-10-04',
          notice: expect.objectContaining({ kind: 'BOARD_CHANGE', noticeNumber: '880001' }),
        }),
      ]),
    );
    expect(board).toHaveLength(2);
  });

  it('a status change is recorded before → after with its notice, once', async () => {
    const dissolved = companyRow({ status: 'DISSOLVED', changedOn: '2026-10-20', noticeNumber: '880002' });
    const notice = gazetteRow('DISSOLUTION', '880002', 'انحلال شرکت به تصمیم مجمع عمومی فوق‌العاده');
    const thirdRun = createImportTracking(new Date('2026-10-21T08:00:00Z'));
    await importJsonLines(service.database.db, 'companies', dissolved, thirdRun);
    await importJsonLines(service.database.db, 'gazette', notice, thirdRun);
    await importJsonLines(service.database.db, 'companies', dissolved);

    expect((await recordedChanges(companyId)).filter((change) => change.field === 'STATUS')).toEqual([
      { field: 'STATUS', role: null, before: 'ACTIVE', after: 'DISSOLVED', notice_number: '880002' },
    ]);
    expect((await changesOf('STATUS')).map((entry) => entry.change)).toEqual([
      expect.objectContaining({
        before: 'ACTIVE',
        after: 'DISSOLVED',
        changedOn: '2026-10-20',
        notice: expect.objectContaining({ kind: 'DISSOLUTION', noticeNumber: '880002' }),
      }),
    ]);
  });

  it('a followed postal code also catches a known company an import moves to it', async () => {
    const movedTo = generatePostalCode(random);
    await service.app.inject({
      method: 'POST',
      url: '/v1/Tracking/FollowIdentifier',
      headers: followerHeaders,
      payload: { kind: 'POSTAL_CODE', value: movedTo },
    });
    const [known] = (
      await service.database.db.execute<{ id: number; national_id: string; name: string }>(
        sql`SELECT id, national_id, name FROM business.companies WHERE id = 3`,
      )
    ).rows;
    const moved = companyRow({
      nationalId: known?.national_id,
      name: known?.name,
      registrationNumber: '765434',
      postalCode: movedTo,
    });
    await importJsonLines(service.database.db, 'companies', moved);
    await importJsonLines(service.database.db, 'companies', moved);
    const caught = (await feed()).filter(
      (entry) => entry.kind === 'IDENTIFIER_MATCHED' && entry.identifier?.label === movedTo,
    );
    expect(caught).toEqual([expect.objectContaining({ companyId: known?.id })]);
  });
});
