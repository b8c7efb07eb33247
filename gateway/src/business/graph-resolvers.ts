import type { RelationKind, Resolvers } from '../__generated__/resolver-types.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { databaseIdFromKey } from '@rasad/contracts/plain-global-id.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

type UpstreamGraph = UpstreamBody<'business', '/v1/Graph/GetNeighbourhood'>;

/** Company/Person global ID ⇄ the service's `C:<id>` / `P:<id>` keys. */
export function serviceKey(globalId: string): string | null {
  const parsed = fromGlobalId(globalId);
  const id = parsed && databaseIdFromKey(parsed.key);
  if (!id) return null;
  if (parsed.typeName === 'Company') return `C:${id}`;
  if (parsed.typeName === 'Person') return `P:${id}`;
  return null;
}

export function globalIdOf(key: string) {
  return toGlobalId(key.startsWith('C:') ? 'Company' : 'Person', key.slice(2));
}

export function toGraph(
  graph: Pick<UpstreamGraph, 'nodes' | 'edges'> & { depthLimit: number; chainLinkLimit: number },
) {
  return {
    depthLimit: graph.depthLimit,
    chainLinkLimit: graph.chainLinkLimit,
    nodes: graph.nodes.map((node) => ({
      entityId: globalIdOf(node.key),
      type: node.type,
      label: node.label,
      depth: node.depth,
    })),
    edges: graph.edges.map((edge) => ({
      source: globalIdOf(edge.source),
      target: globalIdOf(edge.target),
      kind: edge.kind,
      role: edge.role as 'CEO' | null,
      sharePercent: edge.sharePercent,
    })),
  };
}

const relationsParameter = (relations: readonly RelationKind[] | null | undefined) =>
  relations && relations.length > 0 ? [...new Set(relations)].join(',') : undefined;

async function neighbourhood(
  context: GatewayContext,
  args: {
    entity: string;
    root?: string | null;
    depth?: number | null;
    limitPerHop?: number | null;
    relations?: readonly RelationKind[] | null;
  },
) {
  const entity = serviceKey(args.entity);
  const root = args.root ? serviceKey(args.root) : undefined;
  if (entity === null || root === null) return null;
  const graph = await context.upstream.business.get('/v1/Graph/GetNeighbourhood', {
    query: {
      entity,
      root,
      depth: Math.min(Math.max(args.depth ?? 1, 1), 3),
      limitPerHop: Math.min(Math.max(args.limitPerHop ?? 25, 1), 100),
      relations: relationsParameter(args.relations),
    },
  });
  return toGraph(graph);
}

export const graphResolvers: Resolvers = {
  Query: {
    relationshipGraph: (_, args, context) => neighbourhood(context, args),
    relationshipChain: async (_, args, context) => {
      const [from, to] = [serviceKey(args.from), serviceKey(args.to)];
      if (from === null || to === null) return null;
      const chain = await context.upstream.business.get('/v1/Graph/GetShortestChain', {
        query: { from, to, relations: relationsParameter(args.relations) },
      });
      return chain === null ? null : toGraph(chain);
    },
  },
};
