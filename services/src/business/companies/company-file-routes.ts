import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { companyPageRepository } from './company-page-repository.ts';

/**
 * The company page's uploaded images (public), read from the service's database, so any business-service process
 * serves any upload. Registered under `/v2/Companies`.
 */
export async function companyFilesPlugin(instance: FastifyInstance, { context }: DomainPluginOptions) {
  const pages = companyPageRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Files/:id',
    {
      schema: {
        tags: ['Company page'],
        summary: 'An uploaded company image (public, cached for a day)',
        params: z.object({ id: z.uuid({ error: 'id.invalid' }) }),
        response: {
          200: z.unknown().describe('image/png, image/jpeg or image/webp'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await pages.uploadedFileWithContent(request.params.id);
      if (!file)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'request.notFound',
        });
      return reply
        .header('content-type', file.mediaType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
