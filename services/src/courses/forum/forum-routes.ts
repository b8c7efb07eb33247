import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forumAnswerRules, forumQuestionRules } from '@rasad/contracts/rules/forum-rules.ts';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { courses, enrolments, userQuestionAnswers, userQuestions } from '../courses-tables.ts';
import { revealsContact } from '../interaction/comment-author.ts';

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

/** The name a learner posts under: the one they typed, else the one they enrolled under. */
async function authorNameFor(db: Database, userId: string, typed: string | undefined): Promise<string> {
  if (typed) return typed;
  const [enrolment] = await db
    .select({ learnerName: enrolments.learnerName })
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .limit(1);
  return enrolment?.learnerName ?? '';
}

/** The author's display name; never a mobile number or e-mail address, even one typed as the name. */
export function shownAuthor(request: FastifyRequest, name: string): string {
  return name.trim() === '' || revealsContact(name)
    ? translate('forum.anonymousAuthor', requestLocale(request))
    : name;
}

/**
 * The community forum over the user-generated questions: anyone reads the questions (newest first)
 * and their answers; signed-in learners ask and answer.
 */
export async function registerForumRoutes(app: ServiceApp, context: ServiceContext) {
  const summaries = (request: FastifyRequest) => {
    const english = requestLocale(request) === 'en-US';
    const answerCounts = context.db
      .select({ questionId: userQuestionAnswers.questionId, value: count().as('answer_count') })
      .from(userQuestionAnswers)
      .groupBy(userQuestionAnswers.questionId)
      .as('answer_counts');
    return {
      query: context.db
        .select({
          question: userQuestions,
          courseTitle: english ? courses.titleEn : courses.titleFa,
          answerCount: answerCounts.value,
        })
        .from(userQuestions)
        .leftJoin(courses, eq(courses.id, userQuestions.courseId))
        .leftJoin(answerCounts, eq(answerCounts.questionId, userQuestions.id)),
      present: (row: {
        question: typeof userQuestions.$inferSelect;
        courseTitle: string | null;
        answerCount: number | null;
      }) => ({
        id: row.question.id,
        title: titleOf(row.question.title, row.question.question),
        body: row.question.question,
        authorName: shownAuthor(request, row.question.authorName),
        courseId: row.question.courseId,
        courseTitle: row.courseTitle,
        answerCount: Number(row.answerCount ?? 0),
        createdAt: row.question.createdAt.toISOString(),
      }),
    };
  };

  app.get(
    '/api/UGQ/Questions',
    {
      schema: {
        tags: ['Forum'],
        summary: 'Forum questions, newest first, a page at a time; visitors may read',
        querystring: z.object({
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('How many to skip'),
          limit: z.coerce.number().int().min(1).max(50).default(20).describe('Page size (at most 50)'),
        }),
        response: {
          200: z
            .object({ totalCount: z.int(), questions: z.array(questionSummarySchema) })
            .describe('A page of questions'),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { query, present } = summaries(request);
      const rows = await query
        .where(eq(userQuestions.published, true))
        .orderBy(desc(userQuestions.createdAt), desc(userQuestions.id))
        .offset(request.query.offset)
        .limit(request.query.limit);
      const [total] = await context.db
        .select({ value: count() })
        .from(userQuestions)
        .where(eq(userQuestions.published, true));
      return { totalCount: total?.value ?? 0, questions: rows.map(present) };
    },
  );

  app.get(
    '/api/UGQ/:id',
    {
      schema: {
        tags: ['Forum'],
        summary: 'One forum question with its answers, oldest answer first; visitors may read',
        params: idParameterSchema,
        response: {
          200: questionSummarySchema
            .extend({ answers: z.array(answerSchema) })
            .describe('The question and its answers'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { query, present } = summaries(request);
      // A question to the teacher that the learner did not publish is not on the forum.
      const [row] = await query.where(
        and(eq(userQuestions.id, request.params.id), eq(userQuestions.published, true)),
      );
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'forum.notFound',
        });
      const answers = await context.db
        .select()
        .from(userQuestionAnswers)
        .where(eq(userQuestionAnswers.questionId, row.question.id))
        .orderBy(asc(userQuestionAnswers.createdAt), asc(userQuestionAnswers.id));
      return {
        ...present(row),
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

  app.post(
    '/api/UGQ/Ask',
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
      const viewer = requireViewer(request);
      const { title, body, courseId, authorName } = request.body;
      if (courseId !== null) {
        const [course] = await context.db
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.id, courseId));
        if (!course)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'course.notFound',
            field: 'courseId',
          });
      }
      const [row] = await context.db
        .insert(userQuestions)
        .values({
          userId: viewer.userId,
          courseId,
          title,
          authorName: await authorNameFor(context.db, viewer.userId, authorName),
          question: body,
          createdAt: context.now(),
        })
        .returning({ id: userQuestions.id, createdAt: userQuestions.createdAt });
      return reply.status(201).send({ id: row!.id, createdAt: row!.createdAt.toISOString() });
    },
  );

  app.post(
    '/api/UGQ/:id/Answer',
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
      const viewer = requireViewer(request);
      const [question] = await context.db
        .select({ id: userQuestions.id })
        .from(userQuestions)
        .where(and(eq(userQuestions.id, request.params.id), eq(userQuestions.published, true)));
      if (!question)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'forum.notFound',
        });
      const [answer] = await context.db
        .insert(userQuestionAnswers)
        .values({
          questionId: question.id,
          userId: viewer.userId,
          authorName: await authorNameFor(context.db, viewer.userId, request.body.authorName),
          body: request.body.body,
          createdAt: context.now(),
        })
        .returning();
      return reply.status(201).send({
        id: answer!.id,
        body: answer!.body,
        authorName: shownAuthor(request, answer!.authorName),
        byTeacher: answer!.byTeacher,
        createdAt: answer!.createdAt.toISOString(),
      });
    },
  );
}
