import { entitlements, type Audience } from '@rasad/contracts/entitlements.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

/**
 * A recorded change is never the way round a fact the company page hides: a board change (who left, who joined)
 * needs the full list of people, an address change the registered address, and the gazette notice that announced
 * a change is shown only when it is among the notices the package shows. Each path to a change — a company's
 * timeline, the tracking feed of a followed company, a saved search's match in the feed — × each audience.
 */

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

const factNames = ['capitalChange', 'boardChange', 'addressChange', 'oldNotice'] as const;
type FactName = (typeof factNames)[number];

/** Whether the audience sees the fact, by the one table. */
const visibleTo = (fact: FactName, audience: Audience): boolean => {
  const entitled = entitlements[audience];
  if (fact === 'boardChange') return entitled.fullPeople;
  if (fact === 'addressChange') return entitled.registeredAddress;
  // The notice is the company's oldest of four or more: beyond every limited gazette history.
  if (fact === 'oldNotice') return entitled.gazetteHistory === null;
  return true;
};

interface Fixture {
  companyId: number;
  oldestNotice: string;
  changeIds: Record<'capitalChange' | 'boardChange' | 'addressChange', number>;
}

/** What two new notices of the gazette's own text say: a new address, and who was elected. */
const noticeTexts = {
  addressNoticeText: 'تهران، خیابان سوم، پلاک ۷',
  boardNoticeText: 'فرهاد نیک‌نام',
} as const;

let fixture: Fixture;
beforeAll(async () => {
  const db = service.database.db;
  const [company] = (
    await db.execute<{ company_id: number; oldest: string }>(sql`
      SELECT company_id, (array_agg(notice_number ORDER BY published_on, id))[1] AS oldest
      FROM business.gazette_events GROUP BY company_id HAVING count(*) >= 4 ORDER BY company_id LIMIT 1`)
  ).rows;
  if (!company) throw new Error('the seed has a company with four notices');
  const [former] = (
    await db.execute<{ full_name: string }>(sql`
      SELECT p.full_name FROM business.company_roles r JOIN business.persons p ON p.id = r.person_id
      WHERE r.company_id = ${company.company_id} AND r.role = 'BOARD_MEMBER' ORDER BY r.id LIMIT 1`)
  ).rows;
  const change = async (
    field: string,
    role: string | null,
    before: string,
    after: string,
    notice: string | null,
  ) => {
    const [row] = (
      await db.execute<{ id: number }>(sql`
        INSERT INTO business.company_changes (company_id, field, role, before, after, changed_on, notice_number, recorded_at)
        VALUES (${company.company_id}, ${field}, ${role}, ${before}, ${after}, '2030-01-01', ${notice}, '2030-01-01T09:00:00Z')
        RETURNING id`)
    ).rows;
    return row!.id;
  };
  for (const [kind, number, summary] of [
    ['ADDRESS_CHANGE', '990101', `انتقال نشانی شرکت به ${noticeTexts.addressNoticeText}`],
    ['BOARD_CHANGE', '990102', `انتخاب ${noticeTexts.boardNoticeText} به سمت عضو هیئت‌مدیره`],
  ] as const)
    await db.execute(sql`
      INSERT INTO business.gazette_events (company_id, kind, published_on, notice_number, summary)
      VALUES (${company.company_id}, ${kind}, '2030-01-02', ${number}, ${summary})`);
  fixture = {
    companyId: company.company_id,
    oldestNotice: company.oldest,
    changeIds: {
      // The capital change carries the company's oldest notice: the change is for everyone, the notice is not.
      capitalChange: await change('CAPITAL', null, '100', '200', company.oldest),
      boardChange: await change(
        'BOARD',
        'BOARD_MEMBER',
        former?.full_name ?? 'مهرداد کاشانی',
        'شیرین طاهری',
        null,
      ),
      addressChange: await change('ADDRESS', null, 'تهران، خیابان نخست', 'تهران، خیابان دوم', null),
    },
  };
});

interface Change {
  id: number;
  notice: { noticeNumber: string } | null;
}

