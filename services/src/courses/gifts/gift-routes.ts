import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { courses, enrolments, giftCodes } from '../courses-tables.ts';
import { daysRemaining } from '../learning/course-access.ts';

const dayMs = 86_400_000;
const codeSchema = z
  .string({ error: 'gift.code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,40}$/, 'gift.code')
  .describe('The gift code, e.g. RASAD-GIFT-1405');

/** Gift codes: look one up (`GetGift`), then redeem it once for days of access to its course. */
export async function registerGiftRoutes(app: ServiceApp, context: ServiceContext) {
  const findGift = (code: string) =>
    context.db
      .select({ gift: giftCodes, course: courses })
      .from(giftCodes)
      .innerJoin(courses, eq(courses.id, giftCodes.courseId))
      .where(eq(giftCodes.code, code));

  app.get(
    '/api/Gift/GetGift',
    {
      schema: {
        tags: ['Gifts'],
        summary: 'What a gift code gives: the course and the days of access, and whether it is still unused',
        querystring: z.object({ code: codeSchema }),
        response: {
          200: z.object({
            code: z.string(),
            courseId: z.number().int(),
            courseTitle: z.string(),
            days: z.number().int(),
            redeemed: z.boolean(),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      requireViewer(request);
      const [row] = await findGift(request.query.code);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'gift.notFound',
          field: 'code',
        });
      return {
        code: row.gift.code,
        courseId: row.course.id,
        courseTitle: requestLocale(request) === 'en-US' ? row.course.titleEn : row.course.titleFa,
        days: row.gift.days,
        redeemed: row.gift.redeemedBy !== null,
      };
    },
  );

  app.post(
    '/api/Gift/Redeem',
    {
      schema: {
        tags: ['Gifts'],
        summary:
          'Redeems a gift code once: enrols the learner in its course, or extends their access, by its days',
        body: z.object({
          code: codeSchema,
          learnerName: z.string().trim().min(1).max(120).describe('The name certificates will carry'),
        }),
        response: {
          200: z.object({
            courseId: z.number().int(),
            expiresAt: z.string(),
            daysRemaining: z.number().int(),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const now = context.now();
      const [row] = await findGift(request.body.code);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'gift.notFound',
          field: 'code',
        });
      // Claimed only while unused, so two learners racing for one code cannot both have it.
      const [claimed] = await context.db
        .update(giftCodes)
        .set({ redeemedBy: viewer.userId, redeemedAt: now })
        .where(and(eq(giftCodes.id, row.gift.id), isNull(giftCodes.redeemedBy)))
        .returning({ id: giftCodes.id });
      if (!claimed)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'ALREADY_REDEEMED',
          messageKey: 'gift.redeemed',
          field: 'code',
        });
      const [existing] = await context.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, viewer.userId), eq(enrolments.courseId, row.course.id)));
      const from = existing && existing.expiresAt > now ? existing.expiresAt : now;
      const expiresAt = new Date(from.getTime() + row.gift.days * dayMs);
      if (existing)
        await context.db.update(enrolments).set({ expiresAt }).where(eq(enrolments.id, existing.id));
      else {
        await context.db.insert(enrolments).values({
          userId: viewer.userId,
          courseId: row.course.id,
          learnerName: request.body.learnerName,
          enrolledAt: now,
          expiresAt,
          deviceLimit: row.course.deviceLimit,
        });
      }
      return {
        courseId: row.course.id,
        expiresAt: expiresAt.toISOString(),
        daysRemaining: daysRemaining(expiresAt, now),
      };
    },
  );
}
