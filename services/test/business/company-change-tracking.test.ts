import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { importJsonLines } from '../../src/business/import/import-business-data.ts';
import { deliverSavedSearchDigests } from '../../src/business/saved-searches/saved-search-matching.ts';
import { createImportTracking } from '../../src/business/tracking/company-change-tracking.ts';
import { generateLegalId, generatePostalCode } from '../../src/seed/iranian-identifiers.ts';
import { createSeededRandom } from '../../src/seed/seeded-random.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
const follower = '00000000-0000-4000-8000-0000000000a1';
const analyst = '00000000-0000-4000-8000-0000000000a2';
let followerHeaders: Record<string, string>;
let analystHeaders: Record<string, string>;
beforeAll(async () => {
  service = await buildTestService(businessService);
  followerHeaders = await testAuthorization({ userId: follower, packageType: 'BASIC' });
  analystHeaders = await testAuthorization({ userId: analyst, packageType: 'PROFESSIONAL' });
});
afterAll(() => service.close());

const random = createSeededRandom('change-tracking-test');
const newNationalId = generateLegalId(random);
const newPostalCode = generatePostalCode(random);

const companyRow = (overrides: Record<string, unknown>) =>
  JSON.stringify({
    nationalId: newNationalId,
    name: 'شرکت ردیاب نمونه (سهامی خاص)',
    registrationNumber: '765432',
    registrationDate: '2024-01-10',
    legalForm: 'PRIVATE_JOINT_STOCK',
    status: 'ACTIVE',
    capitalRials: 100_000_000,
    province: 'تهران',
    city: 'تهران',
    postalCode: newPostalCode,
    isicCode: '2011',
    ...overrides,
  });

