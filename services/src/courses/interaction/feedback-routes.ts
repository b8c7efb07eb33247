import { z } from 'zod';
import {
  courseCommentRules,
  courseReviewRules,
  courseSuggestionRules,
  lessonQuestionRules,
} from '@rasad/contracts/rules/course-interaction-rules.ts';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { lessonNotFound } from '../lesson-not-found.ts';
import {
  courseAccessRefusal,
  findCourseAccess,
  mayUseCourse,
  mayUseLesson,
} from '../learning/course-access.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentAuthorName } from './comment-author.ts';
import { feedbackRepository } from './feedback-repository.ts';

const idSchema = z
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

/**
 * Comments and reviews (`Comment`), questions on lessons (`CreateUGQ`) and course suggestions (`Suggest`).
 * Registered under `/api`; comments and questions need a signed-in caller, suggestions do not.
 */
export const feedbackPlugin: DomainPlugin = async (instance, { context }) => {
  const feedback = feedbackRepository(context.db);
  await signedInScope(instance, (app) => {
    app.post(
      '/Comment/Comment',
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
        const viewer = viewerOf(request);
        const { courseId, body, score } = request.body;
        if (!(await feedback.courseExists(courseId)))
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'course.notFound',
            field: 'courseId',
          });
        const enrolledName = await feedback.enrolledName(viewer.userId, courseId);
        if (score !== null) {
          if (enrolledName === null)
            return sendBusinessError(request, reply, {
              status: 403,
              code: 'NOT_ENROLLED',
              messageKey: 'review.notEnrolled',
              field: 'score',
            });
        }
        const comment = await feedback.addComment({
          courseId,
          userId: viewer.userId,
          // No name is stored for someone not enrolled: readers see "Rasad user" in their own language.
          authorName: enrolledName ?? '',
          body,
          score,
          createdAt: context.now(),
        });
        // A review sent twice at once would pass any check made before the insert: the one-review index decides.
        if (!comment)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_REVIEWED',
            messageKey: 'review.duplicate',
            field: 'score',
          });
        return reply.status(201).send({
          id: comment.id,
          authorName: commentAuthorName(comment.authorName, requestLocale(request)),
          body: comment.body,
          score: comment.score,
          createdAt: comment.createdAt.toISOString(),
        });
      },
    );

    app.post(
      '/UGQ/CreateUGQ',
      {
        schema: {
          tags: ['Interaction'],
          summary:
            'createUgqModel: a learner’s question for the course’s teacher, about the course or a lesson at a moment of its video; on the community forum only if the learner publishes it. Only someone who may use the lesson asks about it (anyone signed in on a free preview, else an enrolment with access left; the course as a whole needs the enrolment): 403 NOT_ENROLLED or ACCESS_ENDED otherwise',
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
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { courseId, lessonId, question, atSecond, publish } = request.body;
        if (!(await feedback.courseExists(courseId)))
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
        const lesson = lessonId === null ? null : await feedback.lessonOfCourse(lessonId, courseId);
        if (lessonId !== null && !lesson) return sendBusinessError(request, reply, lessonNotFound);
        const now = context.now();
        const access = await findCourseAccess(context.db, viewer.userId, courseId, now);
        // Only someone who may use the lesson (the course, for a question on the course as a whole) asks its teacher.
        if (!(lesson ? mayUseLesson(lesson, access) : mayUseCourse(access)))
          return sendBusinessError(request, reply, courseAccessRefusal(access));
        const row = await feedback.addQuestion({
          userId: viewer.userId,
          courseId,
          lessonId,
          question,
          atSecond,
          published: publish,
          // The teacher, and the forum if published, see the name the learner enrolled under.
          authorName: access?.learnerName ?? '',
          createdAt: now,
        });
        return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
      },
    );
  });

  instance.withTypeProvider<ZodTypeProvider>().post(
    '/Suggestion/Suggest',
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
      const row = await feedback.addSuggestion({
        userId: request.viewer?.userId ?? null,
        title: request.body.title,
        description: request.body.description,
        createdAt: context.now(),
      });
      return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};
