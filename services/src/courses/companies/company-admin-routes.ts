import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  signedInScope,
  viewerOf,
  type DomainPluginOptions,
  type ZodScope,
} from '../../shared/auth/signed-in-scope.ts';
import type { Viewer } from '@rasad/auth/viewer.ts';
import { administersCompany } from '@rasad/contracts/entitlements.ts';
import type { AccountsInternalClient } from '../../shared/companies/accounts-internal-client.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { fullNameRule } from '@rasad/contracts/rules/contact-field-rules.ts';
import { companyPersonRules } from '@rasad/contracts/rules/company-person-rules.ts';
import {
  addCompanyUser,
  addSegment,
  certificateForResult,
  changeCredit,
  companyExamResult,
  companyUserOfAccount,
  courseExists,
  creditsOfUser,
  creditsOfUsers,
  grantCredit,
  listCompanyUsers,
  openCompanyAccount,
  progressReport,
  seatsTaken,
  segmentsOf,
  setCreditActivation,
  setFullName,
  setUserActivation,
  setUserSegmentValue,
  userSegmentValues,
  type SegmentFilter,
} from './company-admin-repository.ts';
import { booleanRule, daysRule, idRule } from './company-request-rules.ts';
import { creditSchema, creditView } from './credit-views.ts';
import { progressReportCsv } from './progress-report-csv.ts';
import { companyOwner } from './member-learning-visibility.ts';
import { guardRoutes } from './role-guard.ts';
import { pageLimitRule, pageOffsetRule } from '../../shared/http/page-query.ts';

/** segmentId1/segmentValueId1/segmentId2/segmentValueId2: up to two filters, each given whole. */
const segmentFilterQuery = z
  .object({
    segmentId1: idRule.optional(),
    segmentValueId1: idRule.optional(),
    segmentId2: idRule.optional(),
    segmentValueId2: idRule.optional(),
  })
  .superRefine((query, context) => {
    for (const [segment, value] of [
      [query.segmentId1, query.segmentValueId1],
      [query.segmentId2, query.segmentValueId2],
    ]) {
      if ((segment === undefined) !== (value === undefined))
        context.addIssue({ code: 'custom', message: 'companyAdmin.segment.filter' });
    }
  });

function segmentFilters(query: z.infer<typeof segmentFilterQuery>): SegmentFilter[] {
  const filters: SegmentFilter[] = [];
  if (query.segmentId1 !== undefined && query.segmentValueId1 !== undefined)
    filters.push({ segmentId: query.segmentId1, segmentValueId: query.segmentValueId1 });
  if (query.segmentId2 !== undefined && query.segmentValueId2 !== undefined)
    filters.push({ segmentId: query.segmentId2, segmentValueId: query.segmentValueId2 });
  return filters;
}

const segmentValueSchema = z.object({
  segmentId: z.int(),
  segmentName: z.string(),
  segmentValueId: z.int(),
  valueName: z.string(),
});

const companyUserSchema = z
  .object({
    id: z.int().describe('Company user id (not the account id)'),
    userId: z.uuid(),
    userName: z.string(),
    fullName: z.string(),
    isActive: z.boolean(),
    creditActive: z.boolean(),
    createdAt: z.iso.datetime(),
    segments: z.array(segmentValueSchema),
  })
  .describe('A user of the company');

const seatsSchema = z.object({
  seats: z.int().describe('Seats the ENTERPRISE subscription bought'),
  taken: z.int().describe('Active users'),
});

type CompanyUserRow = Awaited<ReturnType<typeof listCompanyUsers>>['users'][number];
const userView = (user: CompanyUserRow) => ({ ...user, createdAt: user.createdAt.toISOString() });

/**
 * Company administration for enterprise customers (spec §7 "Company" and "Admin … company admin"): users,
 * activation, segments, course credits, certificates and a progress report. The caller must hold a running
 * ENTERPRISE subscription of their own (a user lent the company's package is not an administrator), and sees
 * only their own company: every id is looked up within it. Every route serves under `/api/Company` and its
 * Appsmith alias under `/api/Appsmith`, so the plugin is registered at the root with whole paths.
 */
