import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { deviceIdRule, lessonProgressRules } from '@rasad/contracts/rules/lesson-progress-rules.ts';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { courses, enrolments, lessons, playLogs } from '../courses-tables.ts';
import { courseSummarySchema, loadCourseSummaries } from '../course-pages/course-summaries.ts';
import { admitDevice, daysRemaining, findCourseAccess } from './course-access.ts';
import { loadLessonProgress } from './lesson-progress.ts';

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
const maximumPlaybackRate = 2;
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

/** The player's reports (`Log`), the progress graph and the learner's own courses (`My`). */
export async function registerPlayLogRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/api/Courses/Log',
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
      const viewer = requireViewer(request);
      const input = request.body;
      const [lesson] = await context.db.select().from(lessons).where(eq(lessons.id, input.lessonId));
      if (!lesson)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'lesson.notFound',
          field: 'lessonId',
        });
      const now = context.now();
      const access = await findCourseAccess(context.db, viewer.userId, lesson.courseId, now);
      if (!access)
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'NOT_ENROLLED',
          messageKey: 'course.notEnrolled',
        });
      if (!access.hasAccess)
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'ACCESS_ENDED',
          messageKey: 'course.accessEnded',
        });
      if (!(await admitDevice(context.db, access, input.deviceId, now))) {
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'DEVICE_LIMIT',
          messageKey: 'course.deviceLimit',
          field: 'deviceId',
        });
      }
      const position = Math.min(Math.floor(input.positionSeconds), lesson.durationSeconds);
      const [previous] = await context.db
        .select({ loggedAt: playLogs.loggedAt })
        .from(playLogs)
        .where(
          and(
            eq(playLogs.userId, viewer.userId),
            eq(playLogs.lessonId, lesson.id),
            eq(playLogs.deviceId, input.deviceId),
          ),
        )
        .orderBy(desc(playLogs.loggedAt), desc(playLogs.id))
        .limit(1);
      const secondsSincePrevious = previous
        ? Math.max(0, (now.getTime() - previous.loggedAt.getTime()) / 1000)
        : 0;
      const watchedSeconds = Math.floor(
        Math.min(
          input.watchedSeconds,
          maximumReportSeconds,
          secondsSincePrevious * maximumPlaybackRate * reportSlackShare,
        ),
      );
      const [watchedBefore] = await context.db
        .select({ value: sql<number>`coalesce(sum(${playLogs.watchedSeconds}), 0)`.mapWith(Number) })
        .from(playLogs)
        .where(and(eq(playLogs.userId, viewer.userId), eq(playLogs.lessonId, lesson.id)));
      // `ended` alone proves nothing (a seek to the end ends the clip too): the position must be at the end and
      // most of the lesson must have been watched in believable reports.
      const reachedEnd = position >= lesson.durationSeconds - endToleranceSeconds;
      const watchedEnough =
        (watchedBefore?.value ?? 0) + watchedSeconds >= lesson.durationSeconds * requiredWatchedShare;
      await context.db.insert(playLogs).values({
        userId: viewer.userId,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        positionSeconds: position,
        watchedSeconds,
        completed: reachedEnd && watchedEnough,
        deviceId: input.deviceId,
        loggedAt: now,
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
    '/api/Courses/:id/Graph',
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
      const viewer = requireViewer(request);
      if (request.query.cuid !== undefined && request.query.cuid !== viewer.userId) {
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'course.graph.forbidden',
        });
      }
      const points = await progressOverTime(context.db, viewer.userId, request.params.id);
      return (
        points ??
        sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'course.notFound' })
      );
    },
  );

  app.get(
    '/api/Courses/:id/AGraph',
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
      const viewer = requireViewer(request);
      if (request.query.uuid !== viewer.userId) {
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'course.graph.forbidden',
          field: 'uuid',
        });
      }
      const points = await progressOverTime(context.db, request.query.uuid, request.params.id);
      return (
        points ??
        sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'course.notFound' })
      );
    },
  );

  app.get(
    '/api/Courses/My',
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
      const viewer = requireViewer(request);
      const now = context.now();
      const rows = await context.db.select().from(enrolments).where(eq(enrolments.userId, viewer.userId));
      if (rows.length === 0) return [];
      const summaries = await loadCourseSummaries(
        context.db,
        requestLocale(request),
        sql`${courses.id} in (select course_id from courses.enrolments where user_id = ${viewer.userId})`,
      );
      const watched = await context.db
        .select({
          courseId: playLogs.courseId,
          value: sql<number>`count(distinct ${playLogs.lessonId})`.mapWith(Number),
        })
        .from(playLogs)
        .where(and(eq(playLogs.userId, viewer.userId), eq(playLogs.completed, true)))
        .groupBy(playLogs.courseId);
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
              watchedLessonCount: watched.find((entry) => entry.courseId === enrolment.courseId)?.value ?? 0,
            },
          ];
        });
    },
  );
}

/** A learner's watching in a course per Tehran day with the share of lessons watched by then; null when the course does not exist. */
async function progressOverTime(db: Database, userId: string, courseId: number) {
  const [lessonCount] = await db
    .select({ value: count() })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  if (!lessonCount?.value) return null;
  const tehranDay = sql<string>`to_char(${playLogs.loggedAt} at time zone 'Asia/Tehran', 'YYYY-MM-DD')`;
  const days = await db
    .select({ date: tehranDay, watchedSeconds: sql<number>`sum(${playLogs.watchedSeconds})`.mapWith(Number) })
    .from(playLogs)
    .where(and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId)))
    .groupBy(tehranDay)
    .orderBy(asc(tehranDay));
  const completions = await db
    .select({ lessonId: playLogs.lessonId, date: sql<string>`min(${tehranDay})` })
    .from(playLogs)
    .where(and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId), eq(playLogs.completed, true)))
    .groupBy(playLogs.lessonId);
  return days.map((day) => {
    const lessonsCompleted = completions.filter((completion) => completion.date <= day.date).length;
    return {
      date: day.date,
      watchedSeconds: day.watchedSeconds,
      lessonsCompleted,
      progressPercent: Math.round((lessonsCompleted / lessonCount.value) * 100),
    };
  });
}
