import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { catalogueRepository, type QualificationRow } from './catalogue-repository.ts';

const qualificationSchema = z
  .object({ id: z.number().int(), title: z.string(), description: z.string() })
  .describe('A certificate or exam readiness a course leads to');

function present(row: QualificationRow, locale: Locale) {
  return {
    id: row.id,
    title: locale === 'en-US' ? row.titleEn : row.titleFa,
    description: locale === 'en-US' ? row.descriptionEn : row.descriptionFa,
  };
}

/** Qualifications courses lead to, open to everyone. Registered under `/api/Qualifications`. */
export const qualificationsPlugin: DomainPlugin = async (instance, { context }) => {
  const catalogue = catalogueRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Qualifications',
        response: { 200: z.array(qualificationSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await catalogue.qualifications();
      return rows.map((row) => present(row, locale));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One qualification',
        params: idParameterSchema,
        response: { 200: qualificationSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await catalogue.qualification(request.params.id);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'qualification.notFound',
        });
      return present(row, requestLocale(request));
    },
  );
};
