import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { ownerVerificationRepository } from './owner-verification-repository.ts';

const idRule = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647);

/**
 * Who manages which company, for the courses service only (by its service credential; the gateway does not
 * serve `/internal/*`): an enterprise company account shows its learners' certificates on the page of the
 * company its administrator is the verified manager of. Registered under `/internal/v2/Companies`.
 */
export const companyManagersInternalPlugin: DomainPlugin = async (instance, { context }) => {
  const verification = ownerVerificationRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Managers',
    {
      config: { serviceCallers: ['courses'] },
      schema: {
        tags: ['Internal'],
        summary: 'The users verified as the company’s managers',
        querystring: z.object({ companyId: idRule }),
        response: { 200: z.object({ userIds: z.array(z.uuid()) }), 400: errorBodySchema },
      },
    },
    async (request) => ({ userIds: await verification.managerUserIds(request.query.companyId) }),
  );

  app.get(
    '/ManagedBy',
    {
      config: { serviceCallers: ['courses'] },
      schema: {
        tags: ['Internal'],
        summary: 'The companies the user is the verified manager of, newest first',
        querystring: z.object({ userId: z.uuid({ error: 'id.invalid' }) }),
        response: {
          200: z.array(z.object({ companyId: z.int(), name: z.string() })),
          400: errorBodySchema,
        },
      },
    },
    async (request) =>
      (await verification.managedCompanies(request.query.userId)).map((row) => ({
        companyId: row.companyId,
        name: row.name,
      })),
  );
};