export async function companyAdminPlugin(
  instance: FastifyInstance,
  { context, accounts }: DomainPluginOptions & { accounts: AccountsInternalClient },
) {
  await signedInScope(instance, (scope) => {
    const administratorOf = guardRoutes(
      scope,
      async (request) => {
        const viewer = viewerOf(request);
        const standing = await accounts.standing(request, viewer.userId);
        const current = standing.current;
        if (!current || !administersCompany(current.packageType)) return null;
        const account = await openCompanyAccount(context.db, viewer.userId, context.now());
        return { viewer, account, seats: current.seats };
      },
      { status: 403, code: 'NOT_ADMINISTRATOR', messageKey: 'companyAdmin.notAdministrator' },
    );
    registerAdministrationRoutes(scope, context, accounts, administratorOf);
  });
}

type CompanyAdministrator = {
  viewer: Viewer;
  account: Awaited<ReturnType<typeof openCompanyAccount>>;
  seats: number;
};

/** The routes behind the administrator check; `administratorOf` gives the checked caller and their company. */
function registerAdministrationRoutes(
  app: ZodScope,
  context: ServiceContext,
  accounts: AccountsInternalClient,
  administratorOf: (request: FastifyRequest) => CompanyAdministrator,
) {
  const userNotFound = {
    status: 404,
    code: 'USER_NOT_FOUND',
    messageKey: 'companyAdmin.userNotFound',
    field: 'id',
  } as const;
  const courseNotFound = {
    status: 404,
    code: 'COURSE_NOT_FOUND',
    messageKey: 'course.notFound',
    field: 'courseId',
  } as const;
  const noSeat = { status: 409, code: 'NO_SEAT', messageKey: 'companyAdmin.noSeat' } as const;
  /** The user's course credits from the administrator's company, newest first, in the caller's language. */
  const creditViewsOf = async (request: FastifyRequest, admin: CompanyAdministrator, userId: string) => {
    const english = requestLocale(request) === 'en-US';
    const rows = await creditsOfUser(context.db, userId, companyOwner(admin.account.id));
    return rows.map((row) => creditView(row, english));
  };

  app.get(
    '/api/Company/CompanyUsers',
    {
      schema: {
        tags: ['Company'],
        summary:
          'The company’s users, filtered by up to two segment values, by activity and by a course request waiting for an answer',
        querystring: segmentFilterQuery.and(
          z.object({
            isActive: booleanRule.optional(),
            hasCreditRequest: booleanRule.optional(),
            offset: pageOffsetRule.optional(),
            limit: pageLimitRule.optional().describe('How many at most (all without it)'),
          }),
        ),
        response: {
          200: z.object({
            seats: seatsSchema,
            users: z.array(companyUserSchema.extend({ credits: z.array(creditSchema) })),
            total: z.int().describe('How many users match, across all pages'),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      const { offset, limit } = request.query;
      const { users, total } = await listCompanyUsers(
        context.db,
        admin.account.id,
        segmentFilters(request.query),
        { isActive: request.query.isActive, hasCreditRequest: request.query.hasCreditRequest },
        limit === undefined ? undefined : { offset: offset ?? 0, limit },
      );
      // Each user's credits come with the list, so a screen listing users makes one call, not one per user.
      const [taken, credits] = await Promise.all([
        seatsTaken(context.db, admin.account.id),
        creditsOfUsers(
          context.db,
          users.map((user) => user.userId),
          companyOwner(admin.account.id),
        ),
      ]);
      const english = requestLocale(request) === 'en-US';
      return {
        seats: { seats: admin.seats, taken },
        users: users.map((user) => ({
          ...userView(user),
          credits: (credits.get(user.userId) ?? []).map((row) => creditView(row, english)),
        })),
        total,
      };
    },
  );

  const oneUserSchema = {
    tags: ['Company'],
    summary: 'One user of the company with their course credits',
    querystring: z.object({ id: idRule }),
    response: {
      200: companyUserSchema.extend({ credits: z.array(creditSchema) }),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    },
  };
  for (const path of ['/api/Company/CompanyUser', '/api/Appsmith/ACompanyUser']) {
    app.get(path, { schema: oneUserSchema }, async (request, reply) => {
      const admin = administratorOf(request);
      const user = await companyUserOfAccount(context.db, admin.account.id, request.query.id);
      if (!user) return sendBusinessError(request, reply, userNotFound);
      const [segments, credits] = await Promise.all([
        userSegmentValues(context.db, [user.id]),
        creditViewsOf(request, admin, user.userId),
      ]);
      return { ...userView({ ...user, segments: segments.get(user.id) ?? [] }), credits };
    });
  }

  app.post(
    '/api/Appsmith/AAddCompanyUser',
    {
      schema: {
        tags: ['Company'],
        summary:
          'Add a user by mobile (their account is made when there is none; they sign in by code); takes a seat',
        body: companyPersonRules,
        response: {
          200: companyUserSchema,
          201: companyUserSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const { mobile, fullName } = request.body;
      // Refused before an account is made, when no seat is free.
      if ((await seatsTaken(context.db, admin.account.id)) >= admin.seats)
        return sendBusinessError(request, reply, noSeat);
      const account = await accounts.ensureUser(request, mobile, fullName);
      if (account.userId === admin.viewer.userId)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'IN_ANOTHER_COMPANY',
          messageKey: 'companyAdmin.inAnotherCompany',
        });
      const added = await addCompanyUser(context.db, {
        accountId: admin.account.id,
        seats: admin.seats,
        userId: account.userId,
        userName: account.userName,
        fullName,
        now: context.now(),
      });
      if (added.outcome === 'NO_SEAT') return sendBusinessError(request, reply, noSeat);
      if (added.outcome === 'IN_ANOTHER_COMPANY')
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'IN_ANOTHER_COMPANY',
          messageKey: 'companyAdmin.inAnotherCompany',
          field: 'mobile',
        });
      await accounts.lendPackage(request, account.userId, 'ENTERPRISE');
      const user = await companyUserOfAccount(context.db, admin.account.id, added.companyUserId);
      return reply.status(added.outcome === 'ADDED' ? 201 : 200).send(userView({ ...user!, segments: [] }));
    },
  );

  const fullNameBody = z.object({ id: idRule, fullName: fullNameRule });
  for (const path of ['/api/Appsmith/ASetUserInfo', '/api/Company/SetUserFullname']) {
    app.post(
      path,
      {
        schema: {
          tags: ['Company'],
          summary: 'Change a company user’s name as the company shows it',
          body: fullNameBody,
          response: {
            200: z.object({ id: z.int(), fullName: z.string() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const admin = administratorOf(request);
        if (!(await setFullName(context.db, admin.account.id, request.body.id, request.body.fullName)))
          return sendBusinessError(request, reply, userNotFound);
        return { id: request.body.id, fullName: request.body.fullName };
      },
    );
  }

  const activationResponse = {
    200: z.object({ id: z.int(), isActive: z.boolean(), creditActive: z.boolean() }),
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };
  const applyActivation = async (
    request: FastifyRequest,
    reply: FastifyReply,
    change: { id: number; isActive: boolean; creditActive?: boolean },
  ) => {
    const admin = administratorOf(request);
    const result = await setUserActivation(context.db, {
      accountId: admin.account.id,
      seats: admin.seats,
      companyUserId: change.id,
      isActive: change.isActive,
      creditActive: change.creditActive,
    });
    if (result === 'NOT_FOUND') return sendBusinessError(request, reply, userNotFound);
    if (result === 'NO_SEAT') return sendBusinessError(request, reply, noSeat);
    // An inactive user keeps their own account but no longer holds the company's package.
    await accounts.lendPackage(request, result.userId, change.isActive ? 'ENTERPRISE' : null);
    const user = await companyUserOfAccount(context.db, admin.account.id, change.id);
    return { id: change.id, isActive: user!.isActive, creditActive: user!.creditActive };
  };

  app.post(
    '/api/Company/SetActivation',
    {
      schema: {
        tags: ['Company'],
        summary: 'Turn a user on (takes a seat) or off (frees it)',
        querystring: z.object({ id: idRule, active: booleanRule }),
        response: activationResponse,
      },
    },
    async (request, reply) =>
      applyActivation(request, reply, { id: request.query.id, isActive: request.query.active }),
  );

  app.post(
    '/api/Appsmith/AChangeCreditAndActive',
    {
      schema: {
        tags: ['Company'],
        summary: 'Turn a user and their use of course credits on or off at once',
        body: z.object({ id: idRule, isActive: z.boolean(), creditActive: z.boolean() }),
        response: activationResponse,
      },
    },
    async (request, reply) => applyActivation(request, reply, request.body),
  );

  app.post(
    '/api/Company/SetCreditActivation',
    {
      schema: {
        tags: ['Company'],
        summary: 'Allow or stop a user’s use of course credits',
        querystring: z.object({ id: idRule, active: booleanRule }),
        response: {
          200: z.object({ id: z.int(), creditActive: z.boolean() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      if (!(await setCreditActivation(context.db, admin.account.id, request.query.id, request.query.active)))
        return sendBusinessError(request, reply, userNotFound);
      return { id: request.query.id, creditActive: request.query.active };
    },
  );

  const segmentsSchema = {
    tags: ['Company'],
    summary: 'The company’s segments (such as department or branch) and their values',
    response: {
      200: z.array(
        z.object({
          id: z.int(),
          name: z.string(),
          values: z.array(z.object({ id: z.int(), name: z.string() })),
        }),
      ),
      401: errorBodySchema,
      403: errorBodySchema,
    },
  };
  for (const path of ['/api/Company/CompanySegments', '/api/Appsmith/ACompanySegments']) {
    app.get(path, { schema: segmentsSchema }, async (request) => {
      const admin = administratorOf(request);
      return segmentsOf(context.db, admin.account.id);
    });
  }

  const segmentNameRule = z
    .string({ error: 'companyAdmin.segment.name.required' })
    .trim()
    .min(1, 'companyAdmin.segment.name.required')
    .max(60, 'companyAdmin.segment.name.required');
  app.post(
    '/api/Company/AddSegment',
    {
      schema: {
        tags: ['Company'],
        summary: 'Add a segment with values, or values to a segment of that name',
        body: z.object({ name: segmentNameRule, values: z.array(segmentNameRule).max(100).default([]) }),
        response: {
          200: segmentsSchema.response[200],
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      await addSegment(context.db, admin.account.id, request.body.name, [...new Set(request.body.values)]);
      return segmentsOf(context.db, admin.account.id);
    },
  );

  app.post(
    '/api/Company/SetUserSegmentValue',
    {
      schema: {
        tags: ['Company'],
        summary: 'Put a user in a segment value (replacing their value in that segment)',
        querystring: z.object({ id: idRule, segmentId: idRule, segmentValueId: idRule }),
        response: {
          200: z.object({ id: z.int(), segments: z.array(segmentValueSchema) }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const { id, segmentId, segmentValueId } = request.query;
      const done = await setUserSegmentValue(context.db, {
        accountId: admin.account.id,
        companyUserId: id,
        segmentId,
        segmentValueId,
      });
      if (!done)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'SEGMENT_NOT_FOUND',
          messageKey: 'companyAdmin.segment.invalid',
        });
      const segments = await userSegmentValues(context.db, [id]);
      return { id, segments: segments.get(id) ?? [] };
    },
  );

  const creditsSchema = {
    tags: ['Company'],
    summary: 'A company user’s course credits, newest first',
    querystring: z.object({ id: idRule.describe('Company user id') }),
    response: {
      200: z.array(creditSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    },
  };
  for (const path of ['/api/Company/CompanyAdminCredits', '/api/Appsmith/ACompanyAdminCredits']) {
    app.get(path, { schema: creditsSchema }, async (request, reply) => {
      const admin = administratorOf(request);
      const user = await companyUserOfAccount(context.db, admin.account.id, request.query.id);
      if (!user) return sendBusinessError(request, reply, userNotFound);
      return creditViewsOf(request, admin, user.userId);
    });
  }

  const addCreditBody = z
    .object({ userId: idRule.describe('Company user id'), courseId: idRule, days: daysRule })
    .describe('addCompanyAdminCreditDto');
  for (const path of ['/api/Company/AddCompanyAdminCredit', '/api/Appsmith/AAddCompanyAdminCredit']) {
    app.post(
      path,
      {
        schema: {
          tags: ['Company'],
          summary: 'Give a company user a course credit (granting their request for it when there is one)',
          body: addCreditBody,
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
        const admin = administratorOf(request);
        const user = await companyUserOfAccount(context.db, admin.account.id, request.body.userId);
        if (!user) return sendBusinessError(request, reply, { ...userNotFound, field: 'userId' });
        if (!(await courseExists(context.db, request.body.courseId)))
          return sendBusinessError(request, reply, courseNotFound);
        const credit = await grantCredit(context.db, {
          source: 'COMPANY',
          companyAccountId: admin.account.id,
          grantorUserId: admin.viewer.userId,
          userId: user.userId,
          courseId: request.body.courseId,
          days: request.body.days,
          now: context.now(),
        });
        return (await creditViewsOf(request, admin, user.userId)).find((view) => view.id === credit.id)!;
      },
    );
  }

  app.post(
    '/api/Company/ChangeCredit',
    {
      schema: {
        tags: ['Company'],
        summary: 'Change the days of an open credit the caller gave, or stop / restart it',
        querystring: z
          .object({
            id: idRule.describe('Credit id'),
            days: daysRule.optional(),
            credit: booleanRule.optional().describe('Whether the credit may be used'),
          })
          .refine((query) => query.days !== undefined || query.credit !== undefined, {
            message: 'companyAdmin.credit.nothingToChange',
          }),
        response: {
          200: z.object({ id: z.int(), days: z.int(), isActive: z.boolean() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const changed = await changeCredit(context.db, {
        creditId: request.query.id,
        grantorUserId: admin.viewer.userId,
        days: request.query.days,
        isActive: request.query.credit,
      });
      if (!changed)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'CREDIT_NOT_FOUND',
          messageKey: 'companyAdmin.credit.notFound',
          field: 'id',
        });
      return { id: changed.id, days: changed.days, isActive: changed.isActive };
    },
  );

  const reportQuery = segmentFilterQuery.and(z.object({ courseId: idRule }));
  const reportRowSchema = z.object({
    companyUserId: z.int(),
    fullName: z.string(),
    userName: z.string(),
    isActive: z
      .boolean()
      .describe(
        'Switched on by the administrator; a switched-off user keeps their progress but takes no seat',
      ),
    segments: z.array(segmentValueSchema),
    enrolled: z.boolean(),
    lessonsWatched: z.int(),
    percent: z.int().describe('Lessons watched to the end, of all the course’s lessons'),
    lastActivityAt: z.iso.datetime().nullable(),
    certificateCode: z.string().nullable(),
    passedExamResultId: z
      .int()
      .nullable()
      .describe('The user’s latest passed exam result in the course, for ACreateCertificate'),
  });
  /** The report of the caller's company for the queried course and segments; null when there is no such course. */
  const reportOf = async (request: FastifyRequest, query: z.infer<typeof reportQuery>) =>
    (await courseExists(context.db, query.courseId))
      ? progressReport(context.db, administratorOf(request).account.id, query.courseId, segmentFilters(query))
      : null;
  app.get(
    '/api/Appsmith/ACompanyUsers',
    {
      schema: {
        tags: ['Company'],
        summary: 'Progress report: each company user’s progress in a course, filtered by segment values',
        querystring: reportQuery,
        response: {
          200: z.object({ courseId: z.int(), lessonCount: z.int(), rows: z.array(reportRowSchema) }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const report = await reportOf(request, request.query);
      if (!report) return sendBusinessError(request, reply, courseNotFound);
      return {
        courseId: request.query.courseId,
        lessonCount: report.lessonCount,
        rows: report.rows.map((row) => ({
          ...row,
          lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/api/Company/ProgressReportCsv',
    {
      schema: {
        tags: ['Company'],
        summary:
          'The progress report as CSV text (UTF-8 with BOM, formula-safe cells) and a file name to save it under',
        querystring: reportQuery,
        response: {
          200: z.object({ fileName: z.string(), csv: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const report = await reportOf(request, request.query);
      if (!report) return sendBusinessError(request, reply, courseNotFound);
      return {
        fileName: `progress-course-${request.query.courseId}.csv`,
        csv: progressReportCsv(report, requestLocale(request)),
      };
    },
  );

  app.get(
    '/api/Appsmith/ACreateCertificate',
    {
      schema: {
        tags: ['Company'],
        summary: 'Issue (or find) the certificate for a company user’s passed exam',
        querystring: z.object({ examResultId: idRule }),
        response: {
          200: z.object({ code: z.string(), created: z.boolean() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = administratorOf(request);
      const found = await companyExamResult(context.db, admin.account.id, request.query.examResultId);
      if (!found)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'RESULT_NOT_FOUND',
          messageKey: 'companyAdmin.exam.notFound',
          field: 'examResultId',
        });
      if (found.result.passed !== true || found.result.scorePercent === null) {
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'NOT_PASSED',
          messageKey: 'companyAdmin.exam.notPassed',
        });
      }
      return certificateForResult(context.db, {
        owner: companyOwner(admin.account.id),
        userId: found.result.userId,
        courseId: found.courseId,
        examResultId: found.result.id,
        learnerName: found.fullName,
        scorePercent: found.result.scorePercent,
        now: context.now(),
      });
    },
  );
}
