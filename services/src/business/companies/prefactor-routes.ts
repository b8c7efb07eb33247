import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { prefactorRequestRules } from '@rasad/contracts/rules/prefactor-request-rules.ts';
import { companies, prefactorRequests } from '../business-data-tables.ts';

/** The same rules as the web's form and the gateway, with the company the request is for. */
const prefactorBody = prefactorRequestRules.extend({
  companyId: z
    .number({ error: 'id.invalid' })
    .int('id.invalid')
    .positive('id.invalid')
    .max(2_147_483_647, 'id.invalid'),
});

/** A visitor asks a company for a pro-forma invoice (پیش‌فاکتور); the request is kept for the company. */
export async function registerPrefactorRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/v1/Companies/RequestPrefactor',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Request a pro-forma invoice from a company',
        body: prefactorBody,
        response: {
          201: z.object({ referenceNumber: z.string() }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId, description, ...fields } = request.body;
      const [company] = await context.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      const [created] = await context.db
        .insert(prefactorRequests)
        .values({ companyId, ...fields, description: description ?? null, receivedAt: context.now() })
        .returning({ referenceNumber: prefactorRequests.referenceNumber });
      return reply.status(201).send({ referenceNumber: created?.referenceNumber ?? '' });
    },
  );
}
