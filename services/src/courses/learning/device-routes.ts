import { deviceIdRule } from '@rasad/contracts/rules/lesson-progress-rules.ts';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { deviceRepository, type EnrolmentRow } from './device-repository.ts';

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
 * course page's way out of "too many devices" without writing to support. Registered under `/api/Courses`;
 * every route needs a signed-in learner.
 */
export const devicesPlugin: DomainPlugin = async (instance, { context }) => {
  const devices = deviceRepository(context.db);

  const devicesView = async (enrolment: EnrolmentRow, currentDeviceId: string) => {
    const rows = await devices.devices(enrolment.id);
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

  await signedInScope(instance, (app) => {
    app.get(
      '/:id/Devices',
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
        const viewer = viewerOf(request);
        const enrolment = await devices.enrolmentOf(viewer.userId, request.params.id);
        if (!enrolment) return sendBusinessError(request, reply, notEnrolled);
        return devicesView(enrolment, request.query.deviceId);
      },
    );

    app.post(
      '/:id/ReleaseDevice',
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
        const viewer = viewerOf(request);
        const enrolment = await devices.enrolmentOf(viewer.userId, request.params.id);
        if (!enrolment) return sendBusinessError(request, reply, notEnrolled);
        const known = await devices.isKnown(enrolment.id, request.body.deviceId);
        if (!known)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'course.device.notFound',
            field: 'deviceId',
          });
        const now = context.now();
        const freed = await devices.release(
          enrolment.id,
          request.body.deviceId,
          now,
          new Date(now.getTime() - releaseEveryMs),
        );
        if (!freed)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'RELEASE_TOO_SOON',
            messageKey: 'course.device.releaseWait',
            field: 'deviceId',
          });
        const fresh = await devices.enrolment(enrolment.id);
        return devicesView(fresh!, request.body.currentDeviceId);
      },
    );
  });
};
