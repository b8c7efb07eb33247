import { administersCompany } from '@rasad/contracts/entitlements.ts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import type { AccountsInternalClient } from '../../shared/companies/accounts-internal-client.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { daysRemaining } from '../learning/course-access.ts';
import {
  companyAccountById,
  companyAccountOf,
  courseAccess,
  companyUserByUserId,
  creditsOfUser,
  enrolWithCredit,
  requestCredit,
  seatsTaken,
} from './company-admin-repository.ts';
import { idRule } from './company-request-rules.ts';
import { creditSchema, creditView } from './credit-views.ts';
import { mentorOf, mentorOfSubUser, subUsersOf } from './mentor-repository.ts';

/** The learner's side of company administration and mentoring: their roles, asking for a course, and enrolling with a credit. */
export async function companyLearnerPlugin(
  instance: FastifyInstance,
  { context, accounts }: DomainPluginOptions & { accounts: AccountsInternalClient },
) {
  await signedInScope(instance, (app) => {
    app.get(
      '/MyRoles',
      {
        schema: {
          tags: ['Company'],
          summary: 'What the caller is: company administrator (with seats), company user, mentor',
          response: {
            200: z.object({
              administrator: z.object({ seats: z.int(), taken: z.int() }).nullable(),
              companyUser: z.object({ isActive: z.boolean(), creditActive: z.boolean() }).nullable(),
              mentor: z.object({ maxSubUsers: z.int(), subUsers: z.int() }).nullable(),
            }),
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const [standing, account, member, mentor] = await Promise.all([
          accounts.standing(request, viewer.userId),
          companyAccountOf(context.db, viewer.userId),
          companyUserByUserId(context.db, viewer.userId),
          mentorOf(context.db, viewer.userId),
        ]);
        const administered = administersCompany(standing.current?.packageType) ? standing.current : null;
        return {
          administrator: administered
            ? { seats: administered.seats, taken: account ? await seatsTaken(context.db, account.id) : 0 }
            : null,
          companyUser: member ? { isActive: member.isActive, creditActive: member.creditActive } : null,
          mentor: mentor
            ? {
                maxSubUsers: mentor.maxSubUsers,
                subUsers: (await subUsersOf(context.db, viewer.userId)).length,
              }
            : null,
        };
      },
    );

    app.get(
      '/MyCredits',
      {
        schema: {
          tags: ['Company'],
          summary: 'The caller’s course credits from their company or mentor, newest first',
          response: { 200: z.array(creditSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const english = requestLocale(request) === 'en-US';
        return (await creditsOfUser(context.db, viewer.userId)).map((row) => creditView(row, english));
      },
    );

    app.post(
      '/RequestCredit',
      {
        schema: {
          tags: ['Company'],
          summary: 'A company user asks their administrator for a course',
          querystring: z.object({ courseId: idRule }),
          response: {
            201: creditSchema,
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
        const member = await companyUserByUserId(context.db, viewer.userId);
        if (!member || !member.isActive || !member.creditActive) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'NOT_COMPANY_USER',
            messageKey: 'companyAdmin.credit.notCompanyUser',
          });
        }
        const course = await courseAccess(context.db, request.query.courseId);
        if (!course)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'COURSE_NOT_FOUND',
            messageKey: 'course.notFound',
            field: 'courseId',
          });
        const account = await companyAccountById(context.db, member.companyAccountId);
        const created = await requestCredit(context.db, {
          companyAccountId: member.companyAccountId,
          administratorUserId: account!.administratorUserId,
          userId: viewer.userId,
          courseId: course.id,
          days: Math.min(Math.max(course.accessDays, 1), 3650),
          now: context.now(),
        });
        if (!created)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_REQUESTED',
            messageKey: 'companyAdmin.credit.requestExists',
            field: 'courseId',
          });
        const [row] = (await creditsOfUser(context.db, viewer.userId)).filter(
          (entry) => entry.credit.id === created.id,
        );
        return reply.status(201).send(creditView(row!, requestLocale(request) === 'en-US'));
      },
    );

    app.post(
      '/EnrolWithCredit',
      {
        schema: {
          tags: ['Company'],
          summary: 'Enrol in a course with the credit the caller’s company or mentor gave (uses it up)',
          body: z.object({ courseId: idRule }),
          response: {
            200: z.object({ courseId: z.int(), expiresAt: z.iso.datetime(), daysRemaining: z.int() }),
            400: errorBodySchema,
            401: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const now = context.now();
        const [member, mentorship] = await Promise.all([
          companyUserByUserId(context.db, viewer.userId),
          mentorOfSubUser(context.db, viewer.userId),
        ]);
        const enrolled = await enrolWithCredit(context.db, {
          userId: viewer.userId,
          courseId: request.body.courseId,
          learnerName: member?.fullName ?? mentorship?.fullName ?? '',
          now,
          // A company's credit only while the user is still its active member with credits on; a mentor's while they still mentor them.
          mayUse: async (credit) =>
            credit.source === 'COMPANY'
              ? member !== null &&
                member.isActive &&
                member.creditActive &&
                member.companyAccountId === credit.companyAccountId
              : mentorship !== null && mentorship.mentorUserId === credit.grantorUserId,
        });
        if (!enrolled)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'NO_CREDIT',
            messageKey: 'companyAdmin.credit.none',
            field: 'courseId',
          });
        return {
          courseId: enrolled.courseId,
          expiresAt: enrolled.expiresAt.toISOString(),
          daysRemaining: daysRemaining(enrolled.expiresAt, now),
        };
      },
    );
  });
}
