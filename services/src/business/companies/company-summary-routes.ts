import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { companySummarySchema } from './company-summaries.ts';
import { companySummaryRepository } from './company-summary-repository.ts';

/** `ids=1,2,3`: what a gateway DataLoader sends for one batch. */
export const idListSchema = z
  .string({ error: 'company.ids.invalid' })
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'company.ids.invalid')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .describe('Comma-separated ids, at most 100');

/** Companies' identity cards, for lists and batches (public). Registered under `/v2/Companies`. */
export const companySummariesPlugin: DomainPlugin = async (instance, { context }) => {
  instance.withTypeProvider<ZodTypeProvider>().get(
    '/GetSummary',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Identity cards of one or more companies',
        querystring: z.object({ ids: idListSchema }),
        response: {
          200: z.array(companySummarySchema).describe('One summary per known id; unknown ids are left out'),
          400: errorBodySchema,
        },
      },
    },
    async (request) =>
      companySummaryRepository(context.db).summaries(request.query.ids, requestLocale(request)),
  );
};