/** Whether a list of changes shows the fact. */
function shows(changes: (Change | null)[], fact: FactName): boolean {
  const id = fixture.changeIds[fact === 'oldNotice' ? 'capitalChange' : fact];
  const found = changes.find((change) => change?.id === id);
  return fact === 'oldNotice' ? found?.notice != null : found !== undefined;
}

let readerNumber = 0;
/** A reader of the audience: its own address, or its own account. */
type Reader = { userId: string | null; headers: Record<string, string> };
async function readerOf(audience: Audience): Promise<Reader> {
  readerNumber += 1;
  if (audience === 'visitor')
    return { userId: null, headers: { 'x-forwarded-for': `198.51.100.${readerNumber}` } };
  const userId = `00000000-0000-4000-8200-${String(readerNumber).padStart(12, '0')}`;
  return { userId, headers: await testAuthorization({ userId, packageType: audience }) };
}

async function getJson(url: string, headers: Record<string, string>) {
  const response = await service.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as { total: number; entries: { kind: string; change: Change | null }[] };
}

type Path = {
  signedInOnly: boolean;
  read: (reader: { userId: string | null; headers: Record<string, string> }) => Promise<(Change | null)[]>;
};

const paths: Record<string, Path> = {
  'a company’s timeline': {
    signedInOnly: false,
    read: async ({ headers }) =>
      (
        await getJson(`/v1/Companies/GetTimeline?companyId=${fixture.companyId}&limit=50`, headers)
      ).entries.map((entry) => entry.change),
  },
  'the feed of a followed company': {
    signedInOnly: true,
    read: async ({ userId, headers }) => {
      await service.database.db.execute(sql`
        INSERT INTO business.company_follows (user_id, company_id, followed_at)
        VALUES (${userId}, ${fixture.companyId}, now())`);
      const feed = await getJson('/v1/Tracking/GetFeed?limit=50', headers);
      return feed.entries.filter((entry) => entry.kind === 'COMPANY_CHANGE').map((entry) => entry.change);
    },
  },
  'a saved search’s match in the feed': {
    signedInOnly: true,
    read: async ({ userId, headers }) => {
      // Matches stay in the feed after the package that made the search lapsed.
      for (const changeId of Object.values(fixture.changeIds))
        await service.database.db.execute(sql`
          INSERT INTO business.feed_notices (user_id, kind, company_id, change_id, dedupe_key, created_at)
          VALUES (${userId}, 'SAVED_SEARCH_MATCH', ${fixture.companyId}, ${changeId}, ${`test:${changeId}`}, now())`);
      const feed = await getJson('/v1/Tracking/GetFeed?limit=50', headers);
      return feed.entries.filter((entry) => entry.kind === 'SAVED_SEARCH_MATCH').map((entry) => entry.change);
    },
  },
};

describe('recorded changes, on every path', () => {
  const audiences: Audience[] = ['visitor', 'FREE', 'BASIC', 'PROFESSIONAL', 'ENTERPRISE'];

  for (const [pathName, path] of Object.entries(paths))
    for (const factName of factNames)
      it(`${pathName} shows ${factName} exactly to the audiences entitled to it`, async () => {
        for (const audience of audiences) {
          if (path.signedInOnly && audience === 'visitor') continue;
          const changes = await path.read(await readerOf(audience));
          expect(shows(changes, factName), audience).toBe(visibleTo(factName, audience));
        }
      });

  it('counts only the entries shown', async () => {
    const visitor = await getJson(
      `/v1/Companies/GetTimeline?companyId=${fixture.companyId}&limit=1`,
      (await readerOf('visitor')).headers,
    );
    const basic = await getJson(
      `/v1/Companies/GetTimeline?companyId=${fixture.companyId}&limit=1`,
      (await readerOf('BASIC')).headers,
    );
    // BASIC sees every board and address change and every notice; the visitor one notice and none of those changes.
    const [counts] = (
      await service.database.db.execute<{ notices: number; changes: number }>(sql`
        SELECT (SELECT count(*)::int FROM business.gazette_events WHERE company_id = ${fixture.companyId}) AS notices,
          (SELECT count(*)::int FROM business.company_changes
            WHERE company_id = ${fixture.companyId} AND field IN ('BOARD', 'ADDRESS')) AS changes`)
    ).rows;
    expect(basic.total - visitor.total).toBe(counts!.changes + counts!.notices - 1);
  });
});

