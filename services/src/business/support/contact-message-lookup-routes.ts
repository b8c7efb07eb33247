import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSecret } from '../../shared/auth/same-secret.ts';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { contactSubjects } from '@rasad/contracts/rules/contact-message-rules.ts';
import { supportRepository } from './support-repository.ts';

/**
 * Support staff look a message up by the reference number the sender quotes. The route exists only
 * when SUPPORT_OPERATOR_TOKEN is configured, and answers only callers that present that token.
 * Registered under `/v1/Support`.
 */
export const contactMessageLookupPlugin: DomainPlugin = async (instance, { context }) => {
  const operatorToken = process.env.SUPPORT_OPERATOR_TOKEN;
  if (!operatorToken) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const support = supportRepository(context.db);
  app.get(
    '/GetContactMessage',
    {
      schema: {
        tags: ['Support'],
        summary: 'Read a received message by its reference number (support staff only)',
        headers: z.object({ 'x-operator-token': z.string().optional() }),
        querystring: z.object({ referenceNumber: z.string().regex(/^\d{8}$/, 'request.invalid') }),
        response: {
          200: z
            .object({
              referenceNumber: z.string(),
              fullName: z.string(),
              mobile: z.string().nullable(),
              email: z.string().nullable(),
              subject: z.enum(contactSubjects),
              description: z.string(),
              receivedAt: z.iso.datetime(),
            })
            .describe('The message as received'),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!sameSecret(request.headers['x-operator-token'] ?? '', operatorToken)) {
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'request.forbidden',
        });
      }
      const message = await support.contactMessage(request.query.referenceNumber);
      if (!message)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'request.notFound',
        });
      return {
        referenceNumber: message.referenceNumber,
        fullName: message.fullName,
        mobile: message.mobile,
        email: message.email,
        subject: message.subject as (typeof contactSubjects)[number],
        description: message.description,
        receivedAt: message.receivedAt.toISOString(),
      };
    },
  );
};
