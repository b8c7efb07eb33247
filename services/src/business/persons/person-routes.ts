import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { companyRoleKinds } from '../business-fixed-sets.ts';
import { idListSchema } from '../companies/company-summary-routes.ts';
import { enforceEntityReadQuota, entityReadQuotaErrorSchema, readerOf } from '../gating/entity-read-quota.ts';
import { personRepository } from './person-repository.ts';
import { loadPersonSummaries, personSummarySchema } from './person-summaries.ts';

/** Person identity cards and the person page. Registered under `/v1/Persons`. */
export const personsPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const persons = personRepository(context.db);

  app.get(
    '/GetSummary',
    {
      schema: {
        tags: ['Persons'],
        summary: 'Identity cards of one or more persons',
        querystring: z.object({ ids: idListSchema }),
        response: {
          200: z.array(personSummarySchema).describe('One summary per known id'),
          400: errorBodySchema,
        },
      },
    },
    async (request) =>
      loadPersonSummaries(context.db, request.query.ids, request.viewer?.packageType ?? null),
  );

  app.get(
    '/GetRoles',
    {
      schema: {
        tags: ['Persons'],
        summary:
          'A person’s roles across companies, those held first, then former ones; only the sitting CEO and chair roles below the package with the full list of people',
        description:
          'The person page: counted against the caller’s daily quota of person pages and logged for audit (account, address, person, time).',
        querystring: z.object({
          personId: z.coerce
            .number({ error: 'id.invalid' })
            .int('id.invalid')
            .positive('id.invalid')
            .max(2_147_483_647, 'id.invalid'),
        }),
        response: {
          200: z.array(
            z.object({
              companyId: z.number().int(),
              role: z.enum(companyRoleKinds),
              sharePercent: z.number().nullable(),
              startedOn: z.string(),
              endedOn: z.string().nullable().describe('When the role ended; null while it is held'),
            }),
          ),
          400: errorBodySchema,
          404: errorBodySchema,
          429: entityReadQuotaErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { personId } = request.query;
      const packageType = request.viewer?.packageType ?? null;
      const [person] = await loadPersonSummaries(context.db, [personId], packageType);
      if (!person)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'PERSON_NOT_FOUND',
          messageKey: 'person.notFound',
          field: 'personId',
        });
      const now = context.now();
      const { userId, address } = readerOf(request);
      await persons.recordPageView({ userId, address, personId, viewedAt: now });
      if (
        !(await enforceEntityReadQuota(context, request, reply, {
          kind: 'person',
          entityId: personId,
          now,
        }))
      )
        return reply;
      const rows = await persons.rolesOf(personId, packageType);
      return rows.map((row) => ({
        companyId: row.companyId,
        role: row.role,
        sharePercent: row.sharePercent,
        startedOn: row.startedOn,
        endedOn: row.endedOn,
      }));
    },
  );
};
