import type { SitePageSlug } from '../__generated__/resolver-types.ts';

/** GraphQL names pages `WHAT_IS`; the content service names them `what-is`. */
export function contentSlugOf(slug: SitePageSlug): string {
  return slug.toLowerCase().replaceAll('_', '-');
}

export function sitePageSlugOf(contentSlug: string): SitePageSlug {
  return contentSlug.toUpperCase().replaceAll('-', '_') as SitePageSlug;
}
