import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { prefactorRequestRules } from '@rasad/contracts/rules/prefactor-request-rules.ts';
import { companyPageRepository } from './company-page-repository.ts';

const idRule = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

/** The same rules as the web's form and the gateway, with the company the request is for. */
const prefactorBody = prefactorRequestRules.extend({ companyId: idRule });

/** A prefactor request with the company's answer, as its manager and its sender read it. */
export const prefactorSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  referenceNumber: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  productName: z.string(),
  quantity: z.int(),
  description: z.string().nullable(),
  receivedAt: z.iso.datetime(),
  answer: z.string().nullable().describe('The company’s answer; null until its manager answers'),
  answeredAt: z.iso.datetime().nullable(),
});

export const prefactorJson = <Row extends { receivedAt: Date; answeredAt: Date | null }>(row: Row) => ({
  ...row,
  receivedAt: row.receivedAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * A visitor asks a company for a pro-forma invoice (پیش‌فاکتور); the request is kept for the company. A signed-in
 * sender is remembered, so they read the company's answer later. Registered under `/v1/Companies`.
 */
export const prefactorsPlugin: DomainPlugin = async (instance, { context }) => {
  const pages = companyPageRepository(context.db);
  instance.withTypeProvider<ZodTypeProvider>().post(
    '/RequestPrefactor',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Request a pro-forma invoice from a company',
        body: prefactorBody,
        response: {
          201: prefactorSchema,
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId, description, ...fields } = request.body;
      if (!(await pages.companyExists(companyId)))
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      const created = await pages.createPrefactorRequest({
        companyId,
        ...fields,
        description: description ?? null,
        receivedAt: context.now(),
        requestedBy: request.viewer?.userId ?? null,
      });
      const { requestedBy: _sender, ...sent } = created;
      return reply.status(201).send(prefactorJson({ ...sent, answer: null, answeredAt: null }));
    },
  );

  await signedInScope(instance, (app) => {
    app.get(
      '/MyPrefactors',
      {
        schema: {
          tags: ['Companies'],
          summary:
            'The prefactor requests the signed-in user sent (to one company or all), newest first, with answers',
          querystring: z.object({
            companyId: idRule.optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: z.array(prefactorSchema), 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const rows = await pages.prefactorsSentBy(
          viewerOf(request).userId,
          request.query.companyId ?? null,
          request.query.limit,
        );
        return rows.map(prefactorJson);
      },
    );
  });
};
