import { z } from 'zod';
import { localise } from '../../shared/http/localised-text.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import type { HomeBlogPost } from './home-content.ts';

export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('Stable short name, the article’s address'),
  title: z.string(),
  summary: z.string(),
  publishedOn: z.iso.date().describe('Publication date, YYYY-MM-DD (Gregorian)'),
  readingMinutes: z.number().int().describe('Estimated reading time in minutes'),
});

/** A blog post as lists show it, in the caller's language. */
export function localisedBlogPost(post: HomeBlogPost, locale: Locale) {
  return {
    id: post.id,
    slug: post.slug,
    title: localise(post.title, locale),
    summary: localise(post.summary, locale),
    publishedOn: post.publishedOn,
    readingMinutes: post.readingMinutes,
  };
}
