import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lessonQuestionAnswerRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { courses, lessons, teachers, userQuestionAnswers, userQuestions } from '../courses-tables.ts';
import { shownAuthor } from '../forum/forum-routes.ts';

const lessonQuestionSchema = z
  .object({
    id: z.int(),
    courseId: z.int().nullable(),
    courseTitle: z.string().nullable(),
    lessonId: z.int().nullable(),
    lessonTitle: z.string().nullable(),
    atSecond: z.int().nullable().describe('The second of the lesson’s video it was asked at'),
    question: z.string(),
    askerName: z.string().describe('The learner’s display name'),
    published: z.boolean().describe('Also on the community forum'),
    createdAt: z.iso.datetime(),
    teacherAnswer: z
      .object({ body: z.string(), teacherName: z.string(), createdAt: z.iso.datetime() })
      .nullable()
      .describe('The teacher’s answer, once given'),
  })
  .describe('A learner’s question to the course’s teacher');

type QuestionRow = typeof userQuestions.$inferSelect;

/**
 * Questions learners ask a course's teacher from a lesson: the learner reads their own under the lesson, with
 * the teacher's answer; the teacher (the account linked to the course's teacher) lists those on their courses
 * and answers each once.
 */
export async function registerLessonQuestionRoutes(app: ServiceApp, context: ServiceContext) {
  /** The questions with their course and lesson titles and the teacher's answer, in the order given. */
  async function present(request: FastifyRequest, rows: readonly QuestionRow[]) {
    if (rows.length === 0) return [];
    const english = requestLocale(request) === 'en-US';
    const courseIds = [...new Set(rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId])))];
    const lessonIds = [...new Set(rows.flatMap((row) => (row.lessonId === null ? [] : [row.lessonId])))];
    const [courseRows, lessonRows, answers] = await Promise.all([
      courseIds.length === 0
        ? []
        : context.db
            .select({
              id: courses.id,
              title: english ? courses.titleEn : courses.titleFa,
              teacherName: english ? teachers.fullNameEn : teachers.fullNameFa,
            })
            .from(courses)
            .innerJoin(teachers, eq(teachers.id, courses.teacherId))
            .where(inArray(courses.id, courseIds)),
      lessonIds.length === 0
        ? []
        : context.db
            .select({ id: lessons.id, title: english ? lessons.titleEn : lessons.titleFa })
            .from(lessons)
            .where(inArray(lessons.id, lessonIds)),
      context.db
        .select()
        .from(userQuestionAnswers)
        .where(
          and(
            inArray(
              userQuestionAnswers.questionId,
              rows.map((row) => row.id),
            ),
            eq(userQuestionAnswers.byTeacher, true),
          ),
        )
        .orderBy(asc(userQuestionAnswers.createdAt)),
    ]);
    const courseById = new Map(courseRows.map((course) => [course.id, course]));
    const lessonTitle = new Map(lessonRows.map((lesson) => [lesson.id, lesson.title]));
    return rows.map((row) => {
      const course = row.courseId === null ? undefined : courseById.get(row.courseId);
      const answer = answers.find((candidate) => candidate.questionId === row.id);
      return {
        id: row.id,
        courseId: row.courseId,
        courseTitle: course?.title ?? null,
        lessonId: row.lessonId,
        lessonTitle: row.lessonId === null ? null : (lessonTitle.get(row.lessonId) ?? null),
        atSecond: row.atSecond,
        question: row.question,
        askerName: shownAuthor(request, row.authorName),
        published: row.published,
        createdAt: row.createdAt.toISOString(),
        teacherAnswer: answer
          ? {
              body: answer.body,
              teacherName: course?.teacherName ?? '',
              createdAt: answer.createdAt.toISOString(),
            }
          : null,
      };
    });
  }

  /** The courses the viewer teaches (none for a learner). */
  const taughtCourseIds = async (userId: string) =>
    (
      await context.db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(eq(teachers.userId, userId))
    ).map((course) => course.id);

  app.get(
    '/api/UGQ/LessonQuestions',
    {
      schema: {
        tags: ['Interaction'],
        summary:
          'The caller’s own questions on a lesson, newest first, each with the teacher’s answer once given',
        querystring: z.object({
          lessonId: z.coerce.number({ error: 'id.invalid' }).int().positive().max(2_147_483_647),
        }),
        response: { 200: z.array(lessonQuestionSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await context.db
        .select()
        .from(userQuestions)
        .where(
          and(eq(userQuestions.userId, viewer.userId), eq(userQuestions.lessonId, request.query.lessonId)),
        )
        .orderBy(desc(userQuestions.createdAt), desc(userQuestions.id));
      return present(request, rows);
    },
  );

  app.get(
    '/api/UGQ/TeacherQuestions',
    {
      schema: {
        tags: ['Interaction'],
        summary:
          'Learners’ questions on the courses the caller teaches, unanswered first, then newest; `isTeacher` is false for anyone who teaches no course',
        querystring: z.object({
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('How many to skip'),
          limit: z.coerce.number().int().min(1).max(50).default(20).describe('Page size (at most 50)'),
        }),
        response: {
          200: z.object({
            isTeacher: z.boolean(),
            totalCount: z.int(),
            unansweredCount: z.int(),
            questions: z.array(lessonQuestionSchema),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const courseIds = await taughtCourseIds(viewer.userId);
      if (courseIds.length === 0)
        return { isTeacher: false, totalCount: 0, unansweredCount: 0, questions: [] };
      const answered = sql<boolean>`exists (select 1 from ${userQuestionAnswers} where ${userQuestionAnswers.questionId} = ${userQuestions.id} and ${userQuestionAnswers.byTeacher})`;
      const onMyCourses = inArray(userQuestions.courseId, courseIds);
      const [rows, [total], [unanswered]] = await Promise.all([
        context.db
          .select()
          .from(userQuestions)
          .where(onMyCourses)
          .orderBy(asc(answered), desc(userQuestions.createdAt), desc(userQuestions.id))
          .offset(request.query.offset)
          .limit(request.query.limit),
        context.db.select({ value: count() }).from(userQuestions).where(onMyCourses),
        context.db
          .select({ value: count() })
          .from(userQuestions)
          .where(and(onMyCourses, sql`not ${answered}`)),
      ]);
      return {
        isTeacher: true,
        totalCount: total?.value ?? 0,
        unansweredCount: unanswered?.value ?? 0,
        questions: await present(request, rows),
      };
    },
  );

  app.post(
    '/api/UGQ/:id/TeacherAnswer',
    {
      schema: {
        tags: ['Interaction'],
        summary: 'The course’s teacher answers a learner’s question, once',
        params: idParameterSchema,
        body: z.object({
          body: lessonQuestionAnswerRules.shape.body,
        }),
        response: {
          200: lessonQuestionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const [question] = await context.db
        .select()
        .from(userQuestions)
        .where(eq(userQuestions.id, request.params.id));
      if (!question)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'forum.notFound',
        });
      const [teacher] = await context.db
        .select({ fullNameFa: teachers.fullNameFa })
        .from(courses)
        .innerJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(and(eq(courses.id, question.courseId ?? -1), eq(teachers.userId, viewer.userId)));
      if (!teacher)
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'NOT_TEACHER',
          messageKey: 'ugq.notTeacher',
        });
      // One answer per question from its teacher (a partial unique index): a replayed or double-clicked
      // answer adds nothing.
      const inserted = await context.db
        .insert(userQuestionAnswers)
        .values({
          questionId: question.id,
          userId: viewer.userId,
          authorName: teacher.fullNameFa,
          body: request.body.body,
          byTeacher: true,
          createdAt: context.now(),
        })
        .onConflictDoNothing()
        .returning({ id: userQuestionAnswers.id });
      if (inserted.length === 0)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'ALREADY_ANSWERED',
          messageKey: 'ugq.alreadyAnswered',
        });
      const [shown] = await present(request, [question]);
      return shown!;
    },
  );
}
