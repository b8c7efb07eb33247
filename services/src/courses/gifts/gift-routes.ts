import { optionalLearnerNameRule } from '@rasad/contracts/rules/learner-name-rules.ts';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { daysRemaining } from '../learning/course-access.ts';
import { giftRepository } from './gift-repository.ts';

const codeSchema = z
  .string({ error: 'gift.code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,40}$/, 'gift.code')
  .describe('The gift code, e.g. RASAD-GIFT-1405');

/**
 * Gift codes: look one up (`GetGift`), then redeem it once for days of access to its course. Registered under
 * `/api/Gift`; every route needs a signed-in learner.
 */
export const giftsPlugin: DomainPlugin = async (instance, { context }) => {
  const gifts = giftRepository(context.db);
  await signedInScope(instance, (app) => {
    app.get(
      '/GetGift',
      {
        schema: {
          tags: ['Gifts'],
          summary:
            'What a gift code gives: the course and the days of access, and whether it is still unused',
          querystring: z.object({ code: codeSchema }),
          response: {
            200: z.object({
              code: z.string(),
              courseId: z.number().int(),
              courseTitle: z.string(),
              days: z.number().int(),
              redeemed: z.boolean(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const row = await gifts.find(request.query.code);
        if (!row)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'gift.notFound',
            field: 'code',
          });
        return {
          code: row.gift.code,
          courseId: row.course.id,
          courseTitle: requestLocale(request) === 'en-US' ? row.course.titleEn : row.course.titleFa,
          days: row.gift.days,
          redeemed: row.gift.redeemedBy !== null,
        };
      },
    );

    app.post(
      '/Redeem',
      {
        schema: {
          tags: ['Gifts'],
          summary:
            'Redeems a gift code once: enrols the learner in its course, or extends their access, by its days',
          body: z.object({
            code: codeSchema,
            learnerName: optionalLearnerNameRule.describe(
              'The name certificates will carry; empty until the learner gives one',
            ),
          }),
          response: {
            200: z.object({
              courseId: z.number().int(),
              expiresAt: z.string(),
              daysRemaining: z.number().int(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const now = context.now();
        const row = await gifts.find(request.body.code);
        if (!row)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'gift.notFound',
            field: 'code',
          });
        if (!(await gifts.claim(row.gift.id, viewer.userId, now)))
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_REDEEMED',
            messageKey: 'gift.redeemed',
            field: 'code',
          });
        const enrolment = await gifts.enrolOrExtend(
          { userId: viewer.userId, course: row.course, learnerName: request.body.learnerName },
          row.gift.days,
          now,
        );
        const expiresAt = enrolment!.expiresAt;
        return {
          courseId: row.course.id,
          expiresAt: expiresAt.toISOString(),
          daysRemaining: daysRemaining(expiresAt, now),
        };
      },
    );
  });
};
