import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { consultantRequestRules } from '@rasad/contracts/rules/consultant-request-rules.ts';
import { consultantRequests } from '../business-tables.ts';

const consultantRequestBody = consultantRequestRules.describe(
  'A request for a sales consultant to call back',
);

export async function registerCrmRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/v1/Crm/RequestConsultant',
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
      const [stored] = await context.db
        .insert(consultantRequests)
        .values({
          fullName,
          mobile,
          companyName: companyName || null,
          description: description || null,
          receivedAt: context.now(),
        })
        .returning({
          referenceNumber: consultantRequests.referenceNumber,
          receivedAt: consultantRequests.receivedAt,
        });
      if (!stored) throw new Error('consultant request was not stored');
      return reply
        .status(201)
        .send({ referenceNumber: stored.referenceNumber, receivedAt: stored.receivedAt.toISOString() });
    },
  );
}
