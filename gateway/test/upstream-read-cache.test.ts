import { createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPersistedOperations } from '../src/gateway-config.ts';
import { UpstreamReadCache } from '../src/shared/caching/upstream-read-cache.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { confirmAsManager, demoCompanyCeo, signUpThroughGateway } from './company-manager-support.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

const persistedOperations = readPersistedOperations();
const companyPage = Object.values(persistedOperations).find((text) =>
  text.startsWith('query CompanyPageQuery('),
)!;
let platform: PlatformUnderTest;

beforeAll(async () => {
  platform = await startPlatformUnderTest({ persistedOperations, responseCache: true });
});
afterAll(async () => {
  await platform?.close();
});

/**
 * The company page as the web app asks for it, from a browser at `address` (each test reads as a visitor
 * of its own, so the visitors' daily quota of one test does not spend another's).
 */
function askCompanyPage(companyId: number, address: string, headers: Record<string, string> = {}) {
  return platform.gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', ...headers },
      body: JSON.stringify({
        operationName: 'CompanyPageQuery',
        query: companyPage,
        variables: { id: toGlobalId('Company', companyId) },
      }),
    },
    { req: { socket: { remoteAddress: address } } },
  );
}

async function readCompanyPage(companyId: number, address: string, headers: Record<string, string> = {}) {
  return (await (await askCompanyPage(companyId, address, headers)).json()) as GraphqlResponse;
}

async function send(query: string, variables: object, headers: Record<string, string>) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

async function signIn(userName: string): Promise<Record<string, string>> {
  return { cookie: await platform.signInCookie(userName) };
}

/** A visitor's company page answered from the shared cache: only the read's count goes upstream. */
const onlyTheCountedRead = { 'POST /v3/Companies/ClaimRead': 1 };

