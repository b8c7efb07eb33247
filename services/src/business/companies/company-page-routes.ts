import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { idListSchema } from './company-summary-routes.ts';
import { companyPageRepository } from './company-page-repository.ts';
import { idRule, offeringSchema, ownProfileSchema, profileJson } from './company-page-schemas.ts';

/**
 * The public side of the company manager's panel (spec §6 "company manager"): what the company wrote about
 * itself, and which companies are verified. Registered under `/v2/Companies`.
 */
export const companyPagePlugin: DomainPlugin = async (instance, { context }) => {
  const pages = companyPageRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/GetOwnPage',
    {
      schema: {
        tags: ['Company page'],
        summary: 'What a company wrote about itself, with whether it is verified (public)',
        querystring: z.object({ companyId: idRule }),
        response: {
          200: z.object({
            verified: z.boolean(),
            profile: ownProfileSchema,
            offerings: z.array(offeringSchema),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.query;
      if (!(await pages.companyExists(companyId))) {
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      }
      const [verified, profile, offerings] = await Promise.all([
        pages.verifiedCompanyIds([companyId]),
        pages.ownProfileOf(companyId),
        pages.offeringsOf(companyId),
      ]);
      return { verified: verified.has(companyId), profile: profileJson(profile), offerings };
    },
  );

  app.get(
    '/VerifiedFlags',
    {
      schema: {
        tags: ['Company page'],
        summary: 'Which of these companies have a verified manager (for badges in lists)',
        querystring: z.object({ ids: idListSchema }),
        response: {
          200: z.array(z.object({ companyId: z.int(), verified: z.boolean() })),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const verified = await pages.verifiedCompanyIds(request.query.ids);
      return request.query.ids.map((companyId) => ({ companyId, verified: verified.has(companyId) }));
    },
  );
};
