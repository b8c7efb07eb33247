import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { consultantRequestRules } from '@rasad/contracts/rules/consultant-request-rules.ts';
import { crmRepository } from './crm-repository.ts';

const consultantRequestBody = consultantRequestRules.describe(
  'A request for a sales consultant to call back',
);

/** Requests for a sales consultant, registered under `/v1/Crm`. */
export const crmPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const crm = crmRepository(context.db);
  app.post(
    '/RequestConsultant',
    {
      schema: {
        tags: ['CRM'],
        summary: 'Ask a sales consultant to call',
        body: consultantRequestBody,
        response: {
          201: z
            .object({
              referenceNumber: z.string().describe('Tracking number of the request'),
              receivedAt: z.iso.datetime(),
            })
            .describe('The request was recorded; a consultant calls during working hours'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fullName, mobile, companyName, description } = request.body;
      const stored = await crm.recordConsultantRequest({
        fullName,
        mobile,
        companyName: companyName || null,
        description: description || null,
        receivedAt: context.now(),
      });
      return reply
        .status(201)
        .send({ referenceNumber: stored.referenceNumber, receivedAt: stored.receivedAt.toISOString() });
    },
  );
};
