import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { catalogueRepository } from './catalogue-repository.ts';

const categorySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  courseCount: z.number().int().describe('Published courses in the category'),
});

const categoryDetailSchema = categorySummarySchema.extend({
  description: z.string().describe('What the category teaches'),
});

/** Course categories, open to everyone. Registered under `/api/Categories`. */
export const categoriesPlugin: DomainPlugin = async (instance, { context }) => {
  const catalogue = catalogueRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Course categories',
        response: { 200: z.array(categorySummarySchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const [rows, counts] = await Promise.all([catalogue.categories(), catalogue.courseCounts()]);
      return rows.map((category) => ({
        id: category.id,
        title: locale === 'en-US' ? category.titleEn : category.titleFa,
        slug: category.slug,
        courseCount: counts.get(category.id) ?? 0,
      }));
    },
  );

  app.get(
    '/Counts',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Number of courses in each category',
        response: {
          200: z
            .array(z.object({ categoryId: z.number().int(), courseCount: z.number().int() }))
            .describe('Every category, empty ones with 0'),
        },
      },
    },
    async () => {
      const [rows, counts] = await Promise.all([catalogue.categories(), catalogue.courseCounts()]);
      return rows.map((category) => ({ categoryId: category.id, courseCount: counts.get(category.id) ?? 0 }));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One course category',
        params: idParameterSchema,
        response: { 200: categoryDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const category = await catalogue.category(request.params.id);
      if (!category)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'category.notFound',
        });
      const courseCount = await catalogue.courseCountOf(category.id);
      return {
        id: category.id,
        title: locale === 'en-US' ? category.titleEn : category.titleFa,
        slug: category.slug,
        description: locale === 'en-US' ? category.descriptionEn : category.descriptionFa,
        courseCount,
      };
    },
  );
};
