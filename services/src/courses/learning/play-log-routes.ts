import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { courses, enrolments, lessons, playLogs } from '../courses-tables.ts';
import { courseSummarySchema, loadCourseSummaries } from '../course-pages/course-summaries.ts';
import { admitDevice, daysRemaining, findCourseAccess } from './course-access.ts';
import { loadLessonProgress } from './lesson-progress.ts';

/** A lesson counts as watched when the learner reaches its last seconds. */
const endToleranceSeconds = 2;
/** The player reports at least this often; more watched seconds than this in one report are not believed. */
const maximumReportSeconds = 60;

const playLogDtoSchema = z
  .object({
    lessonId: z.number({ error: 'id.invalid' }).int('id.invalid').positive('id.invalid').max(2_147_483_647, 'id.invalid'),
    positionSeconds: z.number({ error: 'playLog.position' }).min(0, 'playLog.position').max(86_400, 'playLog.position'),
    watchedSeconds: z.number({ error: 'playLog.watched' }).min(0, 'playLog.watched').max(3_600, 'playLog.watched'),
    ended: z.boolean().default(false).describe('The player reached the end of the lesson'),
    deviceId: z.string({ error: 'playLog.device' }).trim().min(8, 'playLog.device').max(64, 'playLog.device').describe('A stable id the player keeps per device'),
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
        summary: 'Records play progress in a lesson; refuses when access has ended or a new device exceeds the limit',
        body: playLogDtoSchema,
        response: {
          200: z.object({ lesson: loggedLessonSchema, courseId: z.number().int(), watchedLessonCount: z.number().int(), devicesUsed: z.number().int() }),
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
      if (!lesson) return sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'lesson.notFound', field: 'lessonId' });
      const now = context.now();
      const access = await findCourseAccess(context.db, viewer.userId, lesson.courseId, now);
      if (!access) return sendBusinessError(request, reply, { status: 403, code: 'NOT_ENROLLED', messageKey: 'course.notEnrolled' });
      if (!access.hasAccess) return sendBusinessError(request, reply, { status: 403, code: 'ACCESS_ENDED', messageKey: 'course.accessEnded' });
      if (!(await admitDevice(context.db, access, input.deviceId, now))) {
        return sendBusinessError(request, reply, { status: 403, code: 'DEVICE_LIMIT', messageKey: 'course.deviceLimit', field: 'deviceId' });
      }
      const position = Math.min(Math.floor(input.positionSeconds), lesson.durationSeconds);
      await context.db.insert(playLogs).values({
        userId: viewer.userId,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        positionSeconds: position,
        watchedSeconds: Math.min(Math.round(input.watchedSeconds), maximumReportSeconds),
        completed: input.ended || position >= lesson.durationSeconds - endToleranceSeconds,
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

  app.get(
    '/api/Courses/:id/Graph',
    {
      schema: {
        tags: ['Player'],
        summary: 'The signed-in learner’s progress in a course, day by day (Tehran days) since enrolment',
        params: idParameterSchema,
        querystring: z.object({ cuid: z.uuid({ error: 'user.id.invalid' }).optional().describe('The learner; only their own id is accepted') }),
        response: { 200: z.array(progressPointSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (request.query.cuid !== undefined && request.query.cuid !== viewer.userId) {
        return sendBusinessError(request, reply, { status: 403, code: 'FORBIDDEN', messageKey: 'course.graph.forbidden' });
      }
      const courseId = request.params.id;
      const [lessonCount] = await context.db.select({ value: count() }).from(lessons).where(eq(lessons.courseId, courseId));
      if (!lessonCount?.value) return sendBusinessError(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'course.notFound' });
      const tehranDay = sql<string>`to_char(${playLogs.loggedAt} at time zone 'Asia/Tehran', 'YYYY-MM-DD')`;
      const days = await context.db
        .select({ date: tehranDay, watchedSeconds: sql<number>`sum(${playLogs.watchedSeconds})`.mapWith(Number) })
        .from(playLogs)
        .where(and(eq(playLogs.userId, viewer.userId), eq(playLogs.courseId, courseId)))
        .groupBy(tehranDay)
        .orderBy(asc(tehranDay));
      const completions = await context.db
        .select({ lessonId: playLogs.lessonId, date: sql<string>`min(${tehranDay})` })
        .from(playLogs)
        .where(and(eq(playLogs.userId, viewer.userId), eq(playLogs.courseId, courseId), eq(playLogs.completed, true)))
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
    },
  );

  app.get(
    '/api/Courses/My',
    {
      schema: {
        tags: ['Player'],
        summary: 'The signed-in learner’s courses with days remaining and progress, most recently enrolled first',
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
        .select({ courseId: playLogs.courseId, value: sql<number>`count(distinct ${playLogs.lessonId})`.mapWith(Number) })
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
