import type { RelationKind, Resolvers, UserError } from '../__generated__/resolver-types.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { databaseIdFromKey } from '@rasad/contracts/plain-global-id.ts';
import { databaseIdOf, toGlobalId } from '../shared/relay/global-id.ts';
import type { UpstreamResult } from '../shared/upstream/upstream-client.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { savedGraphNameRules } from '@rasad/contracts/rules/saved-graph-rules.ts';
import type { SavedGraphModel } from './business-models.ts';
import { globalIdOf, serviceKey, toGraph } from './graph-resolvers.ts';

type Opened = NonNullable<SavedGraphModel['opened']>;

const savedGraphKey = (globalId: string) => databaseIdOf(globalId, 'SavedGraph');

const invalid = (context: GatewayContext, field: string): UserError[] => [
  { field: [field], code: 'invalid', message: gatewayMessage('validation.invalid', context.locale) },
];
/** The saved graph rebuilt by the service, within the caller's current package; null when not theirs. */
async function openSavedGraph(context: GatewayContext, id: number): Promise<SavedGraphModel | null> {
  const result = await context.upstream.business.tryGet('/v1/Graphs/OpenSavedGraph', { query: { id } });
  if (result.ok) return { ...result.body.savedGraph, opened: result.body };
  if (result.status === 404 || result.status === 400) return null;
  throw GatewayError.fromUpstream('business', result.status, result.error);
}

function payload(result: UpstreamResult<SavedGraphModel>) {
  return result.ok
    ? { savedGraph: result.body, userErrors: [] }
    : { savedGraph: null, userErrors: userErrorsFromUpstream(result.error) };
}

function viewOf(opened: Opened) {
  const limits = { depthLimit: opened.depthLimit, chainLinkLimit: opened.chainLinkLimit };
  return {
    root: toGraph({ ...opened.root, ...limits }),
    expansions: opened.expansions.map((expansion) => ({
      entityId: globalIdOf(expansion.entity),
      relations: expansion.relations as RelationKind[],
      graph: toGraph({ ...expansion.graph, ...limits }),
    })),
    omittedExpansionCount: opened.omittedExpansions,
    chain: opened.chain && {
      fromEntityId: globalIdOf(opened.chain.from),
      toEntityId: globalIdOf(opened.chain.to),
      relations: opened.chain.relations as RelationKind[],
      graph: toGraph({ ...opened.chain.graph, ...limits }),
    },
    chainOmitted: opened.chainOmitted,
  };
}

/** Graphs saved by the viewer: one upstream call per change; opening rebuilds the graph in the service. */
export const savedGraphResolvers: Resolvers = {
  Query: {
    savedGraph: async (_, { id }, context) => {
      const key = savedGraphKey(id);
      return key === null ? null : openSavedGraph(context, key);
    },
  },
  Viewer: {
    savedGraphs: async (_, args, context) =>
      connectionFromArray(await context.upstream.business.get('/v1/Graphs/GetSavedGraphs'), args),
  },
  Mutation: {
    savedGraphCreate: async (_, { input }, context) => {
      const named = savedGraphNameRules.safeParse({ name: input.name });
      if (!named.success)
        return { savedGraph: null, userErrors: userErrorsFromIssues(named.error.issues, context.locale) };
      const root = serviceKey(input.rootEntityId);
      if (root === null) return { savedGraph: null, userErrors: invalid(context, 'rootEntityId') };
      const expansions = [];
      for (const expansion of input.expansions) {
        const entity = serviceKey(expansion.entityId);
        if (entity === null) return { savedGraph: null, userErrors: invalid(context, 'expansions') };
        expansions.push({ entity, relations: [...expansion.relations] });
      }
      let chain = null;
      if (input.chain) {
        const [from, to] = [serviceKey(input.chain.fromEntityId), serviceKey(input.chain.toEntityId)];
        if (from === null || to === null) return { savedGraph: null, userErrors: invalid(context, 'chain') };
        chain = { from, to, relations: [...input.chain.relations] };
      }
      return payload(
        await context.upstream.business.post('/v1/Graphs/SaveGraph', {
          body: {
            name: named.data.name,
            root,
            depth: input.depth,
            relations: [...input.relations],
            expansions,
            chain,
          },
        }),
      );
    },
    savedGraphRename: async (_, { input }, context) => {
      const id = savedGraphKey(input.savedGraphId);
      if (id === null) return { savedGraph: null, userErrors: invalid(context, 'savedGraphId') };
      const named = savedGraphNameRules.safeParse({ name: input.name });
      if (!named.success)
        return { savedGraph: null, userErrors: userErrorsFromIssues(named.error.issues, context.locale) };
      return payload(
        await context.upstream.business.post('/v1/Graphs/RenameSavedGraph', {
          body: { id, name: named.data.name },
        }),
      );
    },
    savedGraphDelete: async (_, { input }, context) => {
      const id = savedGraphKey(input.savedGraphId);
      if (id === null) return { deletedSavedGraphId: null, userErrors: invalid(context, 'savedGraphId') };
      const result = await context.upstream.business.post('/v1/Graphs/DeleteSavedGraph', { body: { id } });
      return result.ok
        ? { deletedSavedGraphId: input.savedGraphId, userErrors: [] }
        : { deletedSavedGraphId: null, userErrors: userErrorsFromUpstream(result.error) };
    },
  },
  SavedGraph: {
    id: (graph) => toGlobalId('SavedGraph', graph.id),
    rootEntityId: (graph) => globalIdOf(graph.root),
    relations: (graph) => graph.relations as RelationKind[],
    view: async (graph, _, context) => {
      const opened = graph.opened ?? (await openSavedGraph(context, graph.id))?.opened;
      if (!opened) throw new GatewayError('NOT_FOUND', gatewayMessage('validation.invalid', context.locale));
      return viewOf(opened);
    },
  },
};

/** `node(id:)` for a SavedGraph: the owner's alone. */
export const savedGraphNodeFetchers = {
  SavedGraph: async (key: string, context: GatewayContext) => {
    const id = databaseIdFromKey(key);
    return id === null ? null : openSavedGraph(context, id);
  },
};
