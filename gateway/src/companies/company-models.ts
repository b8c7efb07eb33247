import type { UserError } from '../__generated__/resolver-types.ts';
import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

type OwnPage = UpstreamBody<'business', '/v2/Companies/GetOwnPage'>;

/** A company's own page as the business service describes it. */
export type CompanyOwnPageModel = OwnPage;
export type CompanyOfferingModel = OwnPage['offerings'][number];

/** A company the viewer manages: the company's id and when they verified. */
export type ManagedCompanyModel = { companyId: number; verifiedAt: string };
export type CompanyPageAuditEntryModel = UpstreamBody<'business', '/v2/CompanyPanel/Audit'>['items'][number];
export type CompanyPrefactorModel = UpstreamBody<'business', '/v2/CompanyPanel/Prefactors'>['items'][number];

export type CompanyVerificationCandidateModel = UpstreamBody<'business', '/v2/Verification/FindCompany'>;
export type CompanyVerificationCodeModel = UpstreamBody<'business', '/v2/Verification/SendCode', 'post'>;

export type CompanyRolesModel = UpstreamBody<'courses', '/api/Company/MyRoles'>;
/** The administrator's view: their seats (the company's users and report are fetched per field). */
export type CompanyAdministrationModel = { seats: number; taken: number };
type ListedCompanyUser = UpstreamBody<'courses', '/api/Company/CompanyUsers'>['users'][number];
/** A company user; their credits come along when the upstream answer carried them (the list, one user), else are fetched. */
export type CompanyUserModel = Omit<ListedCompanyUser, 'credits'> & {
  credits?: ListedCompanyUser['credits'];
};
export type CompanyUserSegmentValueModel = CompanyUserModel['segments'][number];
export type CompanySegmentModel = UpstreamBody<'courses', '/api/Company/CompanySegments'>[number];
export type CompanySegmentValueModel = CompanySegmentModel['values'][number];
export type CompanyProgressReportModel = UpstreamBody<'courses', '/api/Appsmith/ACompanyUsers'> & {
  filters: { segmentId: number; segmentValueId: number }[];
};
export type CompanyProgressRowModel = CompanyProgressReportModel['rows'][number];
export type CourseCreditModel = UpstreamBody<'courses', '/api/Company/MyCredits'>[number];

export type MentorshipModel = { maxSubUsers: number };
export type MentorSubUserModel = UpstreamBody<'courses', '/Mentor/GetSubUsersCredit'>['subUsers'][number];
/** A mentor mutation's answer; the mentorship it names is read only when a client selects it. */
export type MentorshipPayloadModel = {
  subUserEdge?: { cursor: string; node: MentorSubUserModel } | null;
  subUser?: MentorSubUserModel | null;
  userErrors: readonly UserError[];
};
export type MentorshipLogModel = UpstreamBody<'courses', '/Mentor/GetMentorshipUserLogs', 'post'>[number];

export type CompanyLearnerCertificateModel = UpstreamBody<'courses', '/api/Company/PageCertificates'>[number];
export type CompanyPageCertificatesModel = UpstreamBody<'courses', '/api/Company/MyPageCertificates'>;
export type CompanyPageCertificateChoiceModel = CompanyPageCertificatesModel['certificates'][number];
