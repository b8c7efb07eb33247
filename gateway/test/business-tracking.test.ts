import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

const operatorToken = 'gateway-test-import-operator';
let platform: PlatformUnderTest;
beforeAll(async () => {
  // The business service offers the import over HTTP only when an operator token is configured.
  process.env.IMPORT_OPERATOR_TOKEN = operatorToken;
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const sessions = new Map<string, Promise<Record<string, string>>>();
/** Signs a demo user in once per file (a package may keep one session); later requests carry the cookie header. */
function signIn(userName: string): Promise<Record<string, string>> {
  if (!sessions.has(userName)) sessions.set(userName, signInOnce(userName));
  return sessions.get(userName)!;
}

async function signInOnce(userName: string): Promise<Record<string, string>> {
  return { cookie: await platform.signInCookie(userName) };
}

async function sendAs(
  headers: Record<string, string>,
  query: string,
  variables: object = {},
  locale = 'fa-IR',
) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

describe('people over time', () => {
  it('gives roles their end date and marks former holders, on the company and on the person', async () => {
    const headers = await signIn('09121000002');
    const query = `query ($id: ID!) { company(id: $id) { people { role startedOn endedOn isFormer person { id roles { endedOn isFormer company { id } } } } } }`;
    let former:
      | {
          endedOn: string;
          person: { roles: { endedOn: string | null; isFormer: boolean; company: { id: string } }[] };
        }
      | undefined;
    let companyId = '';
    for (let id = 1; id <= 40 && !former; id++) {
      companyId = toGlobalId('Company', id);
      const { data, errors } = await sendAs(headers, query, { id: companyId });
      expect(errors).toBeUndefined();
      const people = data!.company.people as { endedOn: string | null; isFormer: boolean }[];
      for (const entry of people) expect(entry.isFormer).toBe(entry.endedOn !== null);
      former = people.find((entry) => entry.isFormer) as typeof former;
    }
    expect(former?.endedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const role = former!.person.roles.find((entry) => entry.company.id === companyId && entry.isFormer);
    expect(role?.endedOn).toBe(former!.endedOn);
  });
});

/** Loads JSON Lines through the business service's operator import, as a data operator would. */
async function importFiles(files: Record<string, string>) {
  const response = await fetch(`${platform.serviceUrls.business}/v1/Import/JsonLines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': operatorToken },
    body: JSON.stringify({ files }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    reports: { loaded: number; rejected: unknown[] }[];
    digestsSent: number;
  };
}

describe('change tracking, follows by identifier and saved searches through the gateway', () => {
  it('refuses the import without the operator token', async () => {
    const response = await fetch(`${platform.serviceUrls.business}/v1/Import/JsonLines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': 'guess' },
      body: JSON.stringify({ files: {} }),
    });
    expect(response.status).toBe(403);
  });

  it('follows a national ID before the company exists, then shows its change with the notice in the feed and on the timeline; a saved search alerts by SMS once', async () => {
    const basic = await signIn('09121000002');
    const professional = await signIn('09121000003');
    const nationalId = '14007654327';
    const follow = await sendAs(
      basic,
      `mutation ($input: IdentifierFollowInput!) { identifierFollow(input: $input) { followedIdentifier { id kind label } matchedCompanyCount userErrors { field message } } }`,
      { input: { kind: 'NATIONAL_ID', value: '۱۴۰۰۷۶۵۴۳۲۷' } },
    );
    expect(follow.data!.identifierFollow).toMatchObject({
      followedIdentifier: { kind: 'NATIONAL_ID', label: nationalId },
      matchedCompanyCount: 0,
      userErrors: [],
    });
    const refused = await sendAs(
      basic,
      `mutation ($input: IdentifierFollowInput!) { identifierFollow(input: $input) { followedIdentifier { id } userErrors { field message } } }`,
      { input: { kind: 'POSTAL_CODE', value: '123' } },
    );
    expect(refused.data!.identifierFollow.userErrors).toEqual([
      { field: ['value'], message: 'کد پستی باید ۱۰ رقم باشد.' },
    ]);

    const saveMutation = `mutation ($input: SavedSearchCreateInput!) { savedSearchCreate(input: $input) { savedSearch { id name screenQuery } userErrors { message } } }`;
    const notAllowed = await sendAs(basic, saveMutation, { input: { name: 'x', filter: {} } });
    expect(notAllowed.data!.savedSearchCreate.savedSearch).toBeNull();
    expect(notAllowed.data!.savedSearchCreate.userErrors[0].message).toContain('حرفه‌ای');
    platform.resetCalls();
    const unnamed = await sendAs(professional, saveMutation, { input: { name: '   ', filter: {} } });
    const overlong = await sendAs(professional, saveMutation, {
      input: { name: 'ج'.repeat(81), filter: {} },
    });
    expect(unnamed.data!.savedSearchCreate.userErrors).toEqual([
      { message: ruleMessage('validation.savedSearch.name.required', 'fa-IR') },
    ]);
    expect(overlong.data!.savedSearchCreate.userErrors).toEqual([
      { message: ruleMessage('validation.savedSearch.name.tooLong', 'fa-IR') },
    ]);
    for (const [filter, message] of [
      [{ registeredFrom: '2020-13-45' }, 'تاریخ را به شکل ۱۴۰۰/۰۱/۰۱ وارد کنید.'],
      [{ provinceId: 'x' }, 'شناسهٔ فرستاده‌شده معتبر نیست.'],
    ] as const) {
      const refusedFilter = await sendAs(professional, saveMutation, { input: { name: 'جست‌وجو', filter } });
      expect(refusedFilter.data!.savedSearchCreate.userErrors).toEqual([{ message }]);
    }
    // The shared rule refused them in the gateway: the business service was not asked.
    expect(platform.callCounts()['POST /v1/SavedSearches/Create']).toBeUndefined();
    const saved = await sendAs(professional, saveMutation, {
      input: {
        name: 'سرمایه‌های بزرگ',
        filter: { capitalMin: 150_000_000, text: 'ردیاب' },
        screenQuery: 'capitalMin=150000000&text=ردیاب',
      },
    });
    expect(saved.data!.savedSearchCreate).toMatchObject({
      savedSearch: { name: 'سرمایه‌های بزرگ' },
      userErrors: [],
    });

    const company = (capitalRials: number, extra: object = {}) =>
      JSON.stringify({
        nationalId,
        name: 'شرکت ردیاب دروازه (سهامی خاص)',
        registrationNumber: '876543',
        registrationDate: '2025-01-10',
        legalForm: 'PRIVATE_JOINT_STOCK',
        status: 'ACTIVE',
        capitalRials,
        ...extra,
      });
    expect((await importFiles({ companies: company(100_000_000) })).reports[0]).toMatchObject({
      loaded: 1,
      rejected: [],
    });
    const changed = {
      companies: company(200_000_000, { changedOn: '2026-11-18', noticeNumber: '880001' }),
      gazette: JSON.stringify({
        companyNationalId: nationalId,
        kind: 'CAPITAL_CHANGE',
        publishedOn: '2026-11-18',
        noticeNumber: '880001',
        summary: 'افزایش سرمایه',
      }),
    };
    const first = await importFiles(changed);
    expect(first.digestsSent).toBe(1);
    expect((await importFiles(changed)).digestsSent).toBe(0);

    const feedQuery = `{ viewer { trackingFeed(first: 5) { totalCount edges { node { kind isNew savedSearchName company { id name } change { field before after notice { noticeNumber } } identifier { label } } } } } }`;
    const feed = await sendAs(basic, feedQuery);
    expect(feed.errors).toBeUndefined();
    const nodes = feed.data!.viewer.trackingFeed.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'COMPANY_CHANGE',
        change: {
          field: 'CAPITAL',
          before: '100000000',
          after: '200000000',
          notice: { noticeNumber: '880001' },
        },
      }),
      expect.objectContaining({
        kind: 'IDENTIFIER_MATCHED',
        identifier: { label: nationalId },
        change: null,
      }),
    ]);
    const alerts = await sendAs(professional, feedQuery);
    expect(
      alerts.data!.viewer.trackingFeed.edges.map(
        (edge: { node: { kind: string; savedSearchName: string } }) => [
          edge.node.kind,
          edge.node.savedSearchName,
        ],
      ),
    ).toEqual([['SAVED_SEARCH_MATCH', 'سرمایه‌های بزرگ']]);
    const outbox = (await (
      await fetch(`${platform.serviceUrls.accounts}/v1/Outbox?userName=09121000003`)
    ).json()) as { channel: string; body: string }[];
    expect(outbox.filter((message) => message.body.includes('جست‌وجوهای ذخیره‌شده'))).toEqual([
      expect.objectContaining({ channel: 'sms', body: expect.stringContaining('شرکت ردیاب دروازه') }),
    ]);

    const companyId = nodes[0].company.id;
    const timelineQuery = `query ($id: ID!, $after: String) { company(id: $id) { timeline(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { kind occurredOn change { field after notice { noticeNumber } } notice { noticeNumber } } } } } }`;
    const firstPage = await sendAs(basic, timelineQuery, { id: companyId });
    expect(firstPage.data!.company.timeline).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [
        {
          node: {
            kind: 'CHANGE',
            occurredOn: '2026-11-18',
            change: { field: 'CAPITAL', notice: { noticeNumber: '880001' } },
          },
        },
      ],
    });
    const secondPage = await sendAs(basic, timelineQuery, {
      id: companyId,
      after: firstPage.data!.company.timeline.pageInfo.endCursor,
    });
    expect(secondPage.data!.company.timeline.edges).toEqual([
      { node: expect.objectContaining({ kind: 'GAZETTE_NOTICE', notice: { noticeNumber: '880001' } }) },
    ]);
    expect(secondPage.data!.company.timeline.pageInfo.hasNextPage).toBe(false);

    const list = await sendAs(professional, `{ viewer { savedSearches { id name screenQuery } } }`);
    const [search] = list.data!.viewer.savedSearches;
    expect(search.screenQuery).toBe('capitalMin=150000000&text=ردیاب');
    const renamed = await sendAs(
      professional,
      `mutation ($input: SavedSearchRenameInput!) { savedSearchRename(input: $input) { savedSearch { name } userErrors { message } } }`,
      { input: { savedSearchId: search.id, name: 'بزرگ‌ها' } },
    );
    expect(renamed.data!.savedSearchRename).toEqual({ savedSearch: { name: 'بزرگ‌ها' }, userErrors: [] });
    const deleted = await sendAs(
      professional,
      `mutation ($input: SavedSearchDeleteInput!) { savedSearchDelete(input: $input) { deletedSavedSearchId userErrors { message } } }`,
      { input: { savedSearchId: search.id } },
    );
    expect(deleted.data!.savedSearchDelete).toEqual({ deletedSavedSearchId: search.id, userErrors: [] });
  });
});
