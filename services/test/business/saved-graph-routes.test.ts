import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface Graph {
  nodes: { key: string; depth: number }[];
  edges: { source: string; target: string; kind: string }[];
}
interface Opened {
  savedGraph: { id: number; name: string; relations: string[] };
  root: Graph;
  expansions: { entity: string; relations: string[]; graph: Graph }[];
  omittedExpansions: number;
  chain: { from: string; to: string; graph: Graph } | null;
  chainOmitted: boolean;
  depthLimit: number;
}

const owner = '00000000-0000-4000-8000-000000000003';
const other = '00000000-0000-4000-8000-000000000004';
const as = (userId: string, packageType: 'FREE' | 'PROFESSIONAL' | 'ENTERPRISE') =>
  testAuthorization({ userId, packageType });

async function firstPersonAround(company: string, headers: Record<string, string>) {
  const graph = (
    await service.app.inject({
      method: 'GET',
      url: `/v1/Graph/GetNeighbourhood?entity=${company}&depth=1`,
      headers,
    })
  ).json() as Graph;
  return graph.nodes.find((node) => node.key.startsWith('P:'))!.key;
}

describe('saved graphs', () => {
  it('saves a graph with its expansion, filter and chain, and reopens the same nodes', async () => {
    const headers = await as(owner, 'PROFESSIONAL');
    const person = await firstPersonAround('C:1', headers);
    const expanded = (
      await service.app.inject({
        method: 'GET',
        url: `/v1/Graph/GetNeighbourhood?entity=${person}&root=C:1&depth=1&relations=ROLE`,
        headers,
      })
    ).json() as Graph;
    const saved = await service.app.inject({
      method: 'POST',
      url: '/v1/Graphs/SaveGraph',
      headers,
      payload: {
        name: 'هلدینگ و مدیرانش',
        root: 'C:1',
        depth: 2,
        relations: ['ROLE', 'SUBSIDIARY'],
        expansions: [{ entity: person, relations: ['ROLE'] }],
        chain: { from: 'C:1', to: person, relations: ['ROLE', 'SHAREHOLDING', 'SUBSIDIARY'] },
      },
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id as number;

    const opened = (
      await service.app.inject({ method: 'GET', url: `/v1/Graphs/OpenSavedGraph?id=${id}`, headers })
    ).json() as Opened;
    expect(opened.savedGraph.relations).toEqual(['ROLE', 'SUBSIDIARY']);
    expect(opened.omittedExpansions).toBe(0);
    expect(opened.expansions.map((expansion) => expansion.entity)).toEqual([person]);
    expect(opened.expansions[0]!.graph.nodes.map((node) => node.key).sort()).toEqual(
      expanded.nodes.map((node) => node.key).sort(),
    );
    expect(Math.max(...opened.root.nodes.map((node) => node.depth))).toBe(2);
    expect(opened.chain?.graph.nodes.map((node) => node.key)).toContain(person);

    const list = (
      await service.app.inject({ method: 'GET', url: '/v1/Graphs/GetSavedGraphs', headers })
    ).json() as { id: number; name: string }[];
    expect(list.map((graph) => graph.name)).toContain('هلدینگ و مدیرانش');
  });

  it('reopens within the current package: after a downgrade expansions past its depth are left out', async () => {
    const professional = await as(owner, 'PROFESSIONAL');
    const person = await firstPersonAround('C:1', professional);
    const { id } = (
      await service.app.inject({
        method: 'POST',
        url: '/v1/Graphs/SaveGraph',
        headers: professional,
        payload: {
          name: 'پیش از تنزل',
          root: 'C:1',
          depth: 2,
          relations: ['ROLE', 'SHAREHOLDING', 'SUBSIDIARY'],
          expansions: [{ entity: person, relations: ['ROLE', 'SHAREHOLDING', 'SUBSIDIARY'] }],
        },
      })
    ).json() as { id: number };
    const downgraded = (
      await service.app.inject({
        method: 'GET',
        url: `/v1/Graphs/OpenSavedGraph?id=${id}`,
        headers: await as(owner, 'FREE'),
      })
    ).json() as Opened;
    expect(downgraded.depthLimit).toBe(1);
    expect(Math.max(...downgraded.root.nodes.map((node) => node.depth))).toBe(1);
    expect(downgraded.expansions).toEqual([]);
    expect(downgraded.omittedExpansions).toBe(1);
  });

  it('is the owner’s alone: another user cannot open, rename or delete it, nor see it listed', async () => {
    const headers = await as(owner, 'PROFESSIONAL');
    const { id } = (
      await service.app.inject({
        method: 'POST',
        url: '/v1/Graphs/SaveGraph',
        headers,
        payload: { name: 'خصوصی', root: 'C:2', depth: 1, relations: ['ROLE'], expansions: [] },
      })
    ).json() as { id: number };
    const stranger = await as(other, 'ENTERPRISE');
    const open = await service.app.inject({
      method: 'GET',
      url: `/v1/Graphs/OpenSavedGraph?id=${id}`,
      headers: stranger,
    });
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe('این گراف ذخیره‌شده پیدا نشد.');
    for (const [url, payload] of [
      ['/v1/Graphs/RenameSavedGraph', { id, name: 'ربوده' }],
      ['/v1/Graphs/DeleteSavedGraph', { id }],
    ] as const)
      expect((await service.app.inject({ method: 'POST', url, headers: stranger, payload })).statusCode).toBe(
        404,
      );
    const theirs = (
      await service.app.inject({ method: 'GET', url: '/v1/Graphs/GetSavedGraphs', headers: stranger })
    ).json() as { id: number }[];
    expect(theirs.map((graph) => graph.id)).not.toContain(id);
    const visitor = await service.app.inject({ method: 'GET', url: '/v1/Graphs/GetSavedGraphs' });
    expect(visitor.statusCode).toBe(401);
  });

  it('renames and deletes once; a taken name, a replayed save or delete and bad input change nothing', async () => {
    const headers = await as(owner, 'PROFESSIONAL');
    const post = (url: string, payload: object) =>
      service.app.inject({ method: 'POST', url, headers, payload });
    const body = { name: 'الف', root: 'C:3', depth: 1, relations: ['ROLE'], expansions: [] };
    const first = (await post('/v1/Graphs/SaveGraph', body)).json() as { id: number };
    const replay = await post('/v1/Graphs/SaveGraph', body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('گرافی با این نام ذخیره کرده‌اید.');
    const second = (await post('/v1/Graphs/SaveGraph', { ...body, name: 'ب' })).json() as { id: number };
    expect((await post('/v1/Graphs/RenameSavedGraph', { id: second.id, name: 'الف' })).statusCode).toBe(409);
    const renamed = await post('/v1/Graphs/RenameSavedGraph', { id: second.id, name: 'پ' });
    expect(renamed.json().name).toBe('پ');
    expect((await post('/v1/Graphs/DeleteSavedGraph', { id: first.id })).statusCode).toBe(200);
    expect((await post('/v1/Graphs/DeleteSavedGraph', { id: first.id })).statusCode).toBe(404);

    const badRoot = await post('/v1/Graphs/SaveGraph', { ...body, name: 'ج', root: 'X:1' });
    expect(badRoot.statusCode).toBe(400);
    expect(badRoot.json().message).toMatch(/[آ-ی]/);
    const blank = await post('/v1/Graphs/SaveGraph', { ...body, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ruleMessage('validation.savedGraph.name', 'fa-IR'));
    const badId = await service.app.inject({
      method: 'GET',
      url: '/v1/Graphs/OpenSavedGraph?id=abc',
      headers,
    });
    expect(badId.statusCode).toBe(400);
    const names = (
      (await service.app.inject({ method: 'GET', url: '/v1/Graphs/GetSavedGraphs', headers })).json() as {
        name: string;
      }[]
    ).map((graph) => graph.name);
    expect(names).toContain('پ');
    expect(names).not.toContain('الف');
    expect(names).not.toContain('ج');
  });
});
