import { createBusinessLoaders } from '../business/business-loaders.ts';
import { createCompanyVerifiedLoader } from '../companies/company-loaders.ts';
import { createSitePageLoader } from '../site/site-page-loader.ts';
import type { RequestUpstreams } from './upstream/upstream-client.ts';

/** Per-request DataLoaders: each key is fetched once per GraphQL request, in batches. */
export function createRequestLoaders(upstream: RequestUpstreams) {
  return {
    sitePageBySlug: createSitePageLoader(upstream),
    ...createBusinessLoaders(upstream),
    companyVerifiedById: createCompanyVerifiedLoader(upstream),
  };
}

export type RequestLoaders = ReturnType<typeof createRequestLoaders>;
