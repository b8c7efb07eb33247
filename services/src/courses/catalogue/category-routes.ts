import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { categories, courses } from '../courses-tables.ts';

const categorySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  courseCount: z.number().int().describe('Published courses in the category'),
});

const categoryDetailSchema = categorySummarySchema.extend({
  description: z.string().describe('What the category teaches'),
});

export async function registerCategoryRoutes(app: ServiceApp, context: ServiceContext) {
  const courseCounts = async () => {
    const rows = await context.db
      .select({ categoryId: courses.categoryId, courseCount: count() })
      .from(courses)
      .groupBy(courses.categoryId);
    return new Map(rows.map((row) => [row.categoryId, row.courseCount]));
  };

  app.get(
    '/api/Categories',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Course categories',
        response: { 200: z.array(categorySummarySchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const [rows, counts] = await Promise.all([
        context.db.select().from(categories).orderBy(asc(categories.sortOrder)),
        courseCounts(),
      ]);
      return rows.map((category) => ({
        id: category.id,
        title: locale === 'en-US' ? category.titleEn : category.titleFa,
        slug: category.slug,
        courseCount: counts.get(category.id) ?? 0,
      }));
    },
  );

  app.get(
    '/api/Categories/Counts',
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
      const [rows, counts] = await Promise.all([
        context.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder)),
        courseCounts(),
      ]);
      return rows.map((category) => ({ categoryId: category.id, courseCount: counts.get(category.id) ?? 0 }));
    },
  );

  app.get(
    '/api/Categories/:id',
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
      const [category] = await context.db
        .select()
        .from(categories)
        .where(eq(categories.id, request.params.id));
      if (!category)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'category.notFound',
        });
      const [courseCount] = await context.db
        .select({ value: count() })
        .from(courses)
        .where(eq(courses.categoryId, category.id));
      return {
        id: category.id,
        title: locale === 'en-US' ? category.titleEn : category.titleFa,
        slug: category.slug,
        description: locale === 'en-US' ? category.descriptionEn : category.descriptionFa,
        courseCount: courseCount?.value ?? 0,
      };
    },
  );
}
