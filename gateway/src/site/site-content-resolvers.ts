import type { Resolvers } from '../__generated__/resolver-types.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';
import { findByKey, type NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { contentSlugOf, sitePageSlugOf } from './site-page-slugs.ts';

export const siteContentResolvers: Resolvers = {
  Query: {
    sitePage: (_, { slug }, context) => context.loaders.sitePageBySlug.load(contentSlugOf(slug)),
    faqs: async (_, args, context) =>
      connectionFromArray(await context.upstream.business.get('/v1/Content/GetFaqs'), args),
    jobOpenings: async (_, args, context) =>
      connectionFromArray(await context.upstream.business.get('/v1/Content/GetJobOpenings'), args),
  },
  SitePage: {
    id: (page) => toGlobalId('SitePage', page.slug),
    slug: (page) => sitePageSlugOf(page.slug),
  },
  Faq: { id: (faq) => toGlobalId('Faq', faq.id) },
  JobOpening: { id: (job) => toGlobalId('JobOpening', job.id) },
};

export const siteContentNodeFetchers: NodeFetchers = {
  SitePage: (key, context) => context.loaders.sitePageBySlug.load(contentSlugOf(key)),
  Faq: (key, context) => findByKey(context.upstream.business.get('/v1/Content/GetFaqs'), key),
  JobOpening: (key, context) => findByKey(context.upstream.business.get('/v1/Content/GetJobOpenings'), key),
};
