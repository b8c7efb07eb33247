import { createSitePageLoader } from '../site/site-page-loader.ts';
import type { RequestUpstreams } from './gateway-context.ts';

/** Per-request DataLoaders: each key is fetched once per GraphQL request, in batches. */
export function createRequestLoaders(upstream: RequestUpstreams) {
  return {
    sitePageBySlug: createSitePageLoader(upstream),
  };
}

export type RequestLoaders = ReturnType<typeof createRequestLoaders>;
