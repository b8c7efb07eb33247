import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { localise } from '../../shared/http/localised-text.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { blogArticles } from './blog-articles.ts';
import { blogPostSchema, localisedBlogPost } from './blog-posts.ts';
import { homeBlogPosts } from './home-content.ts';

/** One blog article, at its own address; registered under `/v1/Blog`. */
export const blogPlugin: DomainPlugin = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/GetPost',
    {
      schema: {
        tags: ['Home'],
        summary: 'A blog post with its whole text',
        querystring: z.object({
          slug: z
            .string({ error: 'blog.slug.invalid' })
            .regex(/^[a-z0-9-]{1,80}$/, 'blog.slug.invalid')
            .describe('The post’s short name'),
        }),
        response: {
          200: blogPostSchema.extend({
            paragraphs: z.array(z.string()).describe('The article, paragraph by paragraph'),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const post = homeBlogPosts.find((candidate) => candidate.slug === request.query.slug);
      const paragraphs = post ? blogArticles[post.slug] : undefined;
      if (!post || !paragraphs)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'BLOG_POST_NOT_FOUND',
          messageKey: 'blog.notFound',
          field: 'slug',
        });
      return {
        ...localisedBlogPost(post, locale),
        paragraphs: paragraphs.map((paragraph) => localise(paragraph, locale)),
      };
    },
  );
};
