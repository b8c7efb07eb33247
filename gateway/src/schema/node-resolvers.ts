import { businessNodeFetchers } from '../business/business-resolvers.ts';
import { companyListNodeFetchers } from '../business/company-list-resolvers.ts';
import { savedGraphNodeFetchers } from '../business/saved-graph-resolvers.ts';
import type { Resolvers } from '../__generated__/resolver-types.ts';
import { commerceNodeFetchers } from '../commerce/commerce-resolvers.ts';
import { companyNodeFetchers } from '../companies/company-resolvers.ts';
import { courseNodeFetchers } from '../courses/course-resolvers.ts';
import { forumNodeFetchers } from '../forum/forum-resolvers.ts';
import { homeNodeFetchers } from '../home/home-resolvers.ts';
import { placeNodeFetchers } from '../places/place-resolvers.ts';
import { pricingNodeFetchers } from '../pricing/pricing-resolvers.ts';
import type { GraphQLSchema } from 'graphql';
import { nodeVisibleTo } from '../shared/auth/signed-in-directive.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { fromGlobalId } from '../shared/relay/global-id.ts';
import { assertNodeListSize } from '../shared/relay/node-list-limit.ts';
import type { NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { siteContentNodeFetchers } from '../site/site-content-resolvers.ts';

const nodeFetchers: NodeFetchers = {
  ...homeNodeFetchers,
  ...siteContentNodeFetchers,
  ...pricingNodeFetchers,
  ...placeNodeFetchers,
  ...businessNodeFetchers,
  ...companyListNodeFetchers,
  ...savedGraphNodeFetchers,
  ...courseNodeFetchers,
  ...commerceNodeFetchers,
  ...forumNodeFetchers,
  ...companyNodeFetchers,
};

const typeNameKey = Symbol('node type name');

async function fetchNode(globalId: string, context: GatewayContext, schema: GraphQLSchema) {
  const parsed = fromGlobalId(globalId);
  const fetcher =
    parsed && Object.hasOwn(nodeFetchers, parsed.typeName) ? nodeFetchers[parsed.typeName] : undefined;
  if (!parsed || !fetcher || !nodeVisibleTo(schema, parsed.typeName, context)) return null;
  const model = await fetcher(parsed.key, context);
  return model ? { ...model, [typeNameKey]: parsed.typeName } : null;
}

/** `node` and `nodes`: any object by its opaque global ID. */
export const nodeResolvers: Resolvers = {
  Query: {
    node: (_, { id }, context, info) => fetchNode(id, context, info.schema) as never,
    nodes: (_, { ids }, context, info) => {
      assertNodeListSize(ids, context.locale);
      return Promise.all(ids.map((id) => fetchNode(id, context, info.schema))) as never;
    },
  },
  Node: {
    __resolveType: (model) => (model as unknown as Record<symbol, string>)[typeNameKey] as never,
  },
};
