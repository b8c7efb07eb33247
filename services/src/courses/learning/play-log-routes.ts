import { fastestLessonPlaybackRate } from '@rasad/contracts/lesson-playback-rates.ts';
import { deviceIdRule, lessonProgressRules } from '@rasad/contracts/rules/lesson-progress-rules.ts';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { lessonNotFound } from '../lesson-not-found.ts';
import { courseSummarySchema } from '../course-pages/course-summaries.ts';
import {
  admitDevice,
  courseAccessRefusal,
  daysRemaining,
  findCourseAccess,
  mayUseCourse,
} from './course-access.ts';
import { loadLessonProgress } from './lesson-progress.ts';
import { inLessonLock, playLogRepository } from './play-log-repository.ts';

/** Reaching the end means being within this many seconds of it. */
const endToleranceSeconds = 2;
/** A lesson counts as watched only when the learner reached its end and watched at least this share of it. */
const requiredWatchedShare = 0.8;
/** The player reports at least this often; more watched seconds than this in one report are not believed. */
const maximumReportSeconds = 60;
/**
 * One report may claim at most the wall-clock time since the same device's previous report on the lesson,
 * times the fastest playback the player offers, with a quarter more for timers and the network. The slack
 * is a share, not a fixed number of seconds, so sending many reports quickly does not add up to more.
 */
const reportSlackShare = 1.25;

const playLogDtoSchema = lessonProgressRules
  .extend({
    lessonId: z
      .number({ error: 'id.invalid' })
      .int('id.invalid')
      .positive('id.invalid')
      .max(2_147_483_647, 'id.invalid'),
    ended: lessonProgressRules.shape.ended.describe(
      'The player reached the end of the lesson; on its own it does not mark the lesson watched',
    ),
    deviceId: deviceIdRule.describe('A stable id the player keeps per device'),
  })
  .describe('playLogDto: where the learner is in a lesson and how long they watched since the last report');

const loggedLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int(),
  isFreePreview: z.boolean(),
  canWatch: z.boolean(),
  watched: z.boolean(),
  lastPositionSeconds: z.number().int(),
});

const progressPointSchema = z.object({
  date: z.string().describe('ISO date (Tehran day)'),
  watchedSeconds: z.number().int().describe('Seconds watched that day'),
  lessonsCompleted: z.number().int().describe('Lessons watched to the end by the end of that day'),
  progressPercent: z.number().int().describe('Share of the course’s lessons watched by the end of that day'),
});

/**
 * The player's reports (`Log`), the progress graph and the learner's own courses (`My`). Registered under
 * `/api/Courses`; every route needs a signed-in learner.
 */