async function post(url: string, headers: Record<string, string>, payload: unknown) {
  return service.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

async function feedOf(headers: Record<string, string>) {
  const response = await service.app.inject({ method: 'GET', url: '/v1/Tracking/GetFeed?limit=50', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    total: number;
    entries: {
      kind: string;
      companyId: number;
      change: {
        field: string;
        before: string;
        after: string;
        notice: { noticeNumber: string } | null;
      } | null;
      savedSearch: { name: string } | null;
      identifier: { label: string } | null;
    }[];
  };
}

describe('change tracking and follows by identifier', () => {
  let companyId = 0;
  const sent: { userId: string; text: string }[] = [];
  const send = async (userId: string, text: string) => {
    sent.push({ userId, text });
  };

  it('a followed national ID that matches no company yet catches the company when it is imported', async () => {
    const follow = await post('/v1/Tracking/FollowIdentifier', followerHeaders, {
      kind: 'NATIONAL_ID',
      value: newNationalId.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit))),
    });
    expect(follow.statusCode).toBe(200);
    expect(follow.json().matchedCompanyIds).toEqual([]);
    const brand = await post('/v1/Tracking/FollowIdentifier', followerHeaders, { kind: 'BRAND', value: 'x' });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().message).toBe('نام برند را دست‌کم با ۲ حرف وارد کنید.');

    // The analyst saved a search for capital of at least 150 million rials in Tehran's chemicals (ISIC 20).
    const saved = await post('/v1/SavedSearches/Create', analystHeaders, {
      name: 'شیمیایی‌های بزرگ',
      filters: { isicCode: '20', capitalMin: '۱۵۰٬۰۰۰٬۰۰۰' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().filters).toEqual({ isicCode: '20', capitalMin: 150_000_000 });
    const refused = await post('/v1/SavedSearches/Create', followerHeaders, { name: 'پایه', filters: {} });
    expect(refused.statusCode).toBe(403);

    const report = await importJsonLines(service.database.db, 'companies', companyRow({}));
    expect(report).toMatchObject({ loaded: 1, rejected: [] });
    const [row] = (
      await service.database.db.execute<{ id: number }>(
        sql`SELECT id FROM business.companies WHERE national_id = ${newNationalId}`,
      )
    ).rows;
    companyId = Number(row?.id);
    const feed = await feedOf(followerHeaders);
    expect(feed.entries.filter((entry) => entry.kind === 'IDENTIFIER_MATCHED')).toEqual([
      expect.objectContaining({
        companyId,
        identifier: { id: expect.any(Number), kind: 'NATIONAL_ID', label: newNationalId },
      }),
    ]);
    const state = await service.app.inject({
      method: 'GET',
      url: `/v1/Companies/GetFollowState?companyId=${companyId}`,
      headers: followerHeaders,
    });
    expect(state.json().following).toBe(true);
    // 100 million is under the saved search's minimum: no match yet.
    expect((await feedOf(analystHeaders)).total).toBe(0);
  });

  it('records each changed field once, before → after, linked to its notice; importing the same file again records nothing', async () => {
    const tracking = createImportTracking(new Date('2026-11-20T08:00:00Z'));
    const changed = companyRow({
      capitalRials: 200_000_000,
      address: 'تهران، خیابان آزادی، پلاک ۱۰',
      changedOn: '2026-11-18',
      noticeNumber: '990001',
    });
    expect(await importJsonLines(service.database.db, 'companies', changed, tracking)).toMatchObject({
      loaded: 1,
    });
    const gazette = JSON.stringify({
      companyNationalId: newNationalId,
      kind: 'CAPITAL_CHANGE',
      publishedOn: '2026-11-18',
      noticeNumber: '990001',
      summary: 'افزایش سرمایه از ۱۰۰ میلیون به ۲۰۰ میلیون ریال',
    });
    await importJsonLines(service.database.db, 'gazette', gazette, tracking);
    for (let again = 0; again < 2; again++) {
      await importJsonLines(service.database.db, 'companies', changed);
      await importJsonLines(service.database.db, 'gazette', gazette);
    }
    const { rows } = await service.database.db.execute<{ field: string; before: string; after: string }>(
      sql`SELECT field, before, after FROM business.company_changes WHERE company_id = ${companyId} ORDER BY id`,
    );
    expect(rows).toEqual([
      { field: 'CAPITAL', before: '100000000', after: '200000000' },
      { field: 'ADDRESS', before: null, after: 'تهران، خیابان آزادی، پلاک ۱۰' },
    ]);
    const feed = await feedOf(followerHeaders);
    const capital = feed.entries.find(
      (entry) => entry.kind === 'COMPANY_CHANGE' && entry.change?.field === 'CAPITAL',
    );
    expect(capital?.change).toMatchObject({
      before: '100000000',
      after: '200000000',
      notice: { noticeNumber: '990001' },
    });

    const timeline = await service.app.inject({
      method: 'GET',
      url: `/v1/Companies/GetTimeline?companyId=${companyId}&limit=2`,
      headers: followerHeaders,
    });
    expect(timeline.statusCode).toBe(200);
    const page = timeline.json() as { total: number; entries: { kind: string; occurredOn: string }[] };
    expect(page.total).toBe(3);
    expect(page.entries.map((entry) => entry.kind)).toEqual(['CHANGE', 'CHANGE']);
    const rest = await service.app.inject({
      method: 'GET',
      url: `/v1/Companies/GetTimeline?companyId=${companyId}&limit=2&offset=2`,
      headers: followerHeaders,
    });
    expect(rest.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual(['NOTICE']);
  });

  it('a saved search alerts once per match, in one digest a day however many matches arrive, and not again on re-import', async () => {
    // The capital change brought the company over the saved search's minimum: both of that row's changes match.
    let feed = await feedOf(analystHeaders);
    expect(
      feed.entries.filter((entry) => entry.kind === 'SAVED_SEARCH_MATCH').map((entry) => entry.change?.field),
    ).toEqual(['ADDRESS', 'CAPITAL']);
    const others = [1, 2, 3].map(() =>
      companyRow({
        nationalId: generateLegalId(random),
        name: 'شرکت شیمیایی تازه',
        capitalRials: 500_000_000,
      }),
    );
    await importJsonLines(service.database.db, 'companies', others.join('\n'));
    await importJsonLines(service.database.db, 'companies', others.join('\n'));
    feed = await feedOf(analystHeaders);
    expect(feed.entries.filter((entry) => entry.kind === 'SAVED_SEARCH_MATCH')).toHaveLength(5);

    const morning = new Date('2026-11-21T05:00:00Z');
    expect(await deliverSavedSearchDigests(service.database.db, morning, send)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: analyst });
    expect(sent[0]?.text).toContain('۵ مورد تازه');
    expect(sent[0]?.text).toContain('شیمیایی‌های بزرگ');

    // A later match the same Tehran day waits for tomorrow.
    await importJsonLines(
      service.database.db,
      'companies',
      companyRow({
        nationalId: generateLegalId(random),
        name: 'شرکت شیمیایی دیرآمده',
        capitalRials: 900_000_000,
      }),
    );
    const evening = new Date('2026-11-21T19:00:00Z'); // 22:30 in Tehran, the same day
    expect(await deliverSavedSearchDigests(service.database.db, evening, send)).toBe(0);
    const nextDay = new Date('2026-11-21T21:00:00Z'); // 00:30 of the next Tehran day
    expect(await deliverSavedSearchDigests(service.database.db, nextDay, send)).toBe(1);
    expect(sent[1]?.text).toContain('شرکت شیمیایی دیرآمده');
    expect(await deliverSavedSearchDigests(service.database.db, nextDay, send)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('keeps matches waiting when the digest cannot be delivered', async () => {
    await importJsonLines(
      service.database.db,
      'companies',
      companyRow({
        nationalId: generateLegalId(random),
        name: 'شرکت شیمیایی بی‌پیام',
        capitalRials: 900_000_000,
      }),
    );
    const later = new Date('2026-11-23T06:00:00Z');
    const failing = async () => {
      throw new Error('accounts service down');
    };
    expect(await deliverSavedSearchDigests(service.database.db, later, failing)).toBe(0);
    expect(await deliverSavedSearchDigests(service.database.db, later, send)).toBe(1);
    expect(sent.at(-1)?.text).toContain('شرکت شیمیایی بی‌پیام');
  });

  it('a followed brand catches the company whose product carries it, once however often the product is loaded', async () => {
    const follow = await post('/v1/Tracking/FollowIdentifier', followerHeaders, {
      kind: 'BRAND',
      value: ' رصدیار  نو ',
    });
    expect(follow.json()).toMatchObject({ label: 'رصدیار نو', matchedCompanyIds: [] });
    const product = JSON.stringify({
      companyNationalId: newNationalId,
      name: 'حسگر صنعتی',
      brand: 'رصديار نو',
      hsCode: '9026',
    });
    await importJsonLines(service.database.db, 'products', product);
    await importJsonLines(service.database.db, 'products', product);
    const caught = (await feedOf(followerHeaders)).entries.filter(
      (entry) => entry.kind === 'IDENTIFIER_MATCHED' && entry.identifier?.label === 'رصدیار نو',
    );
    expect(caught).toEqual([expect.objectContaining({ companyId })]);
  });

  it('lets the owner rename and delete a saved search, and nobody else', async () => {
    const [search] = (
      await service.app.inject({ method: 'GET', url: '/v1/SavedSearches', headers: analystHeaders })
    ).json();
    const stranger = await post('/v1/SavedSearches/Rename', followerHeaders, {
      id: search.id,
      name: 'دزدیده',
    });
    expect(stranger.statusCode).toBe(404);
    const renamed = await post('/v1/SavedSearches/Rename', analystHeaders, {
      id: search.id,
      name: 'شیمیایی',
    });
    expect(renamed.json().name).toBe('شیمیایی');
    expect((await post('/v1/SavedSearches/Delete', followerHeaders, { id: search.id })).statusCode).toBe(404);
    expect((await post('/v1/SavedSearches/Delete', analystHeaders, { id: search.id })).statusCode).toBe(200);
    expect((await post('/v1/SavedSearches/Delete', analystHeaders, { id: search.id })).statusCode).toBe(404);
  });

  it('gives the demo data a history of changes, each linked to a gazette notice', async () => {
    const { rows } = await service.database.db.execute<{ total: number; linked: number }>(
      sql`SELECT count(*)::int AS total, count(g.id)::int AS linked FROM business.company_changes ch
          LEFT JOIN business.gazette_events g ON g.notice_number = ch.notice_number WHERE ch.company_id < 1000`,
    );
    expect(rows[0]?.total).toBeGreaterThan(100);
    expect(rows[0]?.linked).toBe(rows[0]?.total);
  });
});
