import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lessonQuestionAnswerRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { shownAuthor } from './comment-author.ts';
import { lessonQuestionRepository, type LessonQuestionRow } from './lesson-question-repository.ts';
import { pageOffsetRule } from '../../shared/http/page-query.ts';

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

/**
 * Questions learners ask a course's teacher from a lesson: the learner reads their own under the lesson, with
 * the teacher's answer; the teacher (the account linked to the course's teacher) lists those on their courses
 * and answers each once. Registered under `/api/UGQ`; every route needs a signed-in caller.
 */
export const lessonQuestionsPlugin: DomainPlugin = async (instance, { context }) => {
  const questions = lessonQuestionRepository(context.db);

  /** The questions with their course and lesson titles and the teacher's answer, in the order given. */
  async function present(request: FastifyRequest, rows: readonly LessonQuestionRow[]) {
    if (rows.length === 0) return [];
    const english = requestLocale(request) === 'en-US';
    const courseIds = [...new Set(rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId])))];
    const lessonIds = [...new Set(rows.flatMap((row) => (row.lessonId === null ? [] : [row.lessonId])))];
    const [courseRows, lessonRows, answers] = await Promise.all([
      questions.coursesWithTeacher(courseIds, english),
      questions.lessonTitles(lessonIds, english),
      questions.teacherAnswers(rows.map((row) => row.id)),
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

  await signedInScope(instance, (app) => {
    app.get(
      '/LessonQuestions',
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
        const viewer = viewerOf(request);
        return present(request, await questions.askedOnLesson(viewer.userId, request.query.lessonId));
      },
    );

    app.get(
      '/TeacherQuestions',
      {
        schema: {
          tags: ['Interaction'],
          summary:
            'Learners’ questions on the courses the caller teaches, unanswered first, then newest; `isTeacher` is false for anyone who teaches no course',
          querystring: z.object({
            offset: pageOffsetRule.default(0),
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
        const viewer = viewerOf(request);
        const courseIds = await questions.taughtCourseIds(viewer.userId);
        if (courseIds.length === 0)
          return { isTeacher: false, totalCount: 0, unansweredCount: 0, questions: [] };
        const page = await questions.onCourses(courseIds, request.query);
        return {
          isTeacher: true,
          totalCount: page.totalCount,
          unansweredCount: page.unansweredCount,
          questions: await present(request, page.rows),
        };
      },
    );

    app.post(
      '/:id/TeacherAnswer',
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
        const viewer = viewerOf(request);
        const question = await questions.question(request.params.id);
        if (!question)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'forum.notFound',
          });
        const teacherName = await questions.teacherNameOn(question.courseId, viewer.userId);
        if (teacherName === null)
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'NOT_TEACHER',
            messageKey: 'ugq.notTeacher',
          });
        const added = await questions.addTeacherAnswer({
          questionId: question.id,
          userId: viewer.userId,
          authorName: teacherName,
          body: request.body.body,
          createdAt: context.now(),
        });
        if (!added)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_ANSWERED',
            messageKey: 'ugq.alreadyAnswered',
          });
        const [shown] = await present(request, [question]);
        return shown!;
      },
    );
  });
};
