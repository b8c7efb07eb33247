import { randomUUID } from 'node:crypto';
import { messageLocales } from '@rasad/contracts/localised-messages.ts';
import {
  pageVisitStartRules,
  visitDurationRule,
  visitIdRule,
} from '@rasad/contracts/rules/page-visit-rules.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { visitRepository } from './visit-repository.ts';

const optionalText = (maximum: number, description: string) =>
  z.string().max(maximum, 'validation.pageVisit.tooLong').optional().describe(description);

const visitBody = z
  .object({
    visitId: visitIdRule
      .optional()
      .describe(
        'An id the browser chose for this page view (sent again, the view is recorded once); a new one when absent',
      ),
    path: pageVisitStartRules.shape.path.describe('Path of the page viewed, e.g. /company/10380284790'),
    query: pageVisitStartRules.shape.query.describe('Query string of the page, without the leading ?'),
    referrer: pageVisitStartRules.shape.referrer.describe('The page the visitor came from'),
    locale: z.enum(messageLocales).optional().describe('Language the page was shown in'),
    userAgent: optionalText(1000, 'Browser user agent'),
    userId: optionalText(100, 'Id of the signed-in user, if any'),
  })
  .describe('A page view');

const visitIdSchema = visitIdRule.describe('Id returned by POST /VisitLog');

const visitSchema = z
  .object({
    visitId: z.uuid(),
    path: z.string(),
    query: z.string().nullable(),
    referrer: z.string().nullable(),
    locale: z.string().nullable(),
    userAgent: z.string().nullable(),
    userId: z.string().nullable(),
    visitedAt: z.iso.datetime(),
    durationSeconds: z.number().int().nullable().describe('Time spent on the page; null until reported'),
  })
  .describe('A recorded page view');

/** The page-view log: visitors' browsers record views and their durations; no sign-in needed. */
export const visitLogPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const visits = visitRepository(context.db);

  app.post(
    '/VisitLog',
    {
      schema: {
        tags: ['Visits'],
        summary: 'Record a page view',
        body: visitBody,
        response: {
          201: z.object({ visitId: z.uuid().describe('Report the duration later with this id') }),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const visitId = body.visitId ?? randomUUID();
      await visits.record({
        id: visitId,
        path: body.path,
        query: body.query ?? null,
        referrer: body.referrer ?? null,
        locale: body.locale ?? null,
        userAgent: body.userAgent ?? null,
        userId: body.userId ?? null,
        visitedAt: context.now(),
      });
      return reply.status(201).send({ visitId });
    },
  );

  app.post(
    '/UpdateVisitLogDuration',
    {
      schema: {
        tags: ['Visits'],
        summary: 'Report how long a page was viewed',
        body: z.object({
          visitId: visitIdSchema,
          durationSeconds: visitDurationRule.describe('Seconds on the page, 0 to 86400'),
        }),
        response: {
          200: z
            .object({ visitId: z.uuid(), durationSeconds: z.number().int() })
            .describe('The stored duration'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { visitId, durationSeconds } = request.body;
      if (!(await visits.setDuration(visitId, durationSeconds, context.now())))
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'visit.notFound',
          field: 'visitId',
        });
      return { visitId, durationSeconds };
    },
  );

  app.get(
    '/VisitLog/:visitId',
    {
      schema: {
        tags: ['Visits'],
        summary: 'A recorded page view (for operators)',
        params: z.object({ visitId: visitIdSchema }),
        response: { 200: visitSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const visit = await visits.byId(request.params.visitId);
      if (!visit)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'visit.notFound',
        });
      return {
        visitId: visit.id,
        path: visit.path,
        query: visit.query,
        referrer: visit.referrer,
        locale: visit.locale,
        userAgent: visit.userAgent,
        userId: visit.userId,
        visitedAt: visit.visitedAt.toISOString(),
        durationSeconds: visit.durationSeconds,
      };
    },
  );
};
