import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { lessonClips, mediaFolder } from './lesson-clips.ts';
import type { MediaSigner } from './media-signature.ts';

const clipFiles = new Set<string>(lessonClips.map((clip) => clip.file));

/** `bytes=start-end` (either end may be missing) → the inclusive byte range inside `size`, or null. */
function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** Lesson clips, streamed with HTTP Range support so the player can seek and resume. */
export async function registerMediaRoutes(app: ServiceApp, context: ServiceContext, signer: MediaSigner) {
  app.get(
    '/api/Media/:file',
    {
      schema: {
        tags: ['Media'],
        summary: 'A lesson clip (WebM), from a signed link the course page hands out; honours Range',
        params: z.object({ file: z.string().max(100) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
        response: {
          200: z.unknown().describe('The whole clip (video/webm)'),
          206: z.unknown().describe('The requested byte range of the clip'),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          416: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!clipFiles.has(file)) return sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'media.notFound' });
      if (!signer.verify(file, request.query.expires, request.query.signature, context.now())) {
        return sendBusinessError(request, reply, { status: 403, code: 'FORBIDDEN', messageKey: 'media.linkExpired' });
      }
      const path = new URL(file, mediaFolder);
      const { size } = await stat(path);
      reply.header('accept-ranges', 'bytes');
      const rangeHeader = request.headers.range;
      const range = rangeHeader ? parseRange(rangeHeader, size) : null;
      if (rangeHeader && !range) {
        reply.header('content-range', `bytes */${size}`);
        return sendBusinessError(request, reply, { status: 416, code: 'RANGE_NOT_SATISFIABLE', messageKey: 'media.range' });
      }
      reply.header('content-type', 'video/webm').header('cache-control', 'private, max-age=3600');
      if (!range) return reply.header('content-length', size).send(createReadStream(path));
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(path, { start: range.start, end: range.end }));
    },
  );
}
