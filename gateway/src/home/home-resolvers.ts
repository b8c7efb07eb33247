import type { Resolvers } from '../__generated__/resolver-types.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { findByKey, type NodeFetchers } from '../shared/relay/node-fetchers.ts';

export function loadHomePage(context: GatewayContext) {
  return context.upstream.business.get('/v1/Home/GetHomePage');
}

export const homeResolvers: Resolvers = {
  Query: {
    home: (_, __, context) => loadHomePage(context),
    blogPost: async (_, { slug }, context) => {
      if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
      const article = await context.upstream.business.tryGet('/v1/Blog/GetPost', { query: { slug } });
      return article.ok ? article.body : null;
    },
  },
  HomePage: {
    blogPosts: (home, args) => connectionFromArray(home.blogPosts, args),
    customers: (home, args) => connectionFromArray(home.customers, args),
    dataSources: (home, args) => connectionFromArray(home.dataSources, args),
  },
  PlatformService: { id: (service) => toGlobalId('PlatformService', service.id) },
  BlogPost: {
    id: (post) => toGlobalId('BlogPost', post.id),
    // Lists carry no text; the article is read once, when it is asked for.
    paragraphs: async (post, _, context) =>
      'paragraphs' in post
        ? post.paragraphs
        : (await context.upstream.business.get('/v1/Blog/GetPost', { query: { slug: post.slug } }))
            .paragraphs,
  },
  Customer: { id: (customer) => toGlobalId('Customer', customer.id) },
  DataSource: { id: (source) => toGlobalId('DataSource', source.id) },
};

export const homeNodeFetchers: NodeFetchers = {
  PlatformService: async (key, context) =>
    findByKey(
      loadHomePage(context).then((home) => home.services),
      key,
    ),
  BlogPost: async (key, context) =>
    findByKey(
      loadHomePage(context).then((home) => home.blogPosts),
      key,
    ),
  Customer: async (key, context) =>
    findByKey(
      loadHomePage(context).then((home) => home.customers),
      key,
    ),
  DataSource: async (key, context) =>
    findByKey(
      loadHomePage(context).then((home) => home.dataSources),
      key,
    ),
};
