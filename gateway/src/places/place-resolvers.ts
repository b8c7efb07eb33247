import type { Resolvers } from '../__generated__/resolver-types.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';
import { findByKey, type NodeFetchers } from '../shared/relay/node-fetchers.ts';

export const placeResolvers: Resolvers = {
  Query: {
    provinces: async (_, args, context) =>
      connectionFromArray(await context.upstream.business.get('/v1/Search/GetProvince'), args),
  },
  Province: { id: (province) => toGlobalId('Province', province.id) },
  City: { id: (city) => toGlobalId('City', city.id) },
};

export const placeNodeFetchers: NodeFetchers = {
  Province: (key, context) => findByKey(context.upstream.business.get('/v1/Search/GetProvince'), key),
  City: async (key, context) => {
    const provinces = await context.upstream.business.get('/v1/Search/GetProvince');
    return findByKey(Promise.resolve(provinces.flatMap((province) => province.cities)), key);
  },
};