export const playLogsPlugin: DomainPlugin = async (instance, { context }) => {
  const playLogs = playLogRepository(context.db);
  await signedInScope(instance, (app) => {
    app.post(
      '/Log',
      {
        schema: {
          tags: ['Player'],
          summary:
            'Records play progress in a lesson; refuses when access has ended or a new device exceeds the limit. A lesson counts as watched once the learner reached its end after watching at least 80% of it; each report’s watched seconds are capped by the time since that device’s previous report (at most 2× playback)',
          body: playLogDtoSchema,
          response: {
            200: z.object({
              lesson: loggedLessonSchema,
              courseId: z.number().int(),
              watchedLessonCount: z.number().int(),
              devicesUsed: z.number().int(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const input = request.body;
        const lesson = await playLogs.lesson(input.lessonId);
        if (!lesson) return sendBusinessError(request, reply, lessonNotFound);
        const now = context.now();
        const access = await findCourseAccess(context.db, viewer.userId, lesson.courseId, now);
        // Progress belongs to an enrolment (its devices), so a free preview watched without one is not recorded.
        if (!mayUseCourse(access)) return sendBusinessError(request, reply, courseAccessRefusal(access));
        if (!(await admitDevice(context.db, access, input.deviceId, now))) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'DEVICE_LIMIT',
            messageKey: 'course.deviceLimit',
            field: 'deviceId',
          });
        }
        const position = Math.min(Math.floor(input.positionSeconds), lesson.durationSeconds);
        // Reports sent at once would each be measured from the same earlier one and all counted: they are
        // measured and stored one after the other, so a burst counts the time since the last report once.
        await inLessonLock(context.db, viewer.userId, lesson.id, async (locked) => {
          const previousAt = await locked.previousReportAt(viewer.userId, lesson.id, input.deviceId);
          const secondsSincePrevious = previousAt
            ? Math.max(0, (now.getTime() - previousAt.getTime()) / 1000)
            : 0;
          const watchedSeconds = Math.floor(
            Math.min(
              input.watchedSeconds,
              maximumReportSeconds,
              secondsSincePrevious * fastestLessonPlaybackRate * reportSlackShare,
            ),
          );
          const watchedBefore = await locked.watchedSecondsSoFar(viewer.userId, lesson.id);
          // `ended` alone proves nothing (a seek to the end ends the clip too): the position must be at the end
          // and most of the lesson must have been watched in believable reports.
          const reachedEnd = position >= lesson.durationSeconds - endToleranceSeconds;
          const watchedEnough =
            watchedBefore + watchedSeconds >= lesson.durationSeconds * requiredWatchedShare;
          await locked.record({
            userId: viewer.userId,
            courseId: lesson.courseId,
            lessonId: lesson.id,
            positionSeconds: position,
            watchedSeconds,
            completed: reachedEnd && watchedEnough,
            deviceId: input.deviceId,
            loggedAt: now,
          });
        });
        const progress = await loadLessonProgress(context.db, viewer.userId, lesson.courseId);
        const english = requestLocale(request) === 'en-US';
        const refreshed = await findCourseAccess(context.db, viewer.userId, lesson.courseId, now);
        return {
          lesson: {
            id: lesson.id,
            title: english ? lesson.titleEn : lesson.titleFa,
            durationSeconds: lesson.durationSeconds,
            isFreePreview: lesson.isFreePreview,
            canWatch: true,
            watched: progress.get(lesson.id)?.watched ?? false,
            lastPositionSeconds: progress.get(lesson.id)?.lastPositionSeconds ?? 0,
          },
          courseId: lesson.courseId,
          watchedLessonCount: [...progress.values()].filter((entry) => entry.watched).length,
          devicesUsed: refreshed?.devicesUsed ?? access.devicesUsed,
        };
      },
    );

    const graphResponses = {
      200: z.array(progressPointSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    };

    app.get(
      '/:id/Graph',
      {
        schema: {
          tags: ['Player'],
          summary: 'The signed-in learner’s progress in a course, day by day (Tehran days) since enrolment',
          params: idParameterSchema,
          querystring: z.object({
            cuid: z
              .uuid({ error: 'user.id.invalid' })
              .optional()
              .describe('The learner; only their own id is accepted'),
          }),
          response: graphResponses,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (request.query.cuid !== undefined && request.query.cuid !== viewer.userId) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'FORBIDDEN',
            messageKey: 'course.graph.forbidden',
          });
        }
        const points = await playLogs.progressOverTime(viewer.userId, request.params.id);
        return (
          points ??
          sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'course.notFound' })
        );
      },
    );

    app.get(
      '/:id/AGraph',
      {
        schema: {
          tags: ['Player'],
          summary:
            'A learner’s progress in a course over time (Tehran days), by the learner’s uuid. The platform has no operator role in its accounts, so only the learner themself may read it',
          params: idParameterSchema,
          querystring: z.object({
            uuid: z.uuid({ error: 'user.id.invalid' }).describe('The learner whose progress to show'),
          }),
          response: graphResponses,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (request.query.uuid !== viewer.userId) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'FORBIDDEN',
            messageKey: 'course.graph.forbidden',
            field: 'uuid',
          });
        }
        const points = await playLogs.progressOverTime(request.query.uuid, request.params.id);
        return (
          points ??
          sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'course.notFound' })
        );
      },
    );

    app.get(
      '/My',
      {
        schema: {
          tags: ['Player'],
          summary:
            'The signed-in learner’s courses with days remaining and progress, most recently enrolled first',
          response: {
            200: z.array(
              z.object({
                course: courseSummarySchema,
                enrolledAt: z.string(),
                expiresAt: z.string(),
                daysRemaining: z.number().int(),
                hasAccess: z.boolean(),
                watchedLessonCount: z.number().int(),
              }),
            ),
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const now = context.now();
        const rows = await playLogs.enrolmentsOf(viewer.userId);
        if (rows.length === 0) return [];
        const summaries = await playLogs.enrolledCourseSummaries(viewer.userId, requestLocale(request));
        const watched = await playLogs.watchedLessonCounts(viewer.userId);
        return rows
          .sort((a, b) => b.enrolledAt.getTime() - a.enrolledAt.getTime())
          .flatMap((enrolment) => {
            const course = summaries.find((summary) => summary.id === enrolment.courseId);
            if (!course) return [];
            const remaining = daysRemaining(enrolment.expiresAt, now);
            return [
              {
                course,
                enrolledAt: enrolment.enrolledAt.toISOString(),
                expiresAt: enrolment.expiresAt.toISOString(),
                daysRemaining: remaining,
                hasAccess: remaining > 0,
                watchedLessonCount:
                  watched.find((entry) => entry.courseId === enrolment.courseId)?.value ?? 0,
              },
            ];
          });
      },
    );
  });
};
