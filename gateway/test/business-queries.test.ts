import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const searchQuery = /* GraphQL */ `
  query Search($text: String!, $type: SearchEntityType, $after: String) {
    search(text: $text, type: $type, first: 10, after: $after) {
      totalCount
      countsByType { company person product }
      pageInfo { hasNextPage endCursor }
      edges { node { type title exact identifier company { id name province capital } person { id fullName } } }
    }
  }
`;

const companyQuery = /* GraphQL */ `
  query CompanyScreen($id: ID!) {
    company(id: $id) {
      id name nationalId legalForm status capital registrationDate province city industry about
      contact { address phone website }
      people { role sharePercent person { id fullName companyCount } }
      parentCompanies { kind sharePercent company { id name capital } }
      childCompanies { kind company { id name status } }
      products { id name hsCode }
      tradeRecords { year direction valueUsd }
      tradeByYear { year importUsd exportUsd }
      gazetteEvents { id kind publishedOn summary }
      capitalHistory { changedOn capital }
    }
  }
`;

describe('search', () => {
  it('answers the same for Persian and Arabic spellings and batches the companies of a page into one call', async () => {
    platform.resetCalls();
    const persian = await platform.graphql(searchQuery, { text: 'پتروشیمی', type: 'COMPANY' });
    expect(persian.errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({ 'GET /v3/Search/Search': 1, 'GET /v2/Companies/GetSummary': 1 });
    const arabic = await platform.graphql(searchQuery, { text: 'پتروشيمي', type: 'COMPANY' });
    expect(arabic.data).toEqual(persian.data);
    const hits = persian.data!.search.edges;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((edge: { node: { company: { name: string } } }) => edge.node.company.name.includes('پتروشیمی'))).toBe(true);
  });

  it('pages on with the end cursor', async () => {
    const first = await platform.graphql(searchQuery, { text: 'شرکت', type: 'COMPANY' });
    const second = await platform.graphql(searchQuery, { text: 'شرکت', type: 'COMPANY', after: first.data!.search.pageInfo.endCursor });
    const ids = new Set(first.data!.search.edges.map((edge: { node: { company: { id: string } } }) => edge.node.company.id));
    expect(second.data!.search.edges).toHaveLength(10);
    expect(second.data!.search.edges.some((edge: { node: { company: { id: string } } }) => ids.has(edge.node.company.id))).toBe(false);
  });

  it('fails an empty query without reaching the database twice', async () => {
    platform.resetCalls();
    const { data, errors } = await platform.graphql(searchQuery, { text: ' ' }, 'en-US');
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
    expect(platform.callCounts()).toEqual({ 'GET /v3/Search/Search': 1 });
  });
});

describe('company page', () => {
  it('reads every tab with one GetSummary and one GetDetails call', async () => {
    const hit = await platform.graphql(searchQuery, { text: 'گروه صنعتی', type: 'COMPANY' });
    const companyId = hit.data!.search.edges[0].node.company.id;
    platform.resetCalls();
    const { data, errors } = await platform.graphql(companyQuery, { id: companyId });
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({ 'GET /v2/Companies/GetSummary': 1, 'GET /v3/Companies/GetDetails': 1 });
    const company = data!.company;
    expect(company.people.length).toBeGreaterThan(0);
    expect(company.childCompanies.length).toBeGreaterThan(0);
    expect(company.gazetteEvents.at(-1).kind).toBe('ESTABLISHMENT');
    expect(company.capitalHistory.at(-1).capital).toBe(company.capital);
  });

  it('is null for an ID of another type', async () => {
    const { data } = await platform.graphql(companyQuery, { id: Buffer.from('Person:1').toString('base64url') });
    expect(data?.company).toBeNull();
  });
});

describe('person page', () => {
  it('batches the companies of every role into one call', async () => {
    const hit = await platform.graphql(searchQuery, { text: 'علی', type: 'PERSON' });
    const person = hit.data!.search.edges.find((edge: { node: { person: { id: string } } }) => edge.node.person)?.node.person;
    platform.resetCalls();
    const { data, errors } = await platform.graphql(
      `query PersonScreen($id: ID!) { person(id: $id) { fullName nationalCode companyCount roles { role company { id name } } } }`,
      { id: person.id },
    );
    expect(errors).toBeUndefined();
    expect(data!.person.roles.length).toBeGreaterThan(0);
    expect(platform.callCounts()).toEqual({ 'GET /v1/Persons/GetSummary': 1, 'GET /v1/Persons/GetRoles': 1, 'GET /v2/Companies/GetSummary': 1 });
  });
});

