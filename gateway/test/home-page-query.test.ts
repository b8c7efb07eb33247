import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const homeScreenQuery = /* GraphQL */ `
  query HomeScreen {
    home {
      searchTitle
      services {
        id
        title
        icon
      }
      blogPosts(first: 3) {
        totalCount
        edges {
          node {
            id
            title
            publishedOn
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      customers {
        edges {
          node {
            id
            name
          }
        }
      }
      dataSources {
        edges {
          node {
            id
            name
          }
        }
      }
      statistics {
        provinceCount
        cityCount
        industryCount
        hsCodeCount
      }
    }
    again: home {
      searchSubtitle
    }
    faqs(first: 2) {
      edges {
        node {
          id
          question
        }
      }
    }
    moreFaqs: faqs {
      totalCount
    }
    campaign {
      active
    }
  }
`;

describe('a screen query', () => {
  it('reads the home page in Persian with data from the database', async () => {
    const { data, errors } = await platform.graphql(homeScreenQuery);
    expect(errors).toBeUndefined();
    expect(data?.home.searchTitle).toMatch(/[\u0600-\u06FF]/);
    expect(data?.home.statistics.provinceCount).toBe(31);
    expect(data?.home.statistics.cityCount).toBeGreaterThan(1000);
    expect(data?.home.blogPosts.edges).toHaveLength(3);
    expect(data?.home.blogPosts.pageInfo.hasNextPage).toBe(data!.home.blogPosts.totalCount > 3);
  });

  it('makes each upstream call at most once, however often the query asks', async () => {
    platform.resetCalls();
    await platform.graphql(homeScreenQuery);
    expect(platform.callCounts()).toEqual({ 'GET /v1/Home/GetHomePage': 1, 'GET /v1/Content/GetFaqs': 1 });
  });

  it('answers in English when the request asks for it', async () => {
    const { data } = await platform.graphql('{ home { searchTitle } }', {}, 'en-US');
    expect(data?.home.searchTitle).toMatch(/^[\x20-\x7E’–—]+$/);
  });
});

describe('node and nodes', () => {
  it('fetch any object again by its opaque global ID', async () => {
    const { data } = await platform.graphql(`{
      home { services { id title } }
      faqs(first: 1) { edges { node { id question } } }
      pricingPlans(first: 1) { edges { node { id name } } }
      sitePage(slug: ABOUT) { id title }
    }`);
    const ids = [
      data!.home.services[0].id,
      data!.faqs.edges[0].node.id,
      data!.pricingPlans.edges[0].node.id,
      data!.sitePage.id,
      'bm90IGEgbm9kZQ',
    ];
    const refetched = await platform.graphql(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id
          ... on PlatformService { title } ... on Faq { question } ... on PricingPlan { name } ... on SitePage { title } } }`,
      { ids },
    );
    expect(refetched.errors).toBeUndefined();
    expect(refetched.data!.nodes).toEqual([
      { __typename: 'PlatformService', id: ids[0], title: data!.home.services[0].title },
      { __typename: 'Faq', id: ids[1], question: data!.faqs.edges[0].node.question },
      { __typename: 'PricingPlan', id: ids[2], name: data!.pricingPlans.edges[0].node.name },
      { __typename: 'SitePage', id: ids[3], title: data!.sitePage.title },
      null,
    ]);
  });
});
