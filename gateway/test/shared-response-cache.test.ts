import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPersistedOperations } from '../src/gateway-config.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import {
  persistedQueryHash,
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

const persistedOperations = readPersistedOperations();
let platform: PlatformUnderTest;

beforeAll(async () => {
  platform = await startPlatformUnderTest({ persistedOperations, responseCache: true });
});
afterAll(async () => {
  await platform?.close();
});

async function send(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

/** Signs a demo user in; later requests carry the returned cookie header. */
async function signIn(userName: string): Promise<Record<string, string>> {
  return { cookie: await platform.signInCookie(userName) };
}

const persistedHash = (operationName: string) => persistedQueryHash(persistedOperations, operationName);

const companyCard = `query ($id: ID!) {
  node(id: $id) { ... on Company { id name isVerified ownPage { about } } }
}`;

describe('the shared response cache', () => {
  it('answers a public screen from the cache for every visitor, without upstream calls', async () => {
    const home = persistedHash('HomePageQuery');
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: home } } });
    const ask = () =>
      platform.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR' },
        body,
      });
    const first = await ask();
    platform.resetCalls();
    const second = await ask();
    expect(platform.callCounts()).toEqual({});
    expect(await second.json()).toEqual(await first.json());
  });

  it('answers a GET persisted query with an ETag, and 304 to If-None-Match', async () => {
    const url = new URL('http://gateway.test/graphql');
    url.searchParams.set(
      'extensions',
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedHash('PricingPageQuery') } }),
    );
    const first = await platform.gateway.fetch(url, { headers: { 'accept-language': 'fa-IR' } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as GraphqlResponse).data!.pricingPlans.edges.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await platform.gateway.fetch(url, {
      headers: { 'accept-language': 'fa-IR', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another language is another answer, with its own tag.
    const english = await platform.gateway.fetch(url, { headers: { 'accept-language': 'en-US' } });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  it('never serves one user’s personal fields to another user on the same package', async () => {
    const holding = toGlobalId('Company', 3);
    // Two FREE accounts; only the first follows the company.
    const follower = await signIn('09121000001');
    const other = await signIn('09121000006');
    const followed = await send(
      `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { userErrors { message } } }`,
      { id: holding },
      follower,
    );
    expect(followed.data!.companyFollow.userErrors).toEqual([]);
    const mixed = `query ($id: ID!) {
      home { searchTitle }
      viewer { uuid }
      node(id: $id) { ... on Company { name viewerFollows } }
    }`;
    const asFollower = await send(mixed, { id: holding }, follower);
    const asOther = await send(mixed, { id: holding }, other);
    expect(asFollower.data!.viewer.uuid).toBe('00000000-0000-4000-8000-000000000001');
    expect(asFollower.data!.node.viewerFollows).toBe(true);
    expect(asOther.data!.viewer.uuid).toBe('00000000-0000-4000-8000-000000000006');
    expect(asOther.data!.node.viewerFollows).toBe(false);
    expect(asOther.data!.home.searchTitle).toBe(asFollower.data!.home.searchTitle);
    // A visitor asking the same gets no viewer at all.
    const asVisitor = await send(mixed, { id: holding });
    expect(asVisitor.data!.viewer).toBeNull();
    expect(asVisitor.data!.node.viewerFollows).toBe(false);
    await send(
      `mutation ($id: ID!) { companyUnfollow(input: { companyId: $id }) { userErrors { message } } }`,
      { id: holding },
      follower,
    );
  });

  it('shows a follow in the follower count at once, and a follow invalidates the cached company', async () => {
    const company = toGlobalId('Company', 4);
    const count = `query ($id: ID!) { node(id: $id) { ... on Company { followerCount } } }`;
    const before = (await send(count, { id: company })).data!.node.followerCount as number;
    await send(companyCard, { id: company });
    platform.resetCalls();
    await send(companyCard, { id: company });
    expect(platform.callCounts()).toEqual({});

    const user = await signIn('09121000005');
    const followed = await send(
      `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { company { id } userErrors { message } } }`,
      { id: company },
      user,
    );
    expect(followed.data!.companyFollow.userErrors).toEqual([]);
    expect((await send(count, { id: company })).data!.node.followerCount).toBe(before + 1);
    platform.resetCalls();
    await send(companyCard, { id: company });
    // The follow forgot the company's cached answers and reads; the count above cached its summary again.
    expect(platform.callCounts()).toEqual({
      'GET /v2/Companies/GetOwnPage': 1,
      'GET /v2/Companies/VerifiedFlags': 1,
    });
  });

  it('shows a manager’s edit of the company page at once', async () => {
    const companyId = 5;
    const company = toGlobalId('Company', companyId);
    await platform.database.db.execute(
      sql`INSERT INTO business.company_managers (company_id, user_id, verified_at)
          VALUES (${companyId}, '00000000-0000-4000-8000-000000000004', now()) ON CONFLICT DO NOTHING`,
    );
    const before = await send(companyCard, { id: company });
    expect(before.errors).toBeUndefined();
    platform.resetCalls();
    expect((await send(companyCard, { id: company })).data).toEqual(before.data);
    expect(platform.callCounts()).toEqual({});

    const manager = await signIn('09121000004');
    const about = 'تولیدکننده قطعات صنعتی از سال ۱۳۷۰';
    const updated = await send(
      `mutation ($input: CompanyOwnPageUpdateInput!) {
        companyOwnPageUpdate(input: $input) { company { id } userErrors { field message } }
      }`,
      { input: { companyId: company, about, phones: ['02188776655'] } },
      manager,
    );
    expect(updated.data!.companyOwnPageUpdate.userErrors).toEqual([]);
    const after = await send(companyCard, { id: company });
    expect(after.data!.node.ownPage.about).toBe(about);
    expect(after.data!.node.isVerified).toBe(true);
  });

  it('shows what a new package allows at once: the new token is another audience', async () => {
    const search = `query { search(text: "علی", type: PERSON, first: 5) { edges { node { identifier } } } }`;
    const freeUser = await signIn('09121000005');
    const asFree = await send(search, {}, freeUser);
    const masked = asFree.data!.search.edges.map(
      (edge: { node: { identifier: string } }) => edge.node.identifier,
    );
    expect(masked.length).toBeGreaterThan(0);
    expect(masked.every((identifier: string) => identifier.includes('*'))).toBe(true);

    // The package changes (as a delivered order does) and the session's next token carries it.
    await platform.database.db.execute(
      sql`UPDATE accounts.users SET package_type = 'PROFESSIONAL' WHERE user_name = '09121000005'`,
    );
    const upgraded = await signIn('09121000005');
    const asProfessional = await send(search, {}, upgraded);
    const shown = asProfessional.data!.search.edges.map(
      (edge: { node: { identifier: string } }) => edge.node.identifier,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((identifier: string) => !identifier.includes('*'))).toBe(true);
    // And the FREE answer is still what FREE accounts get.
    const stillFree = await signIn('09121000001');
    expect((await send(search, {}, stillFree)).data).toEqual(asFree.data);
  });
});
