import { z } from 'zod';
import type { Resolvers, UserError } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { connectionFromArray, edgeFromArray } from '../shared/relay/array-connection.ts';
import type { NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { connectionOfServicePage } from '../shared/relay/page-connection.ts';
import { databaseIdFromKey } from '@rasad/contracts/plain-global-id.ts';
import { databaseIdOf, fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { loadViewer } from '../accounts/load-viewer.ts';
import type { CompanyProgressReportModel } from './company-models.ts';
import { siteCompanyFileUrl } from './company-file-proxy.ts';
import { companyPersonRules } from '@rasad/contracts/rules/company-person-rules.ts';
import { prefactorAnswerRules } from '@rasad/contracts/rules/prefactor-request-rules.ts';
import { fullNameRule } from '@rasad/contracts/rules/contact-field-rules.ts';

/** The rename's one rule, shared with the service: checked here so a bad name costs no upstream call. */
const renameRules = z.object({ fullName: fullNameRule });

function invalidId(field: string, context: GatewayContext): UserError[] {
  return [{ field: [field], code: 'invalid', message: gatewayMessage('validation.invalid', context.locale) }];
}

/** A company the viewer manages, by its id; null when they do not manage it (visitors: see `@signedIn`). */
async function managedCompany(context: GatewayContext, companyId: number) {
  const managed = await context.upstream.business.get('/v2/Verification/MyCompanies');
  return managed.find((entry) => entry.companyId === companyId) ?? null;
}

export const companyNodeFetchers: NodeFetchers = {
  ManagedCompany: (key, context) => {
    const id = databaseIdFromKey(key);
    return id === null ? Promise.resolve(null) : managedCompany(context, id);
  },
};

/** One MyRoles call per request, however many role fields are asked for (identical GETs are shared). */
function myRoles(context: GatewayContext) {
  return context.upstream.courses.get('/api/Company/MyRoles');
}

async function courseOf(courseId: number, context: GatewayContext) {
  const result = await context.upstream.courses.tryGet('/api/Courses/{id}', { params: { id: courseId } });
  return result.ok ? result.body : null;
}

function segmentFilterQuery(
  filters: readonly { segmentId: string; segmentValueId: string }[] | null | undefined,
) {
  const pairs = (filters ?? []).slice(0, 2).map((filter) => ({
    segmentId: databaseIdOf(filter.segmentId, 'CompanySegment'),
    segmentValueId: databaseIdOf(filter.segmentValueId, 'CompanySegmentValue'),
  }));
  if (pairs.some((pair) => pair.segmentId === null || pair.segmentValueId === null))
    throw GatewayError.worded('BAD_REQUEST', 'error.idInvalid');
  const query: Record<string, number> = {};
  pairs.forEach((pair, index) => {
    query[`segmentId${index + 1}`] = pair.segmentId!;
    query[`segmentValueId${index + 1}`] = pair.segmentValueId!;
  });
  return { query, pairs: pairs as { segmentId: number; segmentValueId: number }[] };
}

/** The viewer's certificates with their company-page choices; null for anyone but an active company user. */
async function myPageCertificates(context: GatewayContext) {
  const result = await context.upstream.courses.tryGet('/api/Company/MyPageCertificates');
  if (result.ok) return result.body;
  if (result.status === 403) return null;
  throw GatewayError.fromUpstream('courses', result.status, result.error);
}

async function administration(context: GatewayContext) {
  const roles = await myRoles(context);
  return roles.administrator;
}

/** A change's payload: the changed user (with their credits, in one call) and the administration's seats. */
async function administrationChange(companyUserId: number, context: GatewayContext) {
  const [companyUser, seats] = await Promise.all([
    context.upstream.courses.get('/api/Company/CompanyUser', { query: { id: companyUserId } }),
    administration(context),
  ]);
  return { companyUser, administration: seats, userErrors: [] };
}

/**
 * The companies' own side: owner verification, the company's own page (with the verified badge on every
 * company), company administration for enterprise customers, mentors, and the learner's course credits.
 */
export const companyResolvers: Resolvers = {
  Company: {
    isVerified: async (company, _, context) => context.loaders.companyVerifiedById.load(company.id),
    ownPage: async (company, _, context) =>
      context.upstream.business.get('/v2/Companies/GetOwnPage', { query: { companyId: company.id } }),
    learnerCertificates: async (company, _, context) =>
      context.upstream.courses.get('/api/Company/PageCertificates', { query: { companyId: company.id } }),
  },
  CompanyPageCertificateChoice: {
    id: (choice) => toGlobalId('CompanyPageCertificateChoice', choice.code),
  },
  CompanyPageCertificates: {
    companies: async (mine, _, context) => {
      const found = await Promise.all(
        mine.pages.map((page) => context.loaders.companySummaryById.load(page.companyId)),
      );
      return found.filter((company) => company !== null);
    },
  },
  CompanyOwnPage: {
    about: (page) => page.profile.about,
    phones: (page) => page.profile.phones,
    website: (page) => page.profile.website,
    email: (page) => page.profile.email,
    address: (page) => page.profile.address,
    postalCode: (page) => page.profile.postalCode,
    logoUrl: (page) => (page.profile.logoFileId ? siteCompanyFileUrl(page.profile.logoFileId) : null),
    pictureUrls: (page) => page.profile.pictureFileIds.map(siteCompanyFileUrl),
    offerings: (page) => page.offerings,
    updatedAt: (page) => page.profile.updatedAt,
  },
  CompanyOffering: { id: (offering) => toGlobalId('CompanyOffering', offering.id) },
  ManagedCompany: {
    id: (managed) => toGlobalId('ManagedCompany', managed.companyId),
    company: async (managed, _, context) => {
      const company = await context.loaders.companySummaryById.load(managed.companyId);
      if (!company) throw GatewayError.worded('NOT_FOUND', 'error.companyNotFound');
      return company;
    },
    audit: async (managed, args, context) =>
      connectionOfServicePage('company-audit', args, (page) =>
        context.upstream.business.get('/v2/CompanyPanel/Audit', {
          query: { companyId: managed.companyId, ...page },
        }),
      ),
    prefactorRequests: async (managed, args, context) =>
      connectionOfServicePage('company-prefactors', args, (page) =>
        context.upstream.business.get('/v2/CompanyPanel/Prefactors', {
          query: { companyId: managed.companyId, ...page },
        }),
      ),
  },
  CompanyPageAuditEntry: {
    id: (entry) => toGlobalId('CompanyPageAuditEntry', entry.id),
    before: (entry) =>
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    after: (entry) =>
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
  },
  CompanyPrefactor: {
    id: (request) => toGlobalId('CompanyPrefactor', request.id),
    company: async (request, _, context) => {
      const company = await context.loaders.companySummaryById.load(request.companyId);
      if (!company) throw GatewayError.worded('NOT_FOUND', 'error.companyNotFound');
      return company;
    },
  },
  CompanyVerificationCandidate: {
    company: async (candidate, _, context) => {
      const company = await context.loaders.companySummaryById.load(candidate.companyId);
      if (!company) throw GatewayError.worded('NOT_FOUND', 'error.companyNotFound');
      return company;
    },
  },
  CompanyVerificationCode: { verificationId: (code) => String(code.verificationId) },
  CompanyRoles: {
    isCompanyAdministrator: (roles) => roles.administrator !== null,
    isCompanyUser: (roles) => roles.companyUser !== null,
    isMentor: (roles) => roles.mentor !== null,
  },
  CompanyAdministration: {
    seatsTaken: (admin) => admin.taken,
    // The service cuts the page: a company's list grows with its seats.
    users: (_, args, context) =>
      connectionOfServicePage('company-users', args, async (page) => {
        const { users, total } = await context.upstream.courses.get('/api/Company/CompanyUsers', {
          query: {
            ...segmentFilterQuery(args.segmentFilters).query,
            ...(args.isActive == null ? {} : { isActive: args.isActive }),
            ...(args.hasCreditRequest == null ? {} : { hasCreditRequest: args.hasCreditRequest }),
            ...page,
          },
        });
        return { items: users, totalCount: total };
      }),
    segments: async (_, __, context) => context.upstream.courses.get('/api/Company/CompanySegments'),
    progressReport: async (_, args, context) => {
      const courseId = databaseIdOf(args.courseId, 'Course');
      if (courseId === null) throw GatewayError.worded('BAD_REQUEST', 'error.idInvalid');
      const { query, pairs } = segmentFilterQuery(args.segmentFilters);
      const report = await context.upstream.courses.get('/api/Appsmith/ACompanyUsers', {
        query: { courseId, ...query },
      });
      return { ...report, filters: pairs };
    },
  },
  CompanyAdministrationPayload: {
    // Read only when asked for: Relay keeps the viewer (and so the administration a screen shows) as one record,
    // which a payload's own `administration` is not.
    viewer: async (payload, _, context) => (payload.userErrors.length === 0 ? loadViewer(context) : null),
  },
  CompanyUser: {
    id: (user) => toGlobalId('CompanyUser', user.id),
    segmentValues: (user) => user.segments,
    credits: async (user, _, context) =>
      user.credits ??
      context.upstream.courses.get('/api/Company/CompanyAdminCredits', { query: { id: user.id } }),
  },
  CompanyUserSegmentValue: {
    segmentId: (value) => toGlobalId('CompanySegment', value.segmentId),
    segmentValueId: (value) => toGlobalId('CompanySegmentValue', value.segmentValueId),
  },
  CompanySegment: { id: (segment) => toGlobalId('CompanySegment', segment.id) },
  CompanySegmentValue: { id: (value) => toGlobalId('CompanySegmentValue', value.id) },
  CompanyProgressReport: {
    course: async (report, _, context) => courseOf(report.courseId, context),
    csv: async (report: CompanyProgressReportModel, _, context) => {
      const filters: Record<string, number> = {};
      report.filters.forEach((filter, index) => {
        filters[`segmentId${index + 1}`] = filter.segmentId;
        filters[`segmentValueId${index + 1}`] = filter.segmentValueId;
      });
      return (
        await context.upstream.courses.get('/api/Company/ProgressReportCsv', {
          query: { courseId: report.courseId, ...filters },
        })
      ).csv;
    },
  },
  CompanyProgressRow: {
    segmentValues: (row) => row.segments,
    passedExamResultId: (row) =>
      row.passedExamResultId === null ? null : toGlobalId('ExamResult', row.passedExamResultId),
  },
  CourseCredit: {
    id: (credit) => toGlobalId('CourseCredit', credit.id),
    courseId: (credit) => toGlobalId('Course', credit.courseId),
    course: async (credit, _, context) => courseOf(credit.courseId, context),
  },
  Mentorship: {
    subUsers: async (_, args, context) =>
      connectionFromArray((await context.upstream.courses.get('/Mentor/GetSubUsersCredit')).subUsers, args),
    logs: async (_, args, context) => {
      const subUserId = args.subUserId ? fromGlobalId(args.subUserId) : null;
      if (args.subUserId && subUserId?.typeName !== 'MentorSubUser')
        throw GatewayError.worded('BAD_REQUEST', 'error.idInvalid');
      const result = await context.upstream.courses.post('/Mentor/GetMentorshipUserLogs', {
        body: {
          limit: Math.min(Math.max(args.first ?? 100, 1), 500),
          ...(subUserId ? { subUserId: subUserId.key } : {}),
        },
      });
      if (!result.ok) throw GatewayError.fromUpstream('courses', result.status, result.error);
      return result.body;
    },
  },
  MentorSubUser: { id: (subUser) => toGlobalId('MentorSubUser', subUser.userId) },
  MentorshipPayload: {
    mentorship: async (payload, _, context) =>
      payload.userErrors.length > 0 ? null : (await myRoles(context)).mentor,
  },
  Viewer: {
    managedCompanies: async (_, __, context) => context.upstream.business.get('/v2/Verification/MyCompanies'),
    companyRoles: async (_, __, context) => myRoles(context),
    companyAdministration: async (_, __, context) => administration(context),
    mentorship: async (_, __, context) => (await myRoles(context)).mentor,
    courseCredits: async (_, __, context) => context.upstream.courses.get('/api/Company/MyCredits'),
    companyPageCertificates: async (_, __, context) => myPageCertificates(context),
  },
  Mutation: {
    companyVerificationFind: async (_, { input }, context) => {
      const result = await context.upstream.business.tryGet('/v2/Verification/FindCompany', {
        query: { nationalId: input.nationalId },
      });
      if (!result.ok) return { candidate: null, userErrors: userErrorsFromUpstream(result.error) };
      return { candidate: result.body, userErrors: [] };
    },
    companyVerificationSendCode: async (_, { input }, context) => {
      const result = await context.upstream.business.post('/v2/Verification/SendCode', {
        body: {
          nationalId: input.nationalId,
          nationalCode: input.nationalCode,
          mobile: input.mobile,
          acceptedRules: input.acceptedRules as true,
        },
      });
      if (!result.ok) {
        const retryAfterSeconds = (result.error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        return {
          verification: null,
          retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : null,
          userErrors: userErrorsFromUpstream(result.error),
        };
      }
      return { verification: result.body, retryAfterSeconds: null, userErrors: [] };
    },
    companyVerificationVerifyCode: async (_, { input }, context) => {
      const verificationId = databaseIdFromKey(input.verificationId);
      if (verificationId === null)
        return { managedCompany: null, userErrors: invalidId('verificationId', context) };
      const result = await context.upstream.business.post('/v2/Verification/VerifyCode', {
        body: { verificationId, code: input.code },
      });
      if (!result.ok) return { managedCompany: null, userErrors: userErrorsFromUpstream(result.error) };
      return {
        managedCompany: { companyId: result.body.companyId, verifiedAt: result.body.verifiedAt },
        userErrors: [],
      };
    },
    companyOwnPageUpdate: async (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      if (companyId === null) return { company: null, userErrors: invalidId('companyId', context) };
      const result = await context.upstream.business.post('/v2/CompanyPanel/SetContact', {
        body: {
          companyId,
          about: input.about,
          phones: input.phones,
          website: input.website ?? null,
          email: input.email ?? '',
          address: input.address ?? null,
          postalCode: input.postalCode ?? null,
        },
      });
      if (!result.ok) return { company: null, userErrors: userErrorsFromUpstream(result.error) };
      return { company: await context.loaders.companySummaryById.load(companyId), userErrors: [] };
    },
    companyOwnPageImagesSet: async (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      if (companyId === null) return { company: null, userErrors: invalidId('companyId', context) };
      const result = await context.upstream.business.post('/v2/CompanyPanel/SetImages', {
        body: { companyId, logoFileId: input.logoFileId ?? null, pictureFileIds: input.pictureFileIds },
      });
      if (!result.ok) return { company: null, userErrors: userErrorsFromUpstream(result.error) };
      return { company: await context.loaders.companySummaryById.load(companyId), userErrors: [] };
    },
    companyOfferingAdd: async (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      if (companyId === null) return { company: null, userErrors: invalidId('companyId', context) };
      const result = await context.upstream.business.post('/v2/CompanyPanel/AddOffering', {
        body: { companyId, kind: input.kind, name: input.name, description: input.description ?? '' },
      });
      if (!result.ok) return { company: null, userErrors: userErrorsFromUpstream(result.error) };
      return { company: await context.loaders.companySummaryById.load(companyId), userErrors: [] };
    },
    companyOfferingRemove: async (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      const offeringId = databaseIdOf(input.offeringId, 'CompanyOffering');
      if (companyId === null || offeringId === null)
        return {
          company: null,
          userErrors: invalidId(companyId === null ? 'companyId' : 'offeringId', context),
        };
      const result = await context.upstream.business.post('/v2/CompanyPanel/RemoveOffering', {
        body: { companyId, offeringId },
      });
      if (!result.ok) return { company: null, userErrors: userErrorsFromUpstream(result.error) };
      return { company: await context.loaders.companySummaryById.load(companyId), userErrors: [] };
    },
    companyPrefactorAnswer: async (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      const requestId = databaseIdOf(input.prefactorId, 'CompanyPrefactor');
      if (companyId === null || requestId === null)
        return {
          managedCompany: null,
          userErrors: invalidId(companyId === null ? 'companyId' : 'prefactorId', context),
        };
      const parsed = prefactorAnswerRules.safeParse(input);
      if (!parsed.success)
        return {
          managedCompany: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.business.post('/v2/CompanyPanel/AnswerPrefactor', {
        body: { companyId, requestId, answer: parsed.data.answer },
      });
      if (!result.ok) return { managedCompany: null, userErrors: userErrorsFromUpstream(result.error) };
      return {
        managedCompany: await managedCompany(context, companyId),
        prefactor: result.body,
        userErrors: [],
      };
    },
    companyUserAdd: async (_, { input }, context) => {
      const parsed = companyPersonRules.safeParse(input);
      if (!parsed.success)
        return {
          companyUser: null,
          administration: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.courses.post('/api/Appsmith/AAddCompanyUser', {
        body: parsed.data,
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      return {
        companyUser: { ...result.body },
        administration: await administration(context),
        userErrors: [],
      };
    },
    companyUserActivationSet: async (_, { input }, context) => {
      const id = databaseIdOf(input.companyUserId, 'CompanyUser');
      if (id === null)
        return { companyUser: null, administration: null, userErrors: invalidId('companyUserId', context) };
      const result = await context.upstream.courses.post('/api/Appsmith/AChangeCreditAndActive', {
        body: { id, isActive: input.isActive, creditActive: input.creditActive },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      const user = await context.upstream.courses.get('/api/Company/CompanyUser', { query: { id } });
      return { companyUser: user, administration: await administration(context), userErrors: [] };
    },
    companySegmentAdd: async (_, { input }, context) => {
      const result = await context.upstream.courses.post('/api/Company/AddSegment', {
        body: { name: input.name, values: input.values },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      return { companyUser: null, administration: await administration(context), userErrors: [] };
    },
    companyUserSegmentSet: async (_, { input }, context) => {
      const id = databaseIdOf(input.companyUserId, 'CompanyUser');
      const segmentId = databaseIdOf(input.segmentId, 'CompanySegment');
      const segmentValueId = databaseIdOf(input.segmentValueId, 'CompanySegmentValue');
      if (id === null || segmentId === null || segmentValueId === null)
        return { companyUser: null, administration: null, userErrors: invalidId('segmentValueId', context) };
      const result = await context.upstream.courses.post('/api/Company/SetUserSegmentValue', {
        query: { id, segmentId, segmentValueId },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      const user = await context.upstream.courses.get('/api/Company/CompanyUser', { query: { id } });
      return { companyUser: user, administration: await administration(context), userErrors: [] };
    },
    companyCourseCreditGrant: async (_, { input }, context) => {
      const userId = databaseIdOf(input.companyUserId, 'CompanyUser');
      const courseId = databaseIdOf(input.courseId, 'Course');
      if (userId === null || courseId === null)
        return {
          companyUser: null,
          administration: null,
          userErrors: invalidId(userId === null ? 'companyUserId' : 'courseId', context),
        };
      const result = await context.upstream.courses.post('/api/Company/AddCompanyAdminCredit', {
        body: { userId, courseId, days: input.days },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      const user = await context.upstream.courses.get('/api/Company/CompanyUser', { query: { id: userId } });
      return { companyUser: user, administration: await administration(context), userErrors: [] };
    },
    companyUserRename: async (_, { input }, context) => {
      const id = databaseIdOf(input.companyUserId, 'CompanyUser');
      if (id === null)
        return { companyUser: null, administration: null, userErrors: invalidId('companyUserId', context) };
      const parsed = renameRules.safeParse(input);
      if (!parsed.success)
        return {
          companyUser: null,
          administration: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.courses.post('/api/Company/SetUserFullname', {
        body: { id, fullName: parsed.data.fullName },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      return administrationChange(id, context);
    },
    companyUserCreditActivationSet: async (_, { input }, context) => {
      const id = databaseIdOf(input.companyUserId, 'CompanyUser');
      if (id === null)
        return { companyUser: null, administration: null, userErrors: invalidId('companyUserId', context) };
      const result = await context.upstream.courses.post('/api/Company/SetCreditActivation', {
        query: { id, active: input.creditActive },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      return administrationChange(id, context);
    },
    companyCourseCreditChange: async (_, { input }, context) => {
      const userId = databaseIdOf(input.companyUserId, 'CompanyUser');
      const creditId = databaseIdOf(input.creditId, 'CourseCredit');
      if (userId === null || creditId === null)
        return {
          companyUser: null,
          administration: null,
          userErrors: invalidId(userId === null ? 'companyUserId' : 'creditId', context),
        };
      const result = await context.upstream.courses.post('/api/Company/ChangeCredit', {
        query: {
          id: creditId,
          ...(input.days == null ? {} : { days: input.days }),
          ...(input.isActive == null ? {} : { credit: input.isActive }),
        },
      });
      if (!result.ok)
        return { companyUser: null, administration: null, userErrors: userErrorsFromUpstream(result.error) };
      return administrationChange(userId, context);
    },
    companyCertificateCreate: async (_, { input }, context) => {
      const examResultId = databaseIdOf(input.examResultId, 'ExamResult');
      if (examResultId === null)
        return { certificateCode: null, created: null, userErrors: invalidId('examResultId', context) };
      const result = await context.upstream.courses.tryGet('/api/Appsmith/ACreateCertificate', {
        query: { examResultId },
      });
      if (!result.ok)
        return { certificateCode: null, created: null, userErrors: userErrorsFromUpstream(result.error) };
      return { certificateCode: result.body.code, created: result.body.created, userErrors: [] };
    },
    courseCreditRequest: async (_, { input }, context) => {
      const courseId = databaseIdOf(input.courseId, 'Course');
      if (courseId === null)
        return { credit: null, course: null, userErrors: invalidId('courseId', context) };
      const result = await context.upstream.courses.post('/api/Company/RequestCredit', {
        query: { courseId },
      });
      if (!result.ok) return { credit: null, course: null, userErrors: userErrorsFromUpstream(result.error) };
      return { credit: result.body, course: null, userErrors: [] };
    },
    courseCreditEnrol: async (_, { input }, context) => {
      const courseId = databaseIdOf(input.courseId, 'Course');
      if (courseId === null)
        return { credit: null, course: null, userErrors: invalidId('courseId', context) };
      const result = await context.upstream.courses.post('/api/Company/EnrolWithCredit', {
        body: { courseId },
      });
      if (!result.ok) return { credit: null, course: null, userErrors: userErrorsFromUpstream(result.error) };
      const credits = await context.upstream.courses.get('/api/Company/MyCredits');
      return {
        credit: credits.find((credit) => credit.courseId === courseId && credit.state === 'USED') ?? null,
        course: await courseOf(courseId, context),
        userErrors: [],
      };
    },
    companyPageCertificateSet: async (_, { input }, context) => {
      const result = await context.upstream.courses.post('/api/Company/SetPageCertificate', {
        body: { code: input.code, shown: input.shown },
      });
      if (!result.ok)
        return { companyPageCertificates: null, userErrors: userErrorsFromUpstream(result.error) };
      return { companyPageCertificates: await myPageCertificates(context), userErrors: [] };
    },
    mentorSubUserAdd: async (_, { input }, context) => {
      const parsed = companyPersonRules.safeParse(input);
      if (!parsed.success) return { userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.courses.post('/Account/AddSubUser', { body: parsed.data });
      if (!result.ok) return { userErrors: userErrorsFromUpstream(result.error) };
      const edge = edgeFromArray(
        (await context.upstream.courses.get('/Mentor/GetSubUsersCredit')).subUsers,
        (subUser) => subUser.userId === result.body.userId,
      );
      return {
        subUserEdge: result.status === 201 ? edge : null,
        subUser: edge?.node ?? null,
        userErrors: [],
      };
    },
    mentorCreditGrant: async (_, { input }, context) => {
      const subUser = fromGlobalId(input.subUserId);
      const courseId = databaseIdOf(input.courseId, 'Course');
      if (subUser?.typeName !== 'MentorSubUser' || courseId === null)
        return { userErrors: invalidId(courseId === null ? 'courseId' : 'subUserId', context) };
      const result = await context.upstream.courses.post('/Mentor/AddSubUsersCredit', {
        body: { subUserId: subUser.key, courseId, days: input.days },
      });
      if (!result.ok) return { userErrors: userErrorsFromUpstream(result.error) };
      const subUsers = (await context.upstream.courses.get('/Mentor/GetSubUsersCredit')).subUsers;
      return {
        subUser: subUsers.find((entry) => entry.userId === subUser.key) ?? null,
        userErrors: [],
      };
    },
  },
};
