import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { commentAuthorName } from '../interaction/comment-author.ts';
import { findCourseAccess, mayUseLesson } from '../learning/course-access.ts';
import { loadLessonProgress } from '../learning/lesson-progress.ts';
import { preparedCoursePage } from './course-page-cache.ts';
import { courseSummarySchema } from './course-summaries.ts';

const lessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int(),
  isFreePreview: z.boolean().describe('Anyone may watch it, enrolled or not'),
  canWatch: z.boolean().describe('The caller may play it now'),
  watched: z.boolean().describe('The caller has watched it to the end'),
  lastPositionSeconds: z.number().int().describe('Where the caller stopped, 0 if never played'),
});

export const courseDetailSchema = courseSummarySchema.extend({
  teacher: z.object({ id: z.number().int(), fullName: z.string(), bio: z.string() }),
  qualification: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  sections: z.array(z.object({ id: z.number().int(), title: z.string(), lessons: z.array(lessonSchema) })),
  reviews: z
    .array(
      z.object({
        id: z.number().int(),
        authorName: z.string(),
        body: z.string(),
        score: z.number().int(),
        createdAt: z.string(),
      }),
    )
    .describe('The newest scored comments'),
  comments: z
    .array(
      z.object({
        id: z.number().int(),
        authorName: z.string(),
        body: z.string(),
        score: z.number().int().nullable(),
        createdAt: z.string(),
      }),
    )
    .describe('The newest comments, with a score (reviews) or without'),
  enrolment: z
    .object({
      enrolledAt: z.string(),
      expiresAt: z.string(),
      daysRemaining: z.number().int().describe('Whole days of access left; 0 when access has ended'),
      hasAccess: z.boolean(),
      deviceLimit: z.number().int(),
      devicesUsed: z.number().int(),
      watchedLessonCount: z.number().int(),
    })
    .nullable()
    .describe('The caller’s enrolment; null for a visitor or a learner not enrolled'),
  currentLesson: lessonSchema
    .nullable()
    .describe(
      'The lesson asked for with lessonId, else the one to resume, else the first; its clip comes from POST /api/Media/Grant',
    ),
  exam: z
    .object({
      id: z.number().int(),
      questionCount: z.number().int(),
      timeLimitSeconds: z.number().int(),
      passPercent: z.number().int(),
    })
    .nullable(),
});

/**
 * GET /api/Courses/{id}: everything the course page and the player show, for a visitor or the signed-in
 * learner. Registered under `/api/Courses`.
 */
export const courseDetailPlugin: DomainPlugin = async (instance, { context }) => {
  instance.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    {
      schema: {
        tags: ['Courses'],
        summary:
          'One course with teacher, sections, lessons, reviews and, for an enrolled learner, access and progress',
        params: idParameterSchema,
        querystring: z.object({
          lessonId: z.coerce
            .number({ error: 'id.invalid' })
            .int('id.invalid')
            .positive('id.invalid')
            .max(2_147_483_647, 'id.invalid')
            .optional(),
        }),
        response: { 200: courseDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const english = locale === 'en-US';
      const courseId = request.params.id;
      const now = context.now();
      const viewer = request.viewer;
      const [page, access, progress] = await Promise.all([
        preparedCoursePage(context.db, locale, courseId, now.getTime()),
        viewer ? findCourseAccess(context.db, viewer.userId, courseId, now) : null,
        viewer ? loadLessonProgress(context.db, viewer.userId, courseId) : new Map(),
      ]);
      if (!page)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'course.notFound',
        });
      const { summary, parts } = page;
      const { teacher, qualification, exam } = parts;
      const lessonViews = parts.lessons.map((lesson) => ({
        id: lesson.id,
        sectionId: lesson.sectionId,
        mediaFile: lesson.mediaFile,
        title: english ? lesson.titleEn : lesson.titleFa,
        durationSeconds: lesson.durationSeconds,
        isFreePreview: lesson.isFreePreview,
        canWatch: mayUseLesson(lesson, access),
        watched: progress.get(lesson.id)?.watched ?? false,
        lastPositionSeconds: progress.get(lesson.id)?.lastPositionSeconds ?? 0,
      }));
      const commentViews = parts.comments.map((comment) => ({
        id: comment.id,
        authorName: commentAuthorName(comment.authorName, locale),
        body: comment.body,
        score: comment.score,
        createdAt: comment.createdAt.toISOString(),
      }));
      const publicLesson = ({
        sectionId: _section,
        mediaFile: _file,
        ...lesson
      }: (typeof lessonViews)[number]) => lesson;
      const current =
        lessonViews.find((lesson) => lesson.id === request.query.lessonId) ??
        lessonViews.find((lesson) => lesson.canWatch && !lesson.watched && access) ??
        lessonViews[0];
      return {
        ...summary,
        teacher: {
          id: teacher.id,
          fullName: english ? teacher.fullNameEn : teacher.fullNameFa,
          bio: english ? teacher.bioEn : teacher.bioFa,
        },
        qualification: qualification
          ? { id: qualification.id, title: english ? qualification.titleEn : qualification.titleFa }
          : null,
        sections: parts.sections.map((section) => ({
          id: section.id,
          title: english ? section.titleEn : section.titleFa,
          lessons: lessonViews.filter((lesson) => lesson.sectionId === section.id).map(publicLesson),
        })),
        reviews: commentViews
          .flatMap((comment) => (comment.score === null ? [] : [{ ...comment, score: comment.score }]))
          .slice(0, 20),
        comments: commentViews,
        enrolment: access
          ? {
              enrolledAt: access.enrolledAt.toISOString(),
              expiresAt: access.expiresAt.toISOString(),
              daysRemaining: access.daysRemaining,
              hasAccess: access.hasAccess,
              deviceLimit: access.deviceLimit,
              devicesUsed: access.devicesUsed,
              watchedLessonCount: lessonViews.filter((lesson) => lesson.watched).length,
            }
          : null,
        currentLesson: current ? publicLesson(current) : null,
        exam: exam ?? null,
      };
    },
  );
};
