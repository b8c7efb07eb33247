import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  courseCommentRules,
  courseReviewRules,
  courseSuggestionRules,
  lessonQuestionRules,
} from '@rasad/contracts/rules/course-interaction-rules.ts';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { commentAuthorName } from './comment-author.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import {
  comments,
  courses,
  courseSuggestions,
  enrolments,
  lessons,
  userQuestions,
} from '../courses-tables.ts';

const idSchema = z
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

/** Comments and reviews (`Comment`), questions on lessons (`CreateUGQ`) and course suggestions (`Suggest`). */
export async function registerFeedbackRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/api/Comment/Comment',
    {
      schema: {
        tags: ['Interaction'],
        summary:
          'commentDto: a comment on a course; with a score (1–5) it is a review, which only an enrolled learner may leave, once (comments without a score do not count)',
        body: z.object({
          courseId: idSchema,
          body: courseCommentRules.shape.body,
          score: courseReviewRules.shape.score.nullable().default(null),
        }),
        response: {
          201: z.object({
            id: z.number().int(),
            authorName: z.string(),
            body: z.string(),
            score: z.number().int().nullable(),
            createdAt: z.string(),
          }),
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
      const { courseId, body, score } = request.body;
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
      const [enrolment] = await context.db
        .select({ learnerName: enrolments.learnerName })
        .from(enrolments)
        .where(and(eq(enrolments.userId, viewer.userId), eq(enrolments.courseId, courseId)));
      if (score !== null) {
        if (!enrolment)
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'NOT_ENROLLED',
            messageKey: 'review.notEnrolled',
            field: 'score',
          });
        const [earlier] = await context.db
          .select({ id: comments.id })
          .from(comments)
          .where(
            and(
              eq(comments.userId, viewer.userId),
              eq(comments.courseId, courseId),
              isNotNull(comments.score),
            ),
          );
        if (earlier)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_REVIEWED',
            messageKey: 'review.duplicate',
            field: 'score',
          });
      }
      const [comment] = await context.db
        .insert(comments)
        // No name is stored for someone not enrolled: readers see "Rasad user" in their own language.
        .values({
          courseId,
          userId: viewer.userId,
          authorName: enrolment?.learnerName ?? '',
          body,
          score,
          createdAt: context.now(),
        })
        .returning();
      return reply.status(201).send({
        id: comment!.id,
        authorName: commentAuthorName(comment!.authorName, requestLocale(request)),
        body: comment!.body,
        score: comment!.score,
        createdAt: comment!.createdAt.toISOString(),
      });
    },
  );

  app.post(
    '/api/UGQ/CreateUGQ',
    {
      schema: {
        tags: ['Interaction'],
        summary:
          'createUgqModel: a learner’s question for the course’s teacher, about the course or a lesson at a moment of its video; on the community forum only if the learner publishes it',
        body: z.object({
          courseId: idSchema,
          lessonId: idSchema.nullable().default(null),
          question: lessonQuestionRules.shape.question,
          atSecond: z
            .number({ error: 'ugq.atSecond' })
            .int('ugq.atSecond')
            .min(0, 'ugq.atSecond')
            .max(86_400, 'ugq.atSecond')
            .nullable()
            .default(null)
            .describe('The second of the lesson’s video it was asked at (questions on a lesson only)'),
          publish: z
            .boolean({ error: 'ugq.publish' })
            .default(false)
            .describe('Also show it on the community forum (the learner’s choice; off by default)'),
        }),
        response: {
          201: z.object({ id: z.number().int(), createdAt: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { courseId, lessonId, question, atSecond, publish } = request.body;
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
      if (atSecond !== null && lessonId === null)
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'VALIDATION',
          messageKey: 'ugq.atSecond',
          field: 'atSecond',
        });
      if (lessonId !== null) {
        const [lesson] = await context.db
          .select({ id: lessons.id })
          .from(lessons)
          .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
        if (!lesson)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'lesson.notFound',
            field: 'lessonId',
          });
      }
      const [enrolment] = await context.db
        .select({ learnerName: enrolments.learnerName })
        .from(enrolments)
        .where(and(eq(enrolments.userId, viewer.userId), eq(enrolments.courseId, courseId)));
      const [row] = await context.db
        .insert(userQuestions)
        .values({
          userId: viewer.userId,
          courseId,
          lessonId,
          question,
          atSecond,
          published: publish,
          // The teacher, and the forum if published, see the name the learner enrolled under.
          authorName: enrolment?.learnerName ?? '',
          createdAt: context.now(),
        })
        .returning({ id: userQuestions.id, createdAt: userQuestions.createdAt });
      return reply.status(201).send({ id: row!.id, createdAt: row!.createdAt.toISOString() });
    },
  );

  app.post(
    '/api/Suggestion/Suggest',
    {
      schema: {
        tags: ['Interaction'],
        summary: 'suggestion: a course someone would like the platform to make; visitors may suggest too',
        body: z.object({
          title: courseSuggestionRules.shape.title,
          description: courseSuggestionRules.shape.description.default(''),
        }),
        response: { 201: z.object({ id: z.number().int(), createdAt: z.string() }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [row] = await context.db
        .insert(courseSuggestions)
        .values({
          userId: request.viewer?.userId ?? null,
          title: request.body.title,
          description: request.body.description,
          createdAt: context.now(),
        })
        .returning({ id: courseSuggestions.id, createdAt: courseSuggestions.createdAt });
      return reply.status(201).send({ id: row!.id, createdAt: row!.createdAt.toISOString() });
    },
  );
}