describe('a visitor’s company page from the shared cache, each read still counted', () => {
  it('answers a visitor’s company page from the cache once it is there, sending only the count of the read upstream', async () => {
    const first = await readCompanyPage(20, '198.51.100.1');
    expect(first.errors).toBeUndefined();
    expect(first.data!.company.name).toBeTruthy();
    platform.resetCalls();
    const again = await readCompanyPage(20, '198.51.100.1');
    expect(again).toEqual(first);
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);
    // Another visitor shares the cached reads; the counted read is theirs.
    platform.resetCalls();
    expect(await readCompanyPage(20, '198.51.100.2')).toEqual(first);
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);
  });

  it('still counts every first read of a company against the visitor’s daily quota', async () => {
    const visitor = '198.51.100.3';
    // A visitor may read five companies a day; the cached reads do not make a sixth free.
    for (const companyId of [21, 22, 23, 24, 25]) {
      expect((await readCompanyPage(companyId, visitor)).errors).toBeUndefined();
    }
    platform.resetCalls();
    const sixth = await readCompanyPage(26, visitor);
    expect(sixth.errors?.[0]?.extensions?.code).toBe('QUOTA_EXCEEDED');
    expect(platform.callCounts()['GET /v3/Companies/GetDetails']).toBe(1);
    // A page already read today stays free.
    expect((await readCompanyPage(21, visitor)).errors).toBeUndefined();
    // A page another visitor left in the cache is refused too: the count is refused, and the page is resolved
    // as usual, which shows the refusal.
    expect((await readCompanyPage(20, '198.51.100.10')).errors).toBeUndefined();
    platform.resetCalls();
    const cachedButOverQuota = await readCompanyPage(20, visitor);
    expect(cachedButOverQuota.errors?.[0]?.extensions?.code).toBe('QUOTA_EXCEEDED');
    expect(platform.callCounts()).toMatchObject({
      'POST /v3/Companies/ClaimRead': 1,
      'GET /v3/Companies/GetDetails': 1,
    });
  });

  it('never answers a cached company page with 304: a conditional request is a read, and counted', async () => {
    const visitor = '198.51.100.11';
    const ask = (headers: Record<string, string>) => askCompanyPage(30, visitor, headers);
    const first = await ask({});
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    platform.resetCalls();
    const conditional = await ask({ 'if-none-match': etag! });
    expect(conditional.status).toBe(200);
    expect(((await conditional.json()) as GraphqlResponse).data!.company.name).toBeTruthy();
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);
  });

  it('resolves a visitor’s cached company page again after a write that changes its certificates without returning the company', async () => {
    const visitor = '198.51.100.12';
    await readCompanyPage(31, visitor);
    platform.resetCalls();
    await readCompanyPage(31, visitor);
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);

    // The company's administrator adds a user and renames them: a name a page's certificates may show.
    const admin = await signIn('09121000004');
    const added = await send(
      `mutation ($input: CompanyUserAddInput!) {
        companyUserAdd(input: $input) { companyUser { id } userErrors { message } }
      }`,
      { input: { mobile: '09127770031', fullName: 'سارا امیری' } },
      admin,
    );
    expect(added.data!.companyUserAdd.userErrors).toEqual([]);
    const renamed = await send(
      `mutation ($input: CompanyUserRenameInput!) {
        companyUserRename(input: $input) { userErrors { message } }
      }`,
      { input: { companyUserId: added.data!.companyUserAdd.companyUser.id, fullName: 'سارا امیری‌فر' } },
      admin,
    );
    expect(renamed.data!.companyUserRename.userErrors).toEqual([]);
    platform.resetCalls();
    expect((await readCompanyPage(31, visitor)).errors).toBeUndefined();
    expect(platform.callCounts()['GET /api/Company/PageCertificates']).toBe(1);
  });

  it('shows a follow in a visitor’s follower count at once', async () => {
    const visitor = '198.51.100.4';
    const before = await readCompanyPage(27, visitor);
    const count = before.data!.company.followerCount as number;
    expect(before.data!.company.viewerFollows).toBe(false);
    platform.resetCalls();
    await readCompanyPage(27, visitor);
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);

    const follower = await signIn('09121000005');
    const followed = await send(
      `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { company { id } userErrors { message } } }`,
      { id: toGlobalId('Company', 27) },
      follower,
    );
    expect(followed.data!.companyFollow.userErrors).toEqual([]);
    platform.resetCalls();
    const after = await readCompanyPage(27, visitor);
    expect(after.data!.company.followerCount).toBe(count + 1);
    expect(after.data!.company.viewerFollows).toBe(false);
    expect(platform.callCounts()['GET /v1/Companies/GetFollowState']).toBe(1);
  });

  it('shows a manager’s edit of the company page at once', async () => {
    const visitor = '198.51.100.5';
    const companyId = 28;
    await platform.database.db.execute(
      sql`INSERT INTO business.company_managers (company_id, user_id, verified_at)
          VALUES (${companyId}, '00000000-0000-4000-8000-000000000004', now()) ON CONFLICT DO NOTHING`,
    );
    const before = await readCompanyPage(companyId, visitor);
    expect(before.data!.company.isVerified).toBe(true);
    platform.resetCalls();
    await readCompanyPage(companyId, visitor);
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);

    const about = 'سازنده یراق‌آلات ساختمانی از سال ۱۳۸۲';
    const updated = await send(
      `mutation ($input: CompanyOwnPageUpdateInput!) {
        companyOwnPageUpdate(input: $input) { company { id } userErrors { field message } }
      }`,
      { input: { companyId: toGlobalId('Company', companyId), about, phones: ['02144556677'] } },
      await signIn('09121000004'),
    );
    expect(updated.data!.companyOwnPageUpdate.userErrors).toEqual([]);
    platform.resetCalls();
    const after = await readCompanyPage(companyId, visitor);
    expect(after.data!.company.ownPage.about).toBe(about);
    expect(after.data!.company.ownPage.phones).toEqual(['02144556677']);
    expect(platform.callCounts()['GET /v2/Companies/GetOwnPage']).toBe(1);
  });

  it('shows a new manager’s verification at once, though the confirming mutation’s answer names no company', async () => {
    const visitor = '198.51.100.7';
    const { companyId } = await demoCompanyCeo(platform, 1);
    const before = await readCompanyPage(companyId, visitor);
    expect(before.data!.company.isVerified).toBe(false);
    platform.resetCalls();
    await readCompanyPage(companyId, visitor);
    expect(platform.callCounts()).toEqual(onlyTheCountedRead);

    const manager = await signUpThroughGateway(platform, '09391000201');
    await confirmAsManager(platform, manager, 1, '');
    platform.resetCalls();
    const after = await readCompanyPage(companyId, visitor);
    expect(after.data!.company.isVerified).toBe(true);
    expect(platform.callCounts()['GET /v2/Companies/VerifiedFlags']).toBe(1);
  });

  it('shows an unfollow in a visitor’s follower count at once, though its answer names no company', async () => {
    const visitor = '198.51.100.8';
    const follower = await signUpThroughGateway(platform, '09391000202');
    const follow = (action: 'companyFollow' | 'companyUnfollow') =>
      send(
        `mutation ($id: ID!) { ${action}(input: { companyId: $id }) { userErrors { message } } }`,
        { id: toGlobalId('Company', 26) },
        { cookie: follower.cookie },
      );
    expect((await follow('companyFollow')).data!.companyFollow.userErrors).toEqual([]);
    const before = await readCompanyPage(26, visitor);
    await readCompanyPage(26, visitor);
    expect((await follow('companyUnfollow')).data!.companyUnfollow.userErrors).toEqual([]);
    const after = await readCompanyPage(26, visitor);
    expect(after.data!.company.followerCount).toBe((before.data!.company.followerCount as number) - 1);
  });

  it('shows what a new package allows at once, from cached reads of its own audience', async () => {
    const companyId = 29;
    const reader = await signIn('09121000006');
    const asFree = await readCompanyPage(companyId, '198.51.100.6', reader);
    expect(asFree.errors).toBeUndefined();
    expect(asFree.data!.company.contact.phone).toBeNull();
    await readCompanyPage(companyId, '198.51.100.6', reader);

    // The package changes (as a delivered order does) and the session's next token carries it.
    await platform.database.db.execute(
      sql`UPDATE accounts.users SET package_type = 'PROFESSIONAL' WHERE user_name = '09121000006'`,
    );
    const upgraded = await signIn('09121000006');
    platform.resetCalls();
    const asProfessional = await readCompanyPage(companyId, '198.51.100.6', upgraded);
    expect(asProfessional.data!.company.contact.phone).toMatch(/\d/);
    expect(asProfessional.data!.company.name).toBe(asFree.data!.company.name);
    // The new audience has no cached reads yet: its summary is asked for again.
    expect(platform.callCounts()['GET /v2/Companies/GetSummary']).toBe(1);
  });
});