const noticeFactNames = ['oldNotice', 'addressNoticeText', 'boardNoticeText'] as const;
type NoticeFactName = (typeof noticeFactNames)[number];

/** Whether the audience sees the notice fact, by the one table. */
const noticeVisibleTo = (fact: NoticeFactName, audience: Audience): boolean => {
  const entitled = entitlements[audience];
  if (fact === 'addressNoticeText') return entitled.registeredAddress;
  if (fact === 'boardNoticeText') return entitled.fullPeople;
  return entitled.gazetteHistory === null;
};

interface Notice {
  noticeNumber: string;
  summary: string;
}

const showsNotice = (notices: Notice[], fact: NoticeFactName) =>
  fact === 'oldNotice'
    ? notices.some((notice) => notice.noticeNumber === fixture.oldestNotice)
    : notices.some((notice) => notice.summary.includes(noticeTexts[fact]));

interface NoticePath {
  signedInOnly: boolean;
  readNotices: (reader: Reader) => Promise<Notice[]>;
}

const noticePaths: Record<string, NoticePath> = {
  'the company page': {
    signedInOnly: false,
    readNotices: async ({ headers }) => {
      const response = await service.app.inject({
        method: 'GET',
        url: `/v3/Companies/GetDetails?companyId=${fixture.companyId}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().gazette as Notice[];
    },
  },
  'a company’s timeline': {
    signedInOnly: false,
    readNotices: async ({ headers }) => {
      const page = (await getJson(
        `/v1/Companies/GetTimeline?companyId=${fixture.companyId}&limit=50`,
        headers,
      )) as unknown as { entries: { notice: Notice | null; change: { notice: Notice | null } | null }[] };
      return page.entries
        .flatMap((entry) => [entry.notice, entry.change?.notice ?? null])
        .filter((notice): notice is Notice => notice !== null);
    },
  },
  'the followed companies’ notices': {
    signedInOnly: true,
    readNotices: async ({ userId, headers }) => {
      await service.database.db.execute(sql`
        INSERT INTO business.company_follows (user_id, company_id, followed_at)
        VALUES (${userId}, ${fixture.companyId}, now())`);
      const response = await service.app.inject({
        method: 'GET',
        url: '/v1/Companies/GetFollowFeed?limit=50',
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Notice[];
    },
  },
};

describe('gazette notices, on every path', () => {
  const audiences: Audience[] = ['visitor', 'FREE', 'BASIC', 'PROFESSIONAL', 'ENTERPRISE'];

  for (const [pathName, path] of Object.entries(noticePaths))
    for (const factName of noticeFactNames)
      it(`${pathName} shows ${factName} exactly to the audiences entitled to it`, async () => {
        for (const audience of audiences) {
          if (path.signedInOnly && audience === 'visitor') continue;
          const notices = await path.readNotices(await readerOf(audience));
          expect(showsNotice(notices, factName), audience).toBe(noticeVisibleTo(factName, audience));
        }
      });

  it('shows a withheld notice with its kind’s summary, in Persian or English', async () => {
    const free = await readerOf('FREE');
    const read = noticePaths['the company page']!.readNotices;
    const persian = await read(free);
    expect(persian.find((notice) => notice.noticeNumber === '990102')?.summary).toBe(
      'تغییر اعضای هیئت‌مدیره و صاحبان امضای مجاز',
    );
    const english = await read({ ...free, headers: { ...free.headers, 'accept-language': 'en' } });
    expect(english.find((notice) => notice.noticeNumber === '990102')?.summary).toBe(
      'Changes to the board and the authorised signatories',
    );
  });
});
