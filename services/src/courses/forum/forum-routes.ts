import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forumAnswerRules, forumQuestionRules } from '@rasad/contracts/rules/forum-rules.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { shownAuthor } from '../interaction/comment-author.ts';
import { forumRepository, type ForumQuestionRow } from './forum-repository.ts';
import { pageOffsetRule } from '../../shared/http/page-query.ts';

const idSchema = z
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');
const authorNameSchema = z
  .string({ error: 'forum.authorName' })
  .trim()
  .max(80, 'forum.authorName')
  .optional()
  .describe('The name to show; without it, the name the learner enrolled under');

const pageQuerySchema = z.object({
  offset: pageOffsetRule.default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20).describe('Page size (at most 50)'),
});

const questionSummarySchema = z
  .object({
    id: z.int(),
    title: z.string().describe('The title; for a question asked on a lesson, its opening words'),
    body: z.string(),
    authorName: z.string().describe('The author’s display name'),
    courseId: z.int().nullable().describe('The course it is about, if any'),
    courseTitle: z.string().nullable(),
    answerCount: z.int(),
    createdAt: z.iso.datetime(),
  })
  .describe('A question on the community forum');

const answerSchema = z
  .object({
    id: z.int(),
    body: z.string(),
    authorName: z.string(),
    byTeacher: z.boolean().describe('Written by the course’s teacher'),
    createdAt: z.iso.datetime(),
  })
  .describe('An answer to a forum question');

/** Questions asked on a lesson have no title; the forum shows their opening words instead. */
function titleOf(title: string, question: string): string {
  if (title) return title;
  const firstLine = question.split('\n')[0]!.trim();
  return firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine;
}

/**
 * The community forum over the user-generated questions: anyone reads the questions (newest first)
 * and their answers; signed-in learners ask and answer. Registered under `/api/UGQ`.
 */
export const forumPlugin: DomainPlugin = async (instance, { context }) => {
  const forum = forumRepository(context.db);
  const english = (request: FastifyRequest) => requestLocale(request) === 'en-US';
  /** The name a learner posts under: the one they typed, else the one they enrolled under. */
  const authorNameFor = async (userId: string, typed: string | undefined) =>
    typed || (await forum.enrolledName(userId));
  const present = (
    request: FastifyRequest,
    row: { question: ForumQuestionRow; courseTitle: string | null; answerCount: number | null },
  ) => ({
    id: row.question.id,
    title: titleOf(row.question.title, row.question.question),
    body: row.question.question,
    authorName: shownAuthor(request, row.question.authorName),
    courseId: row.question.courseId,
    courseTitle: row.courseTitle,
    answerCount: Number(row.answerCount ?? 0),
    createdAt: row.question.createdAt.toISOString(),
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Questions',
    {
      schema: {
        tags: ['Forum'],
        summary: 'Forum questions, newest first, a page at a time; visitors may read',
        querystring: pageQuerySchema,
        response: {
          200: z
            .object({ totalCount: z.int(), questions: z.array(questionSummarySchema) })
            .describe('A page of questions'),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const page = await forum.publishedPage(english(request), request.query);
      return { totalCount: page.totalCount, questions: page.rows.map((row) => present(request, row)) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Forum'],
        summary:
          'One forum question with a page of its answers (oldest first; answerCount counts them all); visitors may read',
        params: idParameterSchema,
        querystring: pageQuerySchema.describe('Which page of the answers'),
        response: {
          200: questionSummarySchema
            .extend({ answers: z.array(answerSchema) })
            .describe('The question and a page of its answers'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await forum.publishedQuestion(english(request), request.params.id);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'forum.notFound',
        });
      const answers = await forum.answers(row.question.id, request.query);
      return {
        ...present(request, row),
        answers: answers.map((answer) => ({
          id: answer.id,
          body: answer.body,
          authorName: shownAuthor(request, answer.authorName),
          byTeacher: answer.byTeacher,
          createdAt: answer.createdAt.toISOString(),
        })),
      };
    },
  );

  await signedInScope(instance, (app) => {
    app.post(
      '/Ask',
      {
        schema: {
          tags: ['Forum'],
          summary: 'Ask the community a question, about a course or in general',
          body: z.object({
            title: forumQuestionRules.shape.title,
            body: forumQuestionRules.shape.body,
            courseId: idSchema.nullable().default(null),
            authorName: authorNameSchema,
          }),
          response: {
            201: z.object({ id: z.int(), createdAt: z.iso.datetime() }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { title, body, courseId, authorName } = request.body;
        if (courseId !== null) {
          if (!(await forum.courseExists(courseId)))
            return sendBusinessError(request, reply, {
              status: 404,
              code: 'NOT_FOUND',
              messageKey: 'course.notFound',
              field: 'courseId',
            });
        }
        const row = await forum.ask({
          userId: viewer.userId,
          courseId,
          title,
          authorName: await authorNameFor(viewer.userId, authorName),
          question: body,
          createdAt: context.now(),
        });
        return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
      },
    );

    app.post(
      '/:id/Answer',
      {
        schema: {
          tags: ['Forum'],
          summary: 'Answer a forum question',
          params: idParameterSchema,
          body: z.object({
            body: forumAnswerRules.shape.body,
            authorName: authorNameSchema,
          }),
          response: { 201: answerSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (!(await forum.publishedQuestionExists(request.params.id)))
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'forum.notFound',
          });
        const answer = await forum.answer({
          questionId: request.params.id,
          userId: viewer.userId,
          authorName: await authorNameFor(viewer.userId, request.body.authorName),
          body: request.body.body,
          createdAt: context.now(),
        });
        return reply.status(201).send({
          id: answer.id,
          body: answer.body,
          authorName: shownAuthor(request, answer.authorName),
          byTeacher: answer.byTeacher,
          createdAt: answer.createdAt.toISOString(),
        });
      },
    );
  });
};
