import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { maxUploadBytes, sniffImageType } from './company-image-rules.ts';
import { companyPageRepository } from './company-page-repository.ts';
import { ownerVerificationRepository } from './owner-verification-repository.ts';

/** `companies/{companyId}/logo` or `companies/{companyId}/pictures`. */
const uploadPathRule = z
  .string({ error: 'upload.path.invalid' })
  .regex(/^companies\/\d{1,10}\/(logo|pictures)$/, 'upload.path.invalid')
  .transform((value) => {
    const [, id, kind] = value.split('/');
    return { companyId: Number(id), purpose: kind === 'logo' ? ('LOGO' as const) : ('PICTURE' as const) };
  })
  .describe('Where the file goes: companies/{companyId}/logo or companies/{companyId}/pictures');

/** Parsing stops here; anything larger is refused before it is read whole. */
const readLimitBytes = 4 * maxUploadBytes;

/**
 * Image upload for the company page (spec §7 `POST /api/Appsmith/AUploadFile?path=`): the raw bytes in the body,
 * accepted from the company's verified manager only, PNG, JPEG or WebP by their magic numbers, at most 2 MB;
 * stored in the service's database and served at `/v2/Companies/Files/{id}` (the gateway serves it on the site).
 * Signed-in users only; registered under `/api/Appsmith`.
 */
export async function companyUploadPlugin(instance: FastifyInstance, { context }: DomainPluginOptions) {
  const pages = companyPageRepository(context.db);
  const verification = ownerVerificationRepository(context.db);
  await signedInScope(instance, (scope) => {
    scope.addContentTypeParser(
      ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp'],
      { parseAs: 'buffer', bodyLimit: readLimitBytes },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.post(
      '/AUploadFile',
      {
        bodyLimit: readLimitBytes,
        schema: {
          tags: ['Company page'],
          summary: 'Upload a logo or picture for the company page (raw image bytes in the body)',
          querystring: z.object({ path: uploadPathRule }),
          response: {
            201: z.object({ fileId: z.uuid(), mediaType: z.string(), byteSize: z.int() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            413: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { companyId, purpose } = request.query.path;
        if (!(await pages.companyExists(companyId))) {
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'COMPANY_NOT_FOUND',
            messageKey: 'company.notFound',
            field: 'path',
          });
        }
        if (!(await verification.isCompanyManager(companyId, viewer.userId))) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'NOT_MANAGER',
            messageKey: 'companyPage.notManager',
          });
        }
        const bytes = Buffer.isBuffer(request.body) ? request.body : null;
        if (!bytes || bytes.length === 0)
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'EMPTY',
            messageKey: 'upload.empty',
          });
        if (bytes.length > maxUploadBytes)
          return sendBusinessError(request, reply, {
            status: 413,
            code: 'TOO_LARGE',
            messageKey: 'upload.tooLarge',
          });
        const mediaType = sniffImageType(bytes);
        if (!mediaType)
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'TYPE_NOT_ALLOWED',
            messageKey: 'upload.type.invalid',
          });
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const { file } = await pages.recordUpload({
          id: randomUUID(),
          companyId,
          uploadedBy: viewer.userId,
          purpose,
          mediaType,
          byteSize: bytes.length,
          sha256,
          content: bytes,
          now: context.now(),
        });
        return reply
          .status(201)
          .send({ fileId: file.id, mediaType: file.mediaType, byteSize: file.byteSize });
      },
    );
  });
}
