import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { deviceIdRule } from '@rasad/contracts/rules/lesson-progress-rules.ts';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { enrolmentDevices, enrolments } from '../courses-tables.ts';

/** A learner frees at most one device a week, so the device limit still means something. */
const releaseEveryMs = 7 * 24 * 60 * 60 * 1000;

const devicesSchema = z.object({
  deviceLimit: z.number().int(),
  releasableFrom: z.string().nullable().describe('When the learner may free a device again; null: now'),
  devices: z.array(
    z.object({
      deviceId: z.string(),
      firstSeenAt: z.string(),
      current: z.boolean().describe('The device asking'),
    }),
  ),
});

/**
 * The devices a learner has watched a course on, and freeing one for another device (once a week): the
 * course page's way out of "too many devices" without writing to support.
 */
export async function registerDeviceRoutes(app: ServiceApp, context: ServiceContext) {
  const enrolmentOf = async (userId: string, courseId: number) =>
    (
      await context.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    )[0] ?? null;

  const devicesView = async (enrolment: typeof enrolments.$inferSelect, currentDeviceId: string) => {
    const rows = await context.db
      .select()
      .from(enrolmentDevices)
      .where(eq(enrolmentDevices.enrolmentId, enrolment.id))
      .orderBy(asc(enrolmentDevices.firstSeenAt), asc(enrolmentDevices.deviceId));
    const releasableFrom = enrolment.deviceReleasedAt
      ? new Date(enrolment.deviceReleasedAt.getTime() + releaseEveryMs)
      : null;
    return {
      deviceLimit: enrolment.deviceLimit,
      releasableFrom: releasableFrom && releasableFrom > context.now() ? releasableFrom.toISOString() : null,
      devices: rows.map((row) => ({
        deviceId: row.deviceId,
        firstSeenAt: row.firstSeenAt.toISOString(),
        current: row.deviceId === currentDeviceId,
      })),
    };
  };

  const notEnrolled = { status: 404, code: 'NOT_FOUND', messageKey: 'course.notEnrolled' } as const;

  app.get(
    '/api/Courses/:id/Devices',
    {
      schema: {
        tags: ['Courses'],
        summary: 'The devices the caller has watched this course on, and when another may be freed',
        params: idParameterSchema,
        querystring: z.object({
          deviceId: deviceIdRule.describe('The stable id the player keeps per device'),
        }),
        response: { 200: devicesSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const enrolment = await enrolmentOf(viewer.userId, request.params.id);
      if (!enrolment) return sendBusinessError(request, reply, notEnrolled);
      return devicesView(enrolment, request.query.deviceId);
    },
  );

  app.post(
    '/api/Courses/:id/ReleaseDevice',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Frees one of the caller’s devices of this course for another (once a week)',
        params: idParameterSchema,
        body: z.object({
          deviceId: deviceIdRule.describe('The device to free'),
          currentDeviceId: deviceIdRule.describe('The device asking'),
        }),
        response: {
          200: devicesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const enrolment = await enrolmentOf(viewer.userId, request.params.id);
      if (!enrolment) return sendBusinessError(request, reply, notEnrolled);
      const [known] = await context.db
        .select({ deviceId: enrolmentDevices.deviceId })
        .from(enrolmentDevices)
        .where(
          and(
            eq(enrolmentDevices.enrolmentId, enrolment.id),
            eq(enrolmentDevices.deviceId, request.body.deviceId),
          ),
        );
      if (!known)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'course.device.notFound',
          field: 'deviceId',
        });
      const now = context.now();
      const freed = await context.db.transaction(async (transaction) => {
        // Claims this week's release first, so two requests at once free one device, not two.
        const [claimed] = await transaction
          .update(enrolments)
          .set({ deviceReleasedAt: now })
          .where(
            and(
              eq(enrolments.id, enrolment.id),
              or(
                isNull(enrolments.deviceReleasedAt),
                lte(enrolments.deviceReleasedAt, new Date(now.getTime() - releaseEveryMs)),
              ),
            ),
          )
          .returning({ id: enrolments.id });
        if (!claimed) return false;
        await transaction
          .delete(enrolmentDevices)
          .where(
            and(
              eq(enrolmentDevices.enrolmentId, enrolment.id),
              eq(enrolmentDevices.deviceId, request.body.deviceId),
            ),
          );
        return true;
      });
      if (!freed)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'RELEASE_TOO_SOON',
          messageKey: 'course.device.releaseWait',
          field: 'deviceId',
        });
      const [fresh] = await context.db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
      return devicesView(fresh!, request.body.currentDeviceId);
    },
  );
}
