import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface Graph {
  nodes: { key: string; depth: number; label: string }[];
  edges: { source: string; target: string; kind: string }[];
  depthLimit: number;
  chainLinkLimit: number;
}

const professional = { userId: '00000000-0000-4000-8000-000000000003', packageType: 'PROFESSIONAL' as const };

describe('GET /v1/Graph/GetNeighbourhood', () => {
  it('grows hop by hop for a paid user, caps each hop, and keeps a visitor at one hop', async () => {
    const headers = await testAuthorization(professional);
    const get = async (query: string, withAuth = true) =>
      (
        await service.app.inject({
          method: 'GET',
          url: `/v1/Graph/GetNeighbourhood?${query}`,
          headers: withAuth ? headers : {},
        })
      ).json() as Graph;
    const one = await get('entity=C:1&depth=1');
    const two = await get('entity=C:1&depth=2&limitPerHop=10');
    expect(one.nodes.some((node) => node.key.startsWith('P:'))).toBe(true);
    expect(one.nodes.some((node) => node.key.startsWith('C:') && node.key !== 'C:1')).toBe(true);
    expect(two.nodes.filter((node) => node.depth === 2).length).toBeLessThanOrEqual(10);
    expect(Math.max(...two.nodes.map((node) => node.depth))).toBe(2);
    const rolesOnly = await get('entity=C:1&depth=1&relations=ROLE');
    expect(rolesOnly.edges.every((edge) => edge.kind === 'ROLE')).toBe(true);
    const visitor = await get('entity=C:1&depth=3', false);
    expect(visitor.depthLimit).toBe(1);
    expect(Math.max(...visitor.nodes.map((node) => node.depth))).toBe(1);
  });

  it('refuses an entity that is not C:<id> or P:<id>', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/v1/Graph/GetNeighbourhood?entity=X:1',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /v1/Graph/GetShortestChain', () => {
  it('links a person of a subsidiary to its holding through the shareholding', async () => {
    const details = (
      await service.app.inject({ method: 'GET', url: '/v3/Companies/GetDetails?companyId=1' })
    ).json();
    const subsidiary = details.children[0].company.id as number;
    const subsidiaryDetails = (
      await service.app.inject({ method: 'GET', url: `/v3/Companies/GetDetails?companyId=${subsidiary}` })
    ).json();
    const person = subsidiaryDetails.people[0].person.id as number;
    const chain = (
      await service.app.inject({ method: 'GET', url: `/v1/Graph/GetShortestChain?from=P:${person}&to=C:1` })
    ).json() as Graph;
    expect(chain.edges.length).toBeLessThanOrEqual(2);
    const keys = chain.nodes.map((node) => node.key);
    expect(keys).toContain(`P:${person}`);
    expect(keys).toContain('C:1');
  });
});

describe('package bounds on the graph', () => {
  const basic = { userId: '00000000-0000-4000-8000-000000000002', packageType: 'BASIC' as const };
  const free = { userId: '00000000-0000-4000-8000-000000000001', packageType: 'FREE' as const };
  const get = async (url: string, viewer: typeof professional | typeof basic | typeof free | null) =>
    service.app.inject({ method: 'GET', url, headers: viewer ? await testAuthorization(viewer) : {} });

  it('searches chains only as long as the package allows: 2 links for visitors and free users, 4 for basic, 6 for professional', async () => {
    const around = (await (
      await get('/v1/Graph/GetNeighbourhood?entity=C:1&depth=3&limitPerHop=100', professional)
    ).json()) as Graph;
    const far = around.nodes.find((node) => node.depth === 3);
    expect(far).toBeDefined();
    const chainUrl = `/v1/Graph/GetShortestChain?from=C:1&to=${far?.key}`;
    const paid = await get(chainUrl, professional);
    expect((paid.json() as Graph).edges).toHaveLength(3);
    expect((paid.json() as Graph).chainLinkLimit).toBe(6);
    expect((await get(chainUrl, basic)).json()).not.toBeNull();
    expect((await get(chainUrl, free)).json()).toBeNull();
    expect((await get(chainUrl, null)).json()).toBeNull();
  });

  it('refuses to expand a node farther from the root than the package depth, whatever depth is asked', async () => {
    const around = (await (
      await get('/v1/Graph/GetNeighbourhood?entity=C:1&depth=2&limitPerHop=100', professional)
    ).json()) as Graph;
    const near = around.nodes.find((node) => node.depth === 1)?.key;
    const second = around.nodes.find((node) => node.depth === 2)?.key;
    const expand = (entity: string | undefined, viewer: typeof professional | typeof basic | null) =>
      get(`/v1/Graph/GetNeighbourhood?entity=${entity}&root=C:1&depth=1`, viewer);
    const visitorRefused = await expand(near, null);
    expect(visitorRefused.statusCode).toBe(403);
    expect(visitorRefused.json()).toMatchObject({ code: 'PACKAGE_LIMIT' });
    expect(visitorRefused.json().message).toMatch(/اشتراک/);
    expect((await expand(near, basic)).statusCode).toBe(200);
    expect((await expand(second, basic)).statusCode).toBe(403);
    expect((await expand(second, professional)).statusCode).toBe(200);
    // Expanding the root itself is the view the package already allows.
    expect((await expand('C:1', null)).statusCode).toBe(200);
  });
});
