import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  signedInScope,
  viewerOf,
  type DomainPluginOptions,
  type ZodScope,
} from '../../shared/auth/signed-in-scope.ts';
import type { AccountsInternalClient } from '../../shared/companies/accounts-internal-client.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { companyPersonRules } from '@rasad/contracts/rules/company-person-rules.ts';
import { courseExists, creditsGivenBy, grantCredit } from './company-admin-repository.ts';
import { daysRule, idRule } from './company-request-rules.ts';
import { creditSchema, creditView } from './credit-views.ts';
import { addSubUser, mentorOf, mentorshipLogs, subUserOf, subUsersOf } from './mentor-repository.ts';
import { mentorOwner } from './member-learning-visibility.ts';
import { guardRoutes } from './role-guard.ts';

const subUserSchema = z
  .object({ userId: z.uuid(), userName: z.string(), fullName: z.string(), createdAt: z.iso.datetime() })
  .describe('A mentor’s sub-user');

/**
 * Mentors (spec §7 "Mentor", `/Account/AddSubUser`): a mentor adds sub-users, gives them course credits and
 * reads their learning log. Only users the operators made mentors may call these, and only about their own
 * sub-users. Its routes live under `/Account` and `/Mentor`, so the plugin is registered at the root with
 * whole paths.
 */
export async function mentorsPlugin(
  instance: FastifyInstance,
  { context, accounts }: DomainPluginOptions & { accounts: AccountsInternalClient },
) {
  await signedInScope(instance, (scope) => {
    const mentorOfCaller = guardRoutes(
      scope,
      async (request) => mentorOf(context.db, viewerOf(request).userId),
      { status: 403, code: 'NOT_MENTOR', messageKey: 'mentor.notMentor' },
    );
    registerMentorshipRoutes(scope, context, accounts, mentorOfCaller);
  });
}

