import DataLoader from 'dataloader';
import type { RequestUpstreams } from '../shared/upstream/upstream-client.ts';
import type { ContentPageSlug, SitePageModel } from './site-models.ts';

/** Site pages by content slug; a page that does not exist is null. */
export function createSitePageLoader(upstream: RequestUpstreams) {
  return new DataLoader<ContentPageSlug, SitePageModel | null>((slugs) =>
    Promise.all(
      slugs.map(async (slug) => {
        const result = await upstream.business.tryGet('/v1/Content/GetPage', { query: { slug } });
        return result.ok ? result.body : null;
      }),
    ),
  );
}
