import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
let professional: string;
let enterprise: string;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
  professional = await signIn('09121000003');
  enterprise = await signIn('09121000004');
});
afterAll(() => platform.close());

async function send(query: string, variables: object, cookie?: string) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

/** Signs a demo user in; later requests carry the returned cookie header. */
function signIn(userName: string): Promise<string> {
  return platform.signInCookie(userName);
}

const create = /* GraphQL */ `
  mutation ($input: SavedGraphCreateInput!) {
    savedGraphCreate(input: $input) {
      savedGraph {
        id
        name
        rootEntityId
        relations
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const open = /* GraphQL */ `
  query ($id: ID!) {
    savedGraph(id: $id) {
      name
      depth
      relations
      view {
        root {
          depthLimit
          nodes {
            entityId
            depth
          }
        }
        expansions {
          entityId
          relations
          graph {
            nodes {
              entityId
            }
          }
        }
        omittedExpansionCount
        chain {
          toEntityId
        }
      }
    }
  }
`;

describe('saved graphs', () => {
  it('saves a graph with an expansion, lists it as a connection and reopens it in one upstream call', async () => {
    const root = toGlobalId('Company', 1);
    const around = await send(
      'query ($entity: ID!) { relationshipGraph(entity: $entity, depth: 1) { nodes { entityId type } } }',
      { entity: root },
      professional,
    );
    const person = (around.data!.relationshipGraph.nodes as { entityId: string; type: string }[]).find(
      (node) => node.type === 'PERSON',
    )!.entityId;
    const saved = await send(
      create,
      {
        input: {
          name: 'گراف هلدینگ',
          rootEntityId: root,
          depth: 2,
          relations: ['ROLE', 'SUBSIDIARY'],
          expansions: [{ entityId: person, relations: ['ROLE'] }],
        },
      },
      professional,
    );
    expect(saved.data!.savedGraphCreate.userErrors).toEqual([]);
    const graph = saved.data!.savedGraphCreate.savedGraph;
    expect(graph.rootEntityId).toBe(root);
    expect(graph.relations).toEqual(['ROLE', 'SUBSIDIARY']);

    const list = await send(
      '{ viewer { savedGraphs(first: 10) { totalCount edges { node { id name } } } } }',
      {},
      professional,
    );
    expect(
      list.data!.viewer.savedGraphs.edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).toContain(graph.id);

    platform.resetCalls();
    const opened = await send(open, { id: graph.id }, professional);
    expect(opened.errors).toBeUndefined();
    const view = opened.data!.savedGraph.view;
    // Saved at depth 2: the graph around the centre is rebuilt two hops deep (the package allows it).
    expect(Math.max(...view.root.nodes.map((node: { depth: number }) => node.depth))).toBe(2);
    expect(view.expansions).toHaveLength(1);
    expect(view.expansions[0].entityId).toBe(person);
    expect(view.expansions[0].relations).toEqual(['ROLE']);
    expect(view.omittedExpansionCount).toBe(0);
    expect(platform.callCounts()['GET /v1/Graphs/OpenSavedGraph']).toBe(1);

    // Another user, and a visitor, get nothing for the same id — through savedGraph and through node.
    expect((await send(open, { id: graph.id }, enterprise)).data!.savedGraph).toBeNull();
    expect((await send(open, { id: graph.id })).data!.savedGraph).toBeNull();
    const asNode = await send(
      'query ($id: ID!) { node(id: $id) { ... on SavedGraph { name } } }',
      { id: graph.id },
      enterprise,
    );
    expect(asNode.data!.node).toBeNull();
    const stolen = await send(
      'mutation ($input: SavedGraphDeleteInput!) { savedGraphDelete(input: $input) { deletedSavedGraphId userErrors { code message } } }',
      { input: { savedGraphId: graph.id } },
      enterprise,
    );
    expect(stolen.data!.savedGraphDelete.deletedSavedGraphId).toBeNull();
    expect(stolen.data!.savedGraphDelete.userErrors[0].message).toBe('این گراف ذخیره‌شده پیدا نشد.');
    expect((await send(open, { id: graph.id }, professional)).data!.savedGraph.name).toBe('گراف هلدینگ');
  });

  it('renames and deletes; a taken name, a bad id and a visitor get Persian user errors', async () => {
    const root = toGlobalId('Company', 2);
    const input = { name: 'نخست', rootEntityId: root, depth: 1, relations: ['ROLE'], expansions: [] };
    const first = (await send(create, { input }, professional)).data!.savedGraphCreate.savedGraph;
    const again = (await send(create, { input }, professional)).data!.savedGraphCreate;
    expect(again.savedGraph).toBeNull();
    expect(again.userErrors[0]).toMatchObject({
      field: ['name'],
      message: 'گرافی با این نام ذخیره کرده‌اید.',
    });
    const rename = /* GraphQL */ `
      mutation ($input: SavedGraphRenameInput!) {
        savedGraphRename(input: $input) {
          savedGraph {
            name
          }
          userErrors {
            field
            message
          }
        }
      }
    `;
    const renamed = await send(rename, { input: { savedGraphId: first.id, name: 'دوم' } }, professional);
    expect(renamed.data!.savedGraphRename.savedGraph.name).toBe('دوم');
    const badId = await send(rename, { input: { savedGraphId: root, name: 'سوم' } }, professional);
    expect(badId.data!.savedGraphRename.userErrors[0].field).toEqual(['savedGraphId']);
    const visitor = await send(create, { input: { ...input, name: 'مهمان' } });
    expect(visitor.data!.savedGraphCreate.userErrors[0].code).toBe('UNAUTHENTICATED');
    const badRoot = await send(
      create,
      { input: { ...input, name: 'بد', rootEntityId: 'xyz' } },
      professional,
    );
    expect(badRoot.data!.savedGraphCreate.userErrors[0].field).toEqual(['rootEntityId']);
    const remove =
      'mutation ($input: SavedGraphDeleteInput!) { savedGraphDelete(input: $input) { deletedSavedGraphId } }';
    expect(
      (await send(remove, { input: { savedGraphId: first.id } }, professional)).data!.savedGraphDelete,
    ).toEqual({
      deletedSavedGraphId: first.id,
    });
    expect(
      (await send(remove, { input: { savedGraphId: first.id } }, professional)).data!.savedGraphDelete
        .deletedSavedGraphId,
    ).toBeNull();
  });
});
