import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageVisitBeaconHandler } from '../src/analytics/page-visit-beacon.ts';
import { readPersistedOperations } from '../src/gateway-config.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

const persistedOperations = readPersistedOperations();
let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest({ persistedOperations });
});
afterAll(() => platform.close());

const searchQuery = /* GraphQL */ `
  query Search($text: String!, $type: SearchEntityType, $after: String) {
    search(text: $text, type: $type, first: 10, after: $after) {
      totalCount
      totalCountIsLowerBound
      countsByType {
        company
        person
        product
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          type
          title
          exact
          identifier
          company {
            id
            name
            province
            capital
          }
          person {
            id
            fullName
          }
        }
      }
    }
  }
`;

const companyQuery = /* GraphQL */ `
  query CompanyScreen($id: ID!) {
    company(id: $id) {
      id
      name
      nationalId
      legalForm
      status
      capital
      registrationDate
      province
      city
      industry
      about
      contact {
        address
        phone
        website
      }
      people {
        role
        sharePercent
        person {
          id
          fullName
          companyCount
        }
      }
      parentCompanies {
        kind
        sharePercent
        company {
          id
          name
          capital
        }
      }
      childCompanies {
        kind
        company {
          id
          name
          status
        }
      }
      products {
        id
        name
        hsCode
      }
      tradeRecords {
        year
        direction
        valueUsd
      }
      tradeByYear {
        year
        importUsd
        exportUsd
      }
      gazetteEvents {
        id
        kind
        publishedOn
        summary
      }
      gazetteEventCount
      capitalHistory {
        changedOn
        capital
      }
      gated {
        capability
        requiredPackage
      }
    }
  }
`;

