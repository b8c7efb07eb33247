import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
let cookie: string;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
  cookie = await platform.signInCookie('09121000001');
});
afterAll(() => platform.close());

async function send(query: string, variables: object = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphqlResponse;
  expect(body.errors).toBeUndefined();
  return body.data!;
}

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: string } }[];
}

const companiesPage = /* GraphQL */ `
  query ($id: ID!, $after: String) {
    node(id: $id) {
      ... on CompanyList {
        companies(first: 10, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`;

async function createList(name: string) {
  const data = await send(
    `mutation ($input: CompanyListCreateInput!) { companyListCreate(input: $input) { companyList { id } userErrors { message } } }`,
    { input: { name } },
  );
  return (data.companyListCreate as { companyList: { id: string } }).companyList.id;
}

describe('the viewer’s lists as Relay connections', () => {
  const added = Array.from({ length: 25 }, (_, index) => toGlobalId('Company', index + 1));
  let listId: string;

  it('pages a list’s companies ten at a time, in the order added, fetching only each page’s summaries', async () => {
    listId = await createList('بیست‌وپنج شرکت');
    for (const companyId of added) {
      const data = await send(
        `mutation ($input: CompanyListItemInput!) { companyListAddCompany(input: $input) { company { id } userErrors { message } } }`,
        { input: { listId, companyId } },
      );
      expect(data.companyListAddCompany).toEqual({ company: { id: companyId }, userErrors: [] });
    }

    const pages: Page[] = [];
    let after: string | null = null;
    do {
      platform.resetCalls();
      const data = await send(companiesPage, { id: listId, after });
      const page = (data.node as { companies: Page }).companies;
      // One list read and one batched summary call per page, however long the list.
      expect(platform.callCounts()).toEqual({
        'GET /v1/Lists/GetLists': 1,
        'GET /v2/Companies/GetSummary': 1,
      });
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);

    expect(pages.map((page) => page.edges.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, false]);
    expect(pages.every((page) => page.totalCount === 25)).toBe(true);
    expect(pages.flatMap((page) => page.edges.map(({ node }) => node.id))).toEqual(added);
  });

  it('answers a removal with the removed company’s ID, and the list no longer holds it', async () => {
    const data = await send(
      `mutation ($input: CompanyListItemInput!) { companyListRemoveCompany(input: $input) { removedCompanyId companyList { companyCount } userErrors { message } } }`,
      { input: { listId, companyId: added[3] } },
    );
    expect(data.companyListRemoveCompany).toEqual({
      removedCompanyId: added[3],
      companyList: { companyCount: 24 },
      userErrors: [],
    });
    const page = ((await send(companiesPage, { id: listId, after: null })).node as { companies: Page })
      .companies;
    expect(page.totalCount).toBe(24);
    expect(page.edges.map(({ node }) => node.id)).not.toContain(added[3]);

    const refused = await send(
      `mutation ($input: CompanyListItemInput!) { companyListRemoveCompany(input: $input) { removedCompanyId userErrors { field } } }`,
      { input: { listId, companyId: 'not-an-id' } },
    );
    expect(refused.companyListRemoveCompany).toEqual({
      removedCompanyId: null,
      userErrors: [{ field: ['companyId'] }],
    });
  });

  it('pages the viewer’s lists, oldest first, without repeating one across pages', async () => {
    await createList('دومی');
    await createList('سومی');
    const query = `query ($after: String) { companyLists(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }`;
    const first = (await send(query, { after: null })).companyLists as Page & {
      edges: { node: { name: string } }[];
    };
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await send(query, { after: first.pageInfo.endCursor })).companyLists as typeof first;
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...first.edges, ...second.edges].map(({ node }) => node.name)).toEqual([
      'بیست‌وپنج شرکت',
      'دومی',
      'سومی',
    ]);
  });

  it('finds a list by its ID for its owner only, and gives a visitor no lists', async () => {
    const owned = await send(`query ($id: ID!) { node(id: $id) { ... on CompanyList { name } } }`, {
      id: listId,
    });
    expect(owned.node).toEqual({ name: 'بیست‌وپنج شرکت' });
    const visitor = await platform.graphql(
      `query ($id: ID!) { node(id: $id) { id } companyLists { totalCount edges { node { id } } } }`,
      { id: listId },
    );
    expect(visitor.data).toEqual({ node: null, companyLists: { totalCount: 0, edges: [] } });
  });
});

describe('the follow feed as a Relay connection', () => {
  const feedPage = /* GraphQL */ `
    query ($first: Int, $after: String) {
      followedCompanyEvents(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            event {
              id
            }
          }
        }
      }
    }
  `;
  type FeedPage = { pageInfo: Page['pageInfo']; edges: { node: { event: { id: string } } }[] };
  const read = async (first: number, after: string | null) =>
    (await send(feedPage, { first, after })).followedCompanyEvents as FeedPage;

  it('pages the notices of followed companies newest first, one upstream call a page, none twice', async () => {
    for (let company = 1; company <= 10; company++) {
      await send(
        `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { userErrors { message } } }`,
        {
          id: toGlobalId('Company', company),
        },
      );
    }
    const whole = await read(49, null);
    const newestFirst = whole.edges.map(({ node }) => node.event.id);
    expect(newestFirst.length).toBeGreaterThan(6);

    const pages: FeedPage[] = [];
    let after: string | null = null;
    do {
      platform.resetCalls();
      const page = await read(3, after);
      expect(platform.callCounts()['GET /v1/Companies/GetFollowFeed']).toBe(1);
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after && pages.length < 20);

    const paged = pages.flatMap((page) => page.edges.map(({ node }) => node.event.id));
    expect(paged.slice(0, newestFirst.length)).toEqual(newestFirst);
    expect(new Set(paged).size).toBe(paged.length);
    expect(pages.slice(0, -1).every((page) => page.edges.length === 3)).toBe(true);
    expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
  });
});