/** The routes behind the mentor check; `mentorOfCaller` gives the checked caller's mentor record. */
function registerMentorshipRoutes(
  app: ZodScope,
  context: ServiceContext,
  accounts: AccountsInternalClient,
  mentorOfCaller: (request: FastifyRequest) => NonNullable<Awaited<ReturnType<typeof mentorOf>>>,
) {
  app.post(
    '/Account/AddSubUser',
    {
      schema: {
        tags: ['Mentor'],
        summary: 'Add a sub-user by mobile (their account is made when there is none; they sign in by code)',
        body: companyPersonRules.describe('addSubUserForm'),
        response: {
          200: subUserSchema,
          201: subUserSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const mentor = mentorOfCaller(request);
      const account = await accounts.ensureUser(request, request.body.mobile, request.body.fullName);
      if (account.userId === mentor.userId)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'SELF',
          messageKey: 'mentor.self',
          field: 'mobile',
        });
      const outcome = await addSubUser(context.db, {
        mentorUserId: mentor.userId,
        maxSubUsers: mentor.maxSubUsers,
        subUserId: account.userId,
        userName: account.userName,
        fullName: request.body.fullName,
        now: context.now(),
      });
      if (outcome === 'FULL')
        return sendBusinessError(request, reply, { status: 409, code: 'FULL', messageKey: 'mentor.full' });
      if (outcome === 'OTHER_MENTOR')
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'OTHER_MENTOR',
          messageKey: 'mentor.hasOtherMentor',
          field: 'mobile',
        });
      const subUser = await subUserOf(context.db, mentor.userId, account.userId);
      return reply.status(outcome === 'ADDED' ? 201 : 200).send({
        userId: subUser!.subUserId,
        userName: subUser!.userName,
        fullName: subUser!.fullName,
        createdAt: subUser!.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/Mentor/GetSubUsersCredit',
    {
      schema: {
        tags: ['Mentor'],
        summary: 'The mentor’s sub-users, each with the course credits the mentor gave them',
        response: {
          200: z.object({
            maxSubUsers: z.int(),
            subUsers: z.array(subUserSchema.extend({ credits: z.array(creditSchema) })),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const mentor = mentorOfCaller(request);
      const subUsers = await subUsersOf(context.db, mentor.userId);
      const credits = await creditsGivenBy(
        context.db,
        mentorOwner(mentor.userId),
        subUsers.map((subUser) => subUser.subUserId),
      );
      const english = requestLocale(request) === 'en-US';
      return {
        maxSubUsers: mentor.maxSubUsers,
        subUsers: subUsers.map((subUser) => ({
          userId: subUser.subUserId,
          userName: subUser.userName,
          fullName: subUser.fullName,
          createdAt: subUser.createdAt.toISOString(),
          credits: credits
            .filter((row) => row.credit.userId === subUser.subUserId)
            .map((row) => creditView(row, english)),
        })),
      };
    },
  );

  app.post(
    '/Mentor/AddSubUsersCredit',
    {
      schema: {
        tags: ['Mentor'],
        summary: 'Give a sub-user a course credit',
        body: z.object({ subUserId: z.uuid({ error: 'id.invalid' }), courseId: idRule, days: daysRule }),
        response: {
          200: creditSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const mentor = mentorOfCaller(request);
      const { subUserId, courseId, days } = request.body;
      if (!(await subUserOf(context.db, mentor.userId, subUserId))) {
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'SUB_USER_NOT_FOUND',
          messageKey: 'mentor.subUserNotFound',
          field: 'subUserId',
        });
      }
      if (!(await courseExists(context.db, courseId)))
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COURSE_NOT_FOUND',
          messageKey: 'course.notFound',
          field: 'courseId',
        });
      const credit = await grantCredit(context.db, {
        source: 'MENTOR',
        companyAccountId: null,
        grantorUserId: mentor.userId,
        userId: subUserId,
        courseId,
        days,
        now: context.now(),
      });
      const [row] = (await creditsGivenBy(context.db, mentorOwner(mentor.userId), [subUserId])).filter(
        (entry) => entry.credit.id === credit.id,
      );
      return creditView(row!, requestLocale(request) === 'en-US');
    },
  );

  app.post(
    '/Mentor/GetMentorshipUserLogs',
    {
      schema: {
        tags: ['Mentor'],
        summary: 'What the mentor’s sub-users watched, newest first (one sub-user, or all)',
        body: z.object({
          subUserId: z.uuid({ error: 'id.invalid' }).optional(),
          limit: z.number().int().min(1).max(500).default(100),
        }),
        response: {
          200: z.array(
            z.object({
              id: z.int(),
              userId: z.uuid(),
              fullName: z.string(),
              courseId: z.int(),
              courseTitle: z.string(),
              lessonId: z.int(),
              lessonTitle: z.string(),
              watchedSeconds: z.int(),
              positionSeconds: z.int(),
              completed: z.boolean(),
              loggedAt: z.iso.datetime(),
            }),
          ),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const mentor = mentorOfCaller(request);
      const subUsers = await subUsersOf(context.db, mentor.userId);
      const { subUserId, limit } = request.body;
      if (subUserId !== undefined && !subUsers.some((subUser) => subUser.subUserId === subUserId)) {
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'SUB_USER_NOT_FOUND',
          messageKey: 'mentor.subUserNotFound',
          field: 'subUserId',
        });
      }
      const names = new Map(subUsers.map((subUser) => [subUser.subUserId, subUser.fullName]));
      const english = requestLocale(request) === 'en-US';
      const logs = await mentorshipLogs(
        context.db,
        mentor.userId,
        subUserId === undefined ? [...names.keys()] : [subUserId],
        limit,
      );
      return logs.map((log) => ({
        id: log.id,
        userId: log.userId,
        fullName: names.get(log.userId) ?? '',
        courseId: log.courseId,
        courseTitle: english ? log.courseTitleEn : log.courseTitleFa,
        lessonId: log.lessonId,
        lessonTitle: english ? log.lessonTitleEn : log.lessonTitleFa,
        watchedSeconds: log.watchedSeconds,
        positionSeconds: log.positionSeconds,
        completed: log.completed,
        loggedAt: log.loggedAt.toISOString(),
      }));
    },
  );
}
