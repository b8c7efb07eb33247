import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { qualifications } from '../courses-tables.ts';

const qualificationSchema = z
  .object({ id: z.number().int(), title: z.string(), description: z.string() })
  .describe('A certificate or exam readiness a course leads to');

function present(row: typeof qualifications.$inferSelect, locale: Locale) {
  return {
    id: row.id,
    title: locale === 'en-US' ? row.titleEn : row.titleFa,
    description: locale === 'en-US' ? row.descriptionEn : row.descriptionFa,
  };
}

export async function registerQualificationRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/api/Qualifications',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Qualifications',
        response: { 200: z.array(qualificationSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await context.db.select().from(qualifications).orderBy(asc(qualifications.id));
      return rows.map((row) => present(row, locale));
    },
  );

  app.get(
    '/api/Qualifications/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One qualification',
        params: idParameterSchema,
        response: { 200: qualificationSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [row] = await context.db
        .select()
        .from(qualifications)
        .where(eq(qualifications.id, request.params.id));
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'qualification.notFound',
        });
      return present(row, requestLocale(request));
    },
  );
}