describe('advanced company search', () => {
  const advancedQuery = /* GraphQL */ `
    query Advanced($filter: CompanySearchFilter, $after: String) {
      companySearch(filter: $filter, first: 10, after: $after) {
        totalCount
        visibleCount
        pageInfo { hasNextPage endCursor }
        facets { provinces { value label count } legalForms { value count } }
        edges { node { id name registrationDate province } }
      }
    }
  `;

  it('narrows with Solar Hijri dates and a province, and reads the page’s companies in one batch', async () => {
    const all = await platform.graphql(advancedQuery, {});
    const province = all.data!.companySearch.facets.provinces[0];
    platform.resetCalls();
    const { data, errors } = await platform.graphql(advancedQuery, {
      filter: { provinceId: province.value, registeredFrom: '۱۳۸۰/۰۱/۰۱', registeredTo: '1399/12/30' },
    });
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({ 'GET /v3/Search/Advanced': 1, 'GET /v2/Companies/GetSummary': 1 });
    const search = data!.companySearch;
    expect(search.totalCount).toBeLessThan(province.count);
    expect(search.totalCount).toBeGreaterThan(0);
    for (const { node } of search.edges) {
      expect(node.province).toBe(province.label);
      // 1380/01/01 is 21 March 2001; 1399/12/30 is 20 March 2021.
      expect(node.registrationDate >= '2001-03-21' && node.registrationDate <= '2021-03-20').toBe(true);
    }
  });

  it('stops a visitor after 20 results', async () => {
    const first = await platform.graphql(advancedQuery, {});
    const second = await platform.graphql(advancedQuery, { after: first.data!.companySearch.pageInfo.endCursor });
    expect(first.data!.companySearch.visibleCount).toBe(20);
    expect(second.data!.companySearch.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a date that does not exist', async () => {
    const { data, errors } = await platform.graphql(advancedQuery, { filter: { registeredFrom: '1400/13/01' } });
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('relationship graph and industry analysis', () => {
  it('draws the graph around a company with global IDs the company and person fields accept', async () => {
    const holding = Buffer.from('Company:1').toString('base64url');
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
    const opened = await platform.graphql(`query ($id: ID!) { person(id: $id) { fullName } }`, { id: person.entityId });
    expect(opened.data!.person.fullName).toBe(person.label);
    const chain = await platform.graphql(`query ($from: ID!, $to: ID!) { relationshipChain(from: $from, to: $to) { edges { kind } nodes { entityId } } }`, {
      from: person.entityId,
      to: holding,
    });
    expect(chain.data!.relationshipChain.edges).toHaveLength(1);
  });

  it('reads an industry with its ten largest companies in one batched call', async () => {
    platform.resetCalls();
    const { data, errors } = await platform.graphql(
      `{ industryAnalysis(code: "20") { title companyCount byProvince { label count } capitalDistribution { upTo count } largestCompanies { id name capital } tradeByChapter { chapter exportUsd } } }`,
    );
    expect(errors).toBeUndefined();
    expect(platform.callCounts()).toEqual({ 'GET /v1/Industry/GetAnalysis': 1, 'GET /v2/Companies/GetSummary': 1 });
    const analysis = data!.industryAnalysis;
    expect(analysis.largestCompanies).toHaveLength(10);
    expect(analysis.largestCompanies[0].capital).toBeGreaterThanOrEqual(analysis.largestCompanies[9].capital);
    expect((await platform.graphql(`{ industryAnalysis(code: "x") { title } }`)).data!.industryAnalysis).toBeNull();
  });

  it('gives a visitor no lists, no feed and a sign-in error on follow', async () => {
    const { data } = await platform.graphql(`{ companyLists { id } followedCompanyEvents { company { id } } recentEntityVisits { path } }`);
    expect(data).toEqual({ companyLists: [], followedCompanyEvents: [], recentEntityVisits: [] });
    const follow = await platform.graphql(`mutation ($id: ID!) { companyFollow(input: { companyId: $id }) { company { id } userErrors { code message } } }`, {
      id: Buffer.from('Company:1').toString('base64url'),
    });
    expect(follow.data?.companyFollow?.company ?? null).toBeNull();
  });
});
