import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceIdRule } from '@rasad/contracts/rules/lesson-progress-rules.ts';
import { z } from 'zod';
import { notSignedIn } from '../../shared/auth/not-signed-in.ts';
import type { DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { numericIdSchema } from '../../shared/http/id-parameter.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { lessonNotFound } from '../lesson-not-found.ts';
import {
  admitDevice,
  courseAccessRefusal,
  findCourseAccess,
  mayUseCourse,
  mayUseLesson,
} from '../learning/course-access.ts';
import { lessonClips, mediaFolder } from './lesson-clips.ts';
import { mediaRepository } from './media-repository.ts';
import { publicMediaAudience, type MediaSigner } from './media-signature.ts';

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

const mediaLinkSchema = z.object({
  path: z
    .string()
    .describe('Path of the clip on this service, with its signature; the gateway serves it under /media/'),
  expiresAt: z.string(),
});

/**
 * Lesson clips: a grant admits the caller's device and hands out a short-lived link tied to the learner; the clip is
 * then streamed with HTTP Range support so the player can seek and resume. Browsers reach both through the gateway.
 * Registered under `/api/Media`. A free preview needs no sign-in, so the grant checks the caller itself.
 */
export async function mediaPlugin(
  instance: FastifyInstance,
  { context, signer }: DomainPluginOptions & { signer: MediaSigner },
) {
  const media = mediaRepository(context.db);
  const linkTo = (file: string, audience: string, now: Date): z.infer<typeof mediaLinkSchema> => {
    const query = signer.query(file, audience, now);
    return {
      path: `/api/Media/${file}?${query}`,
      expiresAt: new Date(Number(new URLSearchParams(query).get('expires'))).toISOString(),
    };
  };
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/Grant',
    {
      schema: {
        tags: ['Media'],
        summary:
          'Admits the caller’s device under the course’s device limit and returns a signed link to the lesson’s clip for this learner, valid 10–20 minutes. Free previews need no sign-in; other lessons need an enrolment with access left',
        body: z.object({
          lessonId: z
            .number({ error: 'id.invalid' })
            .int('id.invalid')
            .positive('id.invalid')
            .max(2_147_483_647, 'id.invalid'),
          deviceId: deviceIdRule.describe('The stable id the player keeps per device'),
        }),
        response: {
          200: mediaLinkSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const lesson = await media.lesson(request.body.lessonId);
      if (!lesson) return sendBusinessError(request, reply, lessonNotFound);
      const now = context.now();
      const access = request.viewer
        ? await findCourseAccess(context.db, request.viewer.userId, lesson.courseId, now)
        : null;
      let audience = publicMediaAudience;
      if (mayUseCourse(access)) {
        if (!(await admitDevice(context.db, access, request.body.deviceId, now))) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'DEVICE_LIMIT',
            messageKey: 'course.deviceLimit',
            field: 'deviceId',
          });
        }
        audience = request.viewer!.userId;
      } else if (!mayUseLesson(lesson, access)) {
        if (!request.viewer) return sendBusinessError(request, reply, notSignedIn);
        return sendBusinessError(request, reply, courseAccessRefusal(access));
      }
      return linkTo(lesson.mediaFile, audience, now);
    },
  );

  app.get(
    '/Preview',
    {
      schema: {
        tags: ['Media'],
        summary:
          'The public link to a free preview’s clip, the same for every caller for minutes at a time (valid 10–20 minutes): what a visitor’s player gets, with no device to admit. Other lessons: 401, as for a visitor’s grant',
        querystring: z.object({ lessonId: numericIdSchema }),
        response: { 200: mediaLinkSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const lesson = await media.lesson(request.query.lessonId);
      if (!lesson) return sendBusinessError(request, reply, lessonNotFound);
      if (!lesson.isFreePreview) return sendBusinessError(request, reply, notSignedIn);
      return linkTo(lesson.mediaFile, publicMediaAudience, context.now());
    },
  );

  app.get(
    '/:file',
    {
      schema: {
        tags: ['Media'],
        summary:
          'A lesson clip (WebM), from a signed link `Grant` handed out; only the learner it names may fetch it. Honours Range',
        params: z.object({ file: z.string().max(100) }),
        querystring: z.object({
          audience: z.string().max(64),
          expires: z.coerce.number().int(),
          signature: z.string().max(100),
        }),
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
      if (!clipFiles.has(file))
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'media.notFound',
        });
      const { audience, expires, signature } = request.query;
      if (!signer.verify(file, audience, expires, signature, context.now())) {
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'media.linkExpired',
        });
      }
      if (audience !== publicMediaAudience && request.viewer?.userId !== audience) {
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'media.notYours',
        });
      }
      const path = new URL(file, mediaFolder);
      const { size } = await stat(path);
      reply.header('accept-ranges', 'bytes');
      const rangeHeader = request.headers.range;
      const range = rangeHeader ? parseRange(rangeHeader, size) : null;
      if (rangeHeader && !range) {
        reply.header('content-range', `bytes */${size}`);
        return sendBusinessError(request, reply, {
          status: 416,
          code: 'RANGE_NOT_SATISFIABLE',
          messageKey: 'media.range',
        });
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
