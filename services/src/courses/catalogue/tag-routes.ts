import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { catalogueRepository, type TagRow } from './catalogue-repository.ts';

const tagSchema = z
  .object({ id: z.number().int(), title: z.string(), slug: z.string() })
  .describe('A label for finding courses');

function present(row: TagRow, locale: Locale) {
  return { id: row.id, title: locale === 'en-US' ? row.titleEn : row.titleFa, slug: row.slug };
}

/** Course tags, open to everyone. Registered under `/api/Tags`. */
export const tagsPlugin: DomainPlugin = async (instance, { context }) => {
  const catalogue = catalogueRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '',
    { schema: { tags: ['Catalogue'], summary: 'Course tags', response: { 200: z.array(tagSchema) } } },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await catalogue.tags();
      return rows.map((row) => present(row, locale));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One tag',
        params: idParameterSchema,
        response: { 200: tagSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await catalogue.tag(request.params.id);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'tag.notFound',
        });
      return present(row, requestLocale(request));
    },
  );
};