describe('a write that changes a read without returning its company', () => {
  it('forgets every cached copy of the certificates a company page shows', async () => {
    const cache = new UpstreamReadCache(
      createInMemoryCache(),
      async () => 'package:FREE',
      () => undefined,
    );
    let sent = 0;
    const certificates = (companyId: number) =>
      cache.read(
        {
          upstream: 'courses',
          pathTemplate: '/api/Company/PageCertificates',
          target: `/api/Company/PageCertificates?companyId=${companyId}`,
          query: { companyId },
          locale: 'fa-IR',
          accessToken: null,
        },
        async () => ({ ok: true as const, status: 200, body: [{ code: `shown-${++sent}` }] }),
      );
    expect(await certificates(30)).toEqual({ ok: true, status: 200, body: [{ code: 'shown-1' }] });
    expect(await certificates(31)).toEqual({ ok: true, status: 200, body: [{ code: 'shown-2' }] });
    expect((await certificates(30)).body).toEqual([{ code: 'shown-1' }]);
    // A learner's choice names a certificate, not a company: every company's copy goes.
    await cache.forgetAfterWrite('courses', '/api/Company/SetPageCertificate', { code: 'c' }, {});
    expect((await certificates(30)).body).toEqual([{ code: 'shown-3' }]);
    expect((await certificates(31)).body).toEqual([{ code: 'shown-4' }]);
    // A write that changes nothing cached keeps what is there.
    await cache.forgetAfterWrite('courses', '/api/Company/RequestCredit', { courseId: 1 }, {});
    expect((await certificates(30)).body).toEqual([{ code: 'shown-3' }]);
  });
});
