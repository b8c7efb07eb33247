import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSecret } from '../../shared/auth/same-secret.ts';
import type { DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { DigestSender } from '../saved-searches/saved-search-matching.ts';
import { importBatch } from './import-business-data.ts';
import { importFileMaxBytes, importFilesSchema, importTables } from './import-row-schemas.ts';

/**
 * The import command over HTTP, for a data operator loading official files into a running service (PGlite is
 * one process, so the command cannot open its folder meanwhile). Exists only when IMPORT_OPERATOR_TOKEN is set,
 * and answers only callers presenting it. Same files, order, reports and idempotence as the command.
 * Registered under `/v1/Import`; saved-search digests of the load go out with `sendDigest`.
 */
export async function importPlugin(
  instance: FastifyInstance,
  {
    context,
    sendDigest,
    operatorToken = process.env.IMPORT_OPERATOR_TOKEN,
  }: DomainPluginOptions & { sendDigest: DigestSender; operatorToken?: string },
) {
  if (!operatorToken) return;
  instance.withTypeProvider<ZodTypeProvider>().post(
    '/JsonLines',
    {
      bodyLimit: importFileMaxBytes,
      schema: {
        tags: ['Import'],
        summary: 'Load JSON Lines files (data operators only), in the import command’s table order',
        headers: z.object({ 'x-operator-token': z.string().optional() }),
        body: z.object({ files: importFilesSchema }),
        response: {
          200: z.object({
            reports: z.array(
              z.object({
                table: z.enum(importTables),
                loaded: z.number().int(),
                rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
              }),
            ),
            digestsSent: z.number().int().describe('Saved-search alert digests sent after the load'),
          }),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!sameSecret(request.headers['x-operator-token'] ?? '', operatorToken))
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'request.forbidden',
        });
      return importBatch(context.db, request.body.files, { now: context.now(), sendDigest });
    },
  );
}
