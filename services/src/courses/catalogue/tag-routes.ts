import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { tags } from '../courses-tables.ts';

const tagSchema = z
  .object({ id: z.number().int(), title: z.string(), slug: z.string() })
  .describe('A label for finding courses');

function present(row: typeof tags.$inferSelect, locale: Locale) {
  return { id: row.id, title: locale === 'en-US' ? row.titleEn : row.titleFa, slug: row.slug };
}

export async function registerTagRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/api/Tags',
    { schema: { tags: ['Catalogue'], summary: 'Course tags', response: { 200: z.array(tagSchema) } } },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await context.db.select().from(tags).orderBy(asc(tags.id));
      return rows.map((row) => present(row, locale));
    },
  );

  app.get(
    '/api/Tags/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One tag',
        params: idParameterSchema,
        response: { 200: tagSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [row] = await context.db.select().from(tags).where(eq(tags.id, request.params.id));
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'tag.notFound',
        });
      return present(row, requestLocale(request));
    },
  );
}
