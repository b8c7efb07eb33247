import type { SitePageSlug } from '../__generated__/resolver-types.ts';
import type { ContentPageSlug } from './site-models.ts';

/** GraphQL names pages `WHAT_IS`; the content service names them `what-is`. */
export function contentSlugOf(slug: SitePageSlug | string): ContentPageSlug {
  return slug.toLowerCase().replaceAll('_', '-') as ContentPageSlug;
}

export function sitePageSlugOf(contentSlug: string): SitePageSlug {
  return contentSlug.toUpperCase().replaceAll('-', '_') as SitePageSlug;
}