describe('search', () => {
  it('answers the same for Persian and Arabic spellings, the page’s companies coming with the search in one call', async () => {
    platform.resetCalls();
    const persian = await platform.graphql(searchQuery, { text: 'پتروشیمی', type: 'COMPANY' });
    expect(persian.errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({ 'GET /v3/Search/Search': 1 });
    const arabic = await platform.graphql(searchQuery, { text: 'پتروشيمي', type: 'COMPANY' });
    expect(arabic.data).toEqual(persian.data);
    const hits = persian.data!.search.edges;
    expect(hits.length).toBeGreaterThan(0);
    expect(
      hits.every((edge: { node: { company: { name: string } } }) =>
        edge.node.company.name.includes('پتروشیمی'),
      ),
    ).toBe(true);
  });

  it('answers a page of companies, persons and products, each with its company or person, in one call', async () => {
    const types = new Set<string>();
    for (const text of ['فولاد', 'علی', 'میلگرد']) {
      platform.resetCalls();
      const { data, errors } = await platform.graphql(searchQuery, { text });
      expect(errors).toBeUndefined();
      expect(platform.callCounts()).toEqual({ 'GET /v3/Search/Search': 1 });
      for (const { node } of data!.search.edges as {
        node: { type: string; person: { fullName: string } | null; company: { name: string } | null };
      }[]) {
        types.add(node.type);
        if (node.type === 'PERSON') expect(node.person?.fullName).toBeTruthy();
        else expect(node.company?.name).toBeTruthy();
      }
    }
    expect([...types].sort()).toEqual(['COMPANY', 'PERSON', 'PRODUCT']);
  });

  it('pages on with the end cursor', async () => {
    const first = await platform.graphql(searchQuery, { text: 'شرکت', type: 'COMPANY' });
    const second = await platform.graphql(searchQuery, {
      text: 'شرکت',
      type: 'COMPANY',
      after: first.data!.search.pageInfo.endCursor,
    });
    const ids = new Set(
      first.data!.search.edges.map((edge: { node: { company: { id: string } } }) => edge.node.company.id),
    );
    expect(second.data!.search.edges).toHaveLength(10);
    expect(
      second.data!.search.edges.some((edge: { node: { company: { id: string } } }) =>
        ids.has(edge.node.company.id),
      ),
    ).toBe(false);
  });

  it('says when the count stopped at its cap', async () => {
    const capped = await platform.graphql(searchQuery, { text: 'شرکتت', type: 'COMPANY' });
    expect(capped.data!.search).toMatchObject({ totalCount: 1000, totalCountIsLowerBound: true });
    const exact = await platform.graphql(searchQuery, { text: 'پتروشیمی', type: 'COMPANY' });
    expect(exact.data!.search.totalCountIsLowerBound).toBe(false);
  });

  it('fails an empty query without reaching the database twice', async () => {
    platform.resetCalls();
    const { data, errors } = await platform.graphql(searchQuery, { text: ' ' }, 'en-US');
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
    expect(platform.callCounts()).toEqual({ 'GET /v3/Search/Search': 1 });
  });

  it('refuses a search text of thousands of letters in Persian before calling the service, in both searches', async () => {
    platform.resetCalls();
    const text = 'ش'.repeat(5_000);
    const quick = await platform.graphql(searchQuery, { text });
    expect(quick.errors?.[0]?.message).toBe('عبارت جست‌وجو حداکثر ۲۰۰ نویسه می‌تواند باشد.');
    const advanced = await platform.graphql(
      'query ($text: String!) { companySearch(filter: { text: $text }, first: 1) { totalCount } }',
      { text },
    );
    expect(advanced.errors?.[0]?.message).toBe('عبارت جست‌وجو حداکثر ۲۰۰ نویسه می‌تواند باشد.');
    expect(platform.callCounts()).toEqual({});
  });
});

describe('company page', () => {
  it('reads every tab with one GetSummary and one GetDetails call', async () => {
    const hit = await platform.graphql(searchQuery, { text: 'گروه صنعتی', type: 'COMPANY' });
    const companyId = hit.data!.search.edges[0].node.company.id;
    platform.resetCalls();
    const { data, errors } = await platform.graphql(companyQuery, { id: companyId });
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({
      'GET /v2/Companies/GetSummary': 1,
      'GET /v3/Companies/GetDetails': 1,
    });
    const company = data!.company;
    expect(company.people.length).toBeGreaterThan(0);
    expect(company.childCompanies.length).toBeGreaterThan(0);
    // A visitor sees the newest gazette notice, the CEO and chair, no contact details; the page says what is left out.
    expect(company.gazetteEvents).toHaveLength(1);
    expect(company.gazetteEventCount).toBeGreaterThan(1);
    expect(
      company.people.every((entry: { role: string }) => entry.role === 'CEO' || entry.role === 'CHAIR'),
    ).toBe(true);
    expect(company.contact.phone).toBeNull();
    expect(company.gated).toEqual(
      expect.arrayContaining([
        { capability: 'contactDetails', requiredPackage: 'BASIC' },
        { capability: 'gazetteHistory', requiredPackage: 'BASIC' },
      ]),
    );
    expect(company.capitalHistory.at(-1).capital).toBe(company.capital);
  });

  it('is null for an ID of another type', async () => {
    const { data } = await platform.graphql(companyQuery, { id: toGlobalId('Person', 1) });
    expect(data?.company).toBeNull();
  });
});

describe('person page', () => {
  it('batches the companies of every role into one call', async () => {
    const hit = await platform.graphql(searchQuery, { text: 'علی', type: 'PERSON' });
    const person = hit.data!.search.edges.find(
      (edge: { node: { person: { id: string } } }) => edge.node.person,
    )?.node.person;
    platform.resetCalls();
    const { data, errors } = await platform.graphql(
      `query PersonScreen($id: ID!) { person(id: $id) { fullName nationalCode companyCount roles { role company { id name } } } }`,
      { id: person.id },
    );
    expect(errors).toBeUndefined();
    expect(data!.person.roles.length).toBeGreaterThan(0);
    expect(platform.callCounts()).toEqual({
      'GET /v1/Persons/GetSummary': 1,
      'GET /v1/Persons/GetRoles': 1,
      'GET /v2/Companies/GetSummary': 1,
    });
  });
});

describe('advanced company search', () => {
  const advancedQuery = /* GraphQL */ `
    query Advanced($filter: CompanySearchFilter, $after: String) {
      companySearch(filter: $filter, first: 10, after: $after) {
        totalCount
        visibleCount
        pageInfo {
          hasNextPage
          endCursor
        }
        facets {
          provinces {
            value
            label
            count
          }
          legalForms {
            value
            count
          }
        }
        edges {
          node {
            id
            name
            registrationDate
            province
          }
        }
      }
    }
  `;

  it('narrows with Solar Hijri dates and a province, and reads the page’s companies in one batch', async () => {
    // Advanced search lists companies from PROFESSIONAL up (the demo user 09121000003).
    const professional = await signIn('09121000003');
    const asProfessional = async (variables: object) => {
      const response = await platform.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...professional },
        body: JSON.stringify({ query: advancedQuery, variables }),
      });
      return (await response.json()) as GraphqlResponse;
    };
    const all = await asProfessional({});
    const province = all.data!.companySearch.facets.provinces[0];
    platform.resetCalls();
    const { data, errors } = await asProfessional({
      filter: { provinceId: province.value, registeredFrom: '۱۳۸۰/۰۱/۰۱', registeredTo: '1399/12/30' },
    });
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({
      'GET /v3/Search/Advanced': 1,
      'GET /v2/Companies/GetSummary': 1,
    });
    const search = data!.companySearch;
    expect(search.totalCount).toBeLessThan(province.count);
    expect(search.totalCount).toBeGreaterThan(0);
    for (const { node } of search.edges) {
      expect(node.province).toBe(province.label);
      // 1380/01/01 is 21 March 2001; 1399/12/30 is 20 March 2021.
      expect(node.registrationDate >= '2001-03-21' && node.registrationDate <= '2021-03-20').toBe(true);
    }
  });

  it('shows a visitor how many companies match but not which, and names the package that lists them', async () => {
    const { data } = await platform.graphql(
      `{ companySearch { totalCount visibleCount edges { node { id } } gated { capability requiredPackage } } }`,
    );
    expect(data!.companySearch.totalCount).toBeGreaterThan(0);
    expect([data!.companySearch.visibleCount, data!.companySearch.edges]).toEqual([0, []]);
    expect(data!.companySearch.gated).toEqual([
      { capability: 'advancedSearch', requiredPackage: 'PROFESSIONAL' },
    ]);
  });

  it('refuses a date that does not exist', async () => {
    const { data, errors } = await platform.graphql(advancedQuery, {
      filter: { registeredFrom: '1400/13/01' },
    });
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('relationship graph and industry analysis', () => {
  it('draws the graph around a company with global IDs the company and person fields accept', async () => {
    const holding = toGlobalId('Company', 1);
    const { data, errors } = await platform.graphql(
      `query ($id: ID!) { relationshipGraph(entity: $id, depth: 3) { depthLimit nodes { entityId type label depth } edges { source target kind role } } }`,
      { id: holding },
    );
    expect(errors).toBeUndefined();
    const graph = data!.relationshipGraph;
    // A visitor sees one hop, whatever depth is asked.
    expect(graph.depthLimit).toBe(1);
    expect(Math.max(...graph.nodes.map((node: { depth: number }) => node.depth))).toBe(1);
    const person = graph.nodes.find((node: { type: string }) => node.type === 'PERSON');
    const opened = await platform.graphql(`query ($id: ID!) { person(id: $id) { fullName } }`, {
      id: person.entityId,
    });
    expect(opened.data!.person.fullName).toBe(person.label);
    const chain = await platform.graphql(
      `query ($from: ID!, $to: ID!) { relationshipChain(from: $from, to: $to) { edges { kind } nodes { entityId } } }`,
      {
        from: person.entityId,
        to: holding,
      },
    );
    expect(chain.data!.relationshipChain.edges).toHaveLength(1);
  });

  it('reads an industry with as many largest companies as a visitor may see, in one batched call', async () => {
    platform.resetCalls();
    const { data, errors } = await platform.graphql(
      `{ industryAnalysis(code: "20") { title companyCount byProvince { label count } capitalDistribution { upTo count } largestCompanies { id name capital } largestCompaniesLimit tradeByChapter { chapter title exportUsd } gated { capability requiredPackage } } }`,
    );
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({
      'GET /v1/Industry/GetAnalysis': 1,
      'GET /v2/Companies/GetSummary': 1,
    });
    const analysis = data!.industryAnalysis;
    expect(analysis.largestCompaniesLimit).toBe(3);
    expect(analysis.largestCompanies).toHaveLength(3);
    expect(analysis.largestCompanies[0].capital).toBeGreaterThanOrEqual(analysis.largestCompanies[2].capital);
    // The breakdowns are industry analysis, a PROFESSIONAL capability.
    expect([analysis.byProvince, analysis.tradeByChapter]).toEqual([[], []]);
    expect(analysis.gated).toContainEqual({
      capability: 'industryAnalysis',
      requiredPackage: 'PROFESSIONAL',
    });
    expect(
      (await platform.graphql(`{ industryAnalysis(code: "x") { title } }`)).data!.industryAnalysis,
    ).toBeNull();
  });

  it('lists the ISIC sections and divisions with company counts in one upstream call', async () => {
    platform.resetCalls();
    const { data, errors } = await platform.graphql(
      `{ industrySections { code title companyCount divisions { code title companyCount } } }`,
    );
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({ 'GET /v1/Industry/GetSections': 1 });
    const sections = data!.industrySections as {
      code: string;
      companyCount: number;
      divisions: { code: string; companyCount: number }[];
    }[];
    expect(sections).toHaveLength(21);
    const manufacturing = sections.find((section) => section.code === 'C')!;
    expect(manufacturing.divisions.some((division) => division.code === '20')).toBe(true);
    expect(manufacturing.companyCount).toBeGreaterThan(0);
  });

  it('gives a visitor no lists, no feed and a sign-in error on follow', async () => {
    const { data } = await platform.graphql(
      `{ companyLists { edges { node { id } } } followedCompanyEvents { edges { node { company { id } } } } recentEntityVisits { path } }`,
    );
    expect(data).toEqual({
      companyLists: { edges: [] },
      followedCompanyEvents: { edges: [] },
      recentEntityVisits: [],
    });
    const follow = await platform.graphql(
      `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { company { id } userErrors { code message } } }`,
      {
        id: toGlobalId('Company', 1),
      },
    );
    expect(follow.data?.companyFollow?.company ?? null).toBeNull();
  });
});

/** Signs a demo user in; later requests carry the returned cookie header. */
async function signIn(userName: string): Promise<Record<string, string>> {
  return { cookie: await platform.signInCookie(userName) };
}

/** A GraphQL request with the given (sign-in cookie) headers. */
async function sendAs(headers: Record<string, string>, query: string, variables: object) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

async function sendPersisted(operationName: string, variables: object, headers: Record<string, string>) {
  const [hash] =
    Object.entries(persistedOperations).find(([, text]) => text.startsWith(`query ${operationName}(`)) ?? [];
  expect(hash).toBeDefined();
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', ...headers },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  });
  return (await response.json()) as GraphqlResponse;
}

describe('the company page as the web asks for it', () => {
  it('runs the persisted CompanyPageQuery for a signed-in user with every upstream call made at most once', async () => {
    const headers = await signIn('09121000002');
    const holding = toGlobalId('Company', 1);
    const follow = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { userErrors { message } } }`,
        variables: { id: holding },
      }),
    });
    expect(((await follow.json()) as GraphqlResponse).data!.companyFollow.userErrors).toEqual([]);
    platform.resetCalls();
    const { data, errors } = await sendPersisted('CompanyPageQuery', { id: holding }, headers);
    expect(errors).toBeUndefined();
    const counts = platform.callCounts();
    expect(Object.entries(counts).filter(([, calls]) => calls > 1)).toEqual([]);
    expect(counts).toMatchObject({
      'GET /v2/Companies/GetSummary': 1,
      'GET /v3/Companies/GetDetails': 1,
      'GET /v1/Companies/GetFollowState': 1,
      'GET /v1/Lists/GetLists': 1,
    });
    const company = data!.company;
    expect(company.viewerFollows).toBe(true);
    expect(company.followerCount).toBeGreaterThanOrEqual(1);
    expect(company.people.length).toBeGreaterThan(0);
    expect(company.gazetteEvents.length).toBeGreaterThan(0);
    expect(company.capitalHistory.length).toBeGreaterThan(0);
    expect(data!.companyLists).toEqual({ edges: [] });
  });
});

describe('gating, facets, industries, visits and the feed through the gateway', () => {
  it('refuses to expand a node beyond the visitor’s depth, and finds industries by Persian name', async () => {
    const holding = toGlobalId('Company', 1);
    const graph = await platform.graphql(
      `query ($id: ID!) { relationshipGraph(entity: $id) { chainLinkLimit nodes { entityId depth } } }`,
      { id: holding },
    );
    expect(graph.data!.relationshipGraph.chainLinkLimit).toBe(2);
    const neighbour = graph.data!.relationshipGraph.nodes.find(
      (node: { depth: number }) => node.depth === 1,
    ).entityId;
    const expanded = await platform.graphql(
      `query ($id: ID!, $root: ID) { relationshipGraph(entity: $id, root: $root) { nodes { entityId } } }`,
      { id: neighbour, root: holding },
    );
    expect(expanded.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(expanded.errors?.[0]?.message).toMatch(/اشتراک/);
    const industries = await platform.graphql(
      `{ industries(text: "پلاستيك", first: 5) { code level title } }`,
    );
    expect(industries.data!.industries.length).toBeGreaterThan(0);
    expect(industries.data!.industries[0].title).toMatch(/پلاستیک/);
  });

  it('shows a signed-in paid user the ten largest companies of an industry', async () => {
    // Enterprise allows several sessions; the basic demo user (one session) is signed in elsewhere in this file.
    const headers = await signIn('09121000004');
    const response = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: `{ industryAnalysis(code: "20") { largestCompaniesLimit largestCompanies { id } } }`,
      }),
    });
    const { data } = (await response.json()) as GraphqlResponse;
    expect(data!.industryAnalysis.largestCompaniesLimit).toBe(10);
    expect(data!.industryAnalysis.largestCompanies).toHaveLength(10);
  });

  it('adds an advanced search’s matches to a list and exports them, with Solar Hijri dates in the filter', async () => {
    const headers = await signIn('09121000004');
    const send = (query: string, variables: object) => sendAs(headers, query, variables);
    const filter = { text: 'سیمان', registeredFrom: '۱۳۰۰/۰۱/۰۱' };
    const searched = await send(
      `query ($filter: CompanySearchFilter) { companySearch(filter: $filter, sort: NAME) { totalCount } }`,
      { filter },
    );
    const total = searched.data!.companySearch.totalCount as number;
    expect(total).toBeGreaterThan(0);
    const created = await send(
      `mutation { companyListCreate(input: { name: "سیمانی‌ها" }) { companyList { id } userErrors { message } } }`,
      {},
    );
    const listId = created.data!.companyListCreate.companyList.id as string;
    const added = await send(
      `mutation ($input: CompanyListAddSearchResultsInput!) { companyListAddSearchResults(input: $input) { added companyList { companyCount } userErrors { message } } }`,
      { input: { listId, filter, sort: 'NAME' } },
    );
    expect(added.data!.companyListAddSearchResults).toEqual({
      added: total,
      companyList: { companyCount: total },
      userErrors: [],
    });
    const exported = await send(
      `mutation ($input: CompanySearchExportInput!) { companySearchExport(input: $input) { fileName csv userErrors { message } } }`,
      { input: { filter, sort: 'NAME' } },
    );
    const csv = exported.data!.companySearchExport.csv as string;
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFنام شرکت,/);
    expect(csv.trim().split('\r\n')).toHaveLength(total + 1);

    const visitor = await platform.graphql(
      `mutation ($input: CompanySearchExportInput!) { companySearchExport(input: $input) { csv userErrors { message } } }`,
      { input: { filter } },
    );
    expect(visitor.data!.companySearchExport.csv).toBeNull();
    expect(visitor.data!.companySearchExport.userErrors[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it('recommends courses that fit an industry: trade courses for manufacturing, finance for banking', async () => {
    const query = `query ($code: String!) { industryAnalysis(code: $code) { recommendedCourses { id title category { slug } } } }`;
    platform.resetCalls();
    const chemicals = await platform.graphql(query, { code: '20' });
    const manufacturing = chemicals.data!.industryAnalysis.recommendedCourses as {
      id: string;
      category: { slug: string };
    }[];
    expect(manufacturing.length).toBeGreaterThan(0);
    expect(manufacturing.length).toBeLessThanOrEqual(4);
    expect(manufacturing[0]!.category.slug).toBe('export-import');
    expect(new Set(manufacturing.map((course) => course.id)).size).toBe(manufacturing.length);
    // The categories once, then one list per fitting category.
    expect(platform.callCounts()['GET /api/Categories']).toBe(1);
    expect(platform.callCounts()['GET /api/Courses/ByCategory']).toBe(2);
    const banking = await platform.graphql(query, { code: '64' });
    expect(banking.data!.industryAnalysis.recommendedCourses[0].category.slug).toBe('finance-investment');
  });

  it('gives city, trade and HS chapter facets with city global IDs', async () => {
    const all = await platform.graphql(`{ companySearch { facets { provinces { value } } } }`);
    const province = all.data!.companySearch.facets.provinces[0].value;
    const { data, errors } = await platform.graphql(
      `query ($filter: CompanySearchFilter) { companySearch(filter: $filter) { totalCount facets { cities { value label count } tradeActivities { value count } hsChapters { value label count } } } }`,
      { filter: { provinceId: province, capitalMin: 0 } },
    );
    expect(errors).toBeUndefined();
    const city = data!.companySearch.facets.cities[0];
    const inCity = await platform.graphql(
      `query ($filter: CompanySearchFilter) { companySearch(filter: $filter) { totalCount } }`,
      { filter: { provinceId: province, cityId: city.value } },
    );
    expect(inCity.data!.companySearch.totalCount).toBe(city.count);
    expect(data!.companySearch.facets.tradeActivities.map((facet: { value: string }) => facet.value)).toEqual(
      ['IMPORT', 'EXPORT', 'ANY'],
    );
    expect(data!.companySearch.facets.hsChapters[0].label).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps a signed-in reader’s visit reported by beacon, as the reader, and keeps nothing without a session', async () => {
    const server = createServer(
      createPageVisitBeaconHandler({
        analytics: platform.pools.analytics,
        business: platform.pools.business,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const beacon = (body: object, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/visits`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body: JSON.stringify(body),
      });
    const entity = {
      visitId: '4c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      path: '/company/Q29tcGFueToy',
      title: 'شرکت نمونه',
      query: 'فولاد',
      analyticsVisitId: '5c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    };
    try {
      const visitor = await beacon({ locale: 'fa-IR', entity });
      expect(visitor.status).toBe(401);
      expect((await visitor.json()).message).toBe('برای این کار ابتدا وارد شوید.');
      // A user no other test here signs in: a one-session account's second sign-in is asked which session to end, and
      // gets no cookies.
      const headers = await signIn('09121000001');
      const malformed = await beacon({ locale: 'fa-IR', entity: { ...entity, path: '/courses/1' } }, headers);
      expect(malformed.status).toBe(400);
      expect((await beacon({ locale: 'fa-IR', entity }, headers)).status).toBe(202);
      const recent = await sendAs(headers, `{ recentEntityVisits { path title query } }`, {});
      expect(recent.data!.recentEntityVisits).toEqual([
        { path: entity.path, title: entity.title, query: entity.query },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the search text of a visit, and marks the feed seen', async () => {
    const headers = await signIn('09121000003');
    const send = (query: string, variables: object) => sendAs(headers, query, variables);
    const recorded = await send(
      `mutation ($input: EntityPageVisitRecordInput!) { entityPageVisitRecord(input: $input) { visit { query } userErrors { message } } }`,
      {
        input: {
          visitId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
          path: '/company/Q29tcGFueTox',
          title: 'شرکت',
          query: 'پتروشیمی',
          analyticsVisitId: '3c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
        },
      },
    );
    expect(recorded.data!.entityPageVisitRecord).toEqual({ visit: { query: 'پتروشیمی' }, userErrors: [] });
    expect((await send(`{ recentEntityVisits { path query } }`, {})).data!.recentEntityVisits[0]).toEqual({
      path: '/company/Q29tcGFueTox',
      query: 'پتروشیمی',
    });
    await send(
      `mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { userErrors { message } } }`,
      { id: Buffer.from('Company:2').toString('base64url') },
    );
    const feed = await send(
      `{ followedCompanyEvents(first: 49) { edges { node { isNew event { id } } } } }`,
      {},
    );
    const events = (
      feed.data!.followedCompanyEvents.edges as { node: { isNew: boolean; event: { id: string } } }[]
    ).map(({ node }) => node);
    expect(events.every((entry) => entry.isNew)).toBe(true);
    const marked = await send(
      `mutation ($input: FollowFeedMarkSeenInput!) { followFeedMarkSeen(input: $input) { seenAt userErrors { message } } }`,
      { input: { lastEventId: events[0]?.event.id } },
    );
    expect(marked.data!.followFeedMarkSeen.userErrors).toEqual([]);
    const again = await send(`{ followedCompanyEvents(first: 49) { edges { node { isNew } } } }`, {});
    expect(
      again.data!.followedCompanyEvents.edges.some(({ node }: { node: { isNew: boolean } }) => node.isNew),
    ).toBe(false);
    const wrong = await send(
      `mutation ($input: FollowFeedMarkSeenInput!) { followFeedMarkSeen(input: $input) { seenAt userErrors { message } } }`,
      { input: { lastEventId: 'bad' } },
    );
    expect(wrong.data!.followFeedMarkSeen.seenAt).toBeNull();
    expect(wrong.data!.followFeedMarkSeen.userErrors[0].message).toMatch(/[\u0600-\u06ff]/);
  });
});
