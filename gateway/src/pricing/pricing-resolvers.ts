import type { Resolvers } from '../__generated__/resolver-types.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';
import { findByKey, type NodeFetchers } from '../shared/relay/node-fetchers.ts';

export const pricingResolvers: Resolvers = {
  Query: {
    pricingPlans: async (_, args, context) =>
      connectionFromArray(await context.upstream.business.get('/v3/Pricing'), args),
    adPlacements: async (_, args, context) =>
      connectionFromArray(await context.upstream.business.get('/v1/Ads/GetPlacements'), args),
  },
  PricingPlan: { id: (plan) => toGlobalId('PricingPlan', plan.id) },
  AdPlacement: { id: (placement) => toGlobalId('AdPlacement', placement.id) },
};

export const pricingNodeFetchers: NodeFetchers = {
  PricingPlan: (key, context) => findByKey(context.upstream.business.get('/v3/Pricing'), key),
  AdPlacement: (key, context) => findByKey(context.upstream.business.get('/v1/Ads/GetPlacements'), key),
};
