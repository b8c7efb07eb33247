import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDefinitions } from '../src/service-definitions.ts';
import type { OpenDatabase } from '../src/shared/database/open-database.ts';
import type { ServiceName } from '../src/shared/service-definition.ts';
import { buildServiceApp } from '../src/start-services.ts';
import { createTestDatabase } from './test-database.ts';

const expectedRoutes: Record<ServiceName, string[]> = {
  accounts: [
    'get /.well-known/jwks.json',
    'post /v1/Account/SignUp',
    'post /v1/Account/ConfirmOTP',
    'post /v1/Account/ReSendOtpCode',
    'post /v2/Account/SignIn',
    'post /Account/SignInByOTP',
    'post /v2/Account/RefreshToken',
    'post /Account/Logout',
    'post /v1/Account/ForgetPassword',
    'post /v1/Account/ResetPassword',
    'post /v2/Profile/GetActiveSessionsByUserInfo',
    'delete /v2/Profile/TerminateUserSessionByUserInfo',
    'get /v2/Profile/GetPersonalInfo',
    'post /v2/Profile/SetPersonalInfo',
    'post /v2/Profile/ChangePassword',
    'get /v1/Outbox',
    'get /v1/Account/SessionAlive',
    'get /internal/v1/Subscriptions/Standing',
    'post /internal/v1/Messages/Sms',
    'post /internal/v1/Messages/Digest',
    'post /internal/v1/Subscriptions/Grant',
    'post /internal/v1/Users/CompanyPackage',
    'post /internal/v1/Users/Ensure',
    'get /v1/ApiKeys',
    'post /v1/ApiKeys',
    'post /v1/ApiKeys/{id}/Revoke',
    'post /v1/ApiKeys/Exchange',
  ],
  business: [
    'get /v1/Home/GetHomePage',
    'get /v1/Content/GetPage',
    'get /v1/Content/GetFaqs',
    'get /v1/Content/GetJobOpenings',
    'get /v3/Pricing',
    'get /v1/Ads/GetPlacements',
    'get /v1/Support/GetStatus',
    'post /v1/Support/SendContactMessage',
    'post /v1/Crm/RequestConsultant',
    'post /v2/Profile/AddToNewsletter',
    'get /v1/Search/GetProvince',
    'get /v1/Search/GetVahedSabti',
    'get /v3/Search/Search',
    'get /v3/Search/Advanced',
    'get /v2/Companies/GetSummary',
    'get /v3/Companies/GetDetails',
    'get /v1/Persons/GetSummary',
    'get /v1/Persons/GetRoles',
    'post /v1/Companies/FollowCompany',
    'post /v1/Companies/UnfollowCompany',
    'get /v1/Companies/GetFollowState',
    'get /v1/Companies/GetFollowFeed',
    'post /v1/Companies/MarkFollowFeedSeen',
    'post /v1/Profile/EntityPageVisitsAsync',
    'get /v1/Profile/EntityPageVisitsAsync',
    'get /v1/Graph/GetNeighbourhood',
    'get /v1/Graph/GetShortestChain',
    'get /v1/Graphs/GetSavedGraphs',
    'get /v1/Graphs/OpenSavedGraph',
    'post /v1/Graphs/SaveGraph',
    'post /v1/Graphs/RenameSavedGraph',
    'post /v1/Graphs/DeleteSavedGraph',
    'get /internal/v2/Companies/ManagedBy',
    'get /internal/v2/Companies/Managers',
    'get /v1/Companies/GetTimeline',
    'get /v1/SavedSearches',
    'post /v1/SavedSearches/Create',
    'post /v1/SavedSearches/Rename',
    'post /v1/SavedSearches/Delete',
    'get /v1/Tracking/GetFeed',
    'get /v1/Tracking/GetIdentifierFollows',
    'post /v1/Tracking/FollowIdentifier',
    'post /v1/Tracking/UnfollowIdentifier',
    'get /v1/Industry/GetAnalysis',
    'get /v1/Industry/FindIndustries',
    'get /v1/Industry/GetSections',
    'get /v1/Blog/GetPost',
    'get /v1/Lists/GetLists',
    'post /v1/Lists/CreateList',
    'post /v1/Lists/RenameList',
    'post /v1/Lists/DeleteList',
    'post /v1/Lists/AddCompany',
    'post /v1/Lists/RemoveCompany',
    'get /v1/Lists/ExportCsv',
    'post /v1/Lists/AddSearchResults',
    'get /v3/Search/AdvancedExportCsv',
    'post /v1/Companies/RequestPrefactor',
    'get /v2/Companies/Files/{id}',
    'get /v2/Companies/GetOwnPage',
    'get /v2/Companies/VerifiedFlags',
    'get /v2/CompanyPanel/Audit',
    'get /v2/CompanyPanel/Prefactors',
    'get /v2/Verification/FindCompany',
    'get /v2/Verification/MyCompanies',
    'post /api/Appsmith/AUploadFile',
    'post /v2/CompanyPanel/AddOffering',
    'post /v2/CompanyPanel/AnswerPrefactor',
    'post /v2/CompanyPanel/RemoveOffering',
    'post /v2/CompanyPanel/SetContact',
    'post /v2/CompanyPanel/SetImages',
    'post /v2/Verification/SendCode',
    'post /v2/Verification/VerifyCode',
  ],
  courses: [
    'get /api/Categories',
    'get /api/Categories/Counts',
    'get /api/Categories/{id}',
    'get /api/Qualifications',
    'get /api/Qualifications/{id}',
    'get /api/Tags',
    'get /api/Tags/{id}',
    'get /api/Courses/GetCourses',
    'get /api/Courses/GetFeatured',
    'get /api/Courses/SearchCourse',
    'get /api/Courses/ByCategory',
    'get /api/Courses/SuperPremiumCourses',
    'get /api/Courses/Others',
    'get /api/Courses/My',
    'get /api/Courses/{id}/Devices',
    'post /api/Courses/{id}/ReleaseDevice',
    'get /api/Courses/{id}',
    'get /api/Courses/{id}/Graph',
    'get /api/Courses/{id}/AGraph',
    'post /api/Courses/Log',
    'get /api/Media/{file}',
    'post /api/Media/Grant',
    'get /api/LessonNotes',
    'post /api/LessonNotes',
    'put /api/LessonNotes/{id}',
    'delete /api/LessonNotes/{id}',
    'post /api/Comment/Comment',
    'post /api/UGQ/CreateUGQ',
    'get /api/UGQ/LessonQuestions',
    'get /api/UGQ/TeacherQuestions',
    'post /api/UGQ/{id}/TeacherAnswer',
    'post /api/Suggestion/Suggest',
    'get /api/Exam/GetDistinctedPlayLogs',
    'post /api/Exam/Start',
    'post /api/Exam/Submit',
    'get /api/Exam/Results',
    'get /api/Certificates/My',
    'get /api/Certificates/{code}',
    'get /api/Certificates/{code}/Pdf',
    'get /api/Gift/GetGift',
    'post /api/Gift/Redeem',
    'post /Account/SignIn',
    'post /Account/SignInByOTP',
    'post /Account/VerfySignInByOTP',
    'post /Account/ForgetPassword',
    'post /Account/ResetPassword',
    'post /Account/SetUserPassword',
    'post /Account/SetInfo',
    'post /Account/Logout',
    'post /Account/Info',
    'post /Account/FromRasad',
    'post /Account/GetDiscountCode',
    'get /Account/CreditLogsAndCoupons',
    'get /api/UGQ/Questions',
    'get /api/UGQ/{id}',
    'post /api/UGQ/Ask',
    'post /api/UGQ/{id}/Answer',
    'get /Mentor/GetSubUsersCredit',
    'get /v2/AfterPay/GetPdfInvoice',
    'get /api/Appsmith/ACompanyAdminCredits',
    'get /api/Appsmith/ACompanySegments',
    'get /api/Appsmith/ACompanyUser',
    'get /api/Appsmith/ACompanyUsers',
    'get /api/Appsmith/ACreateCertificate',
    'get /api/Company/CompanyAdminCredits',
    'get /api/Company/CompanySegments',
    'get /api/Company/CompanyUser',
    'get /api/Company/CompanyUsers',
    'get /api/Company/MyCredits',
    'get /api/Company/MyRoles',
    'get /api/Company/ProgressReportCsv',
    'get /api/Payments/MyPayments',
    'get /api/Payments/Receipt',
    'get /api/Pricing/Payment',
    'get /api/Pricing/Pricing',
    'get /v3/Pricing/Receipt',
    'post /Account/AddSubUser',
    'post /Mentor/AddSubUsersCredit',
    'post /Mentor/GetMentorshipUserLogs',
    'post /v1/AfterPay/InsertLegalPerson',
    'post /v1/AfterPay/InsertRealPerson',
    'post /api/Appsmith/AAddCompanyAdminCredit',
    'post /api/Appsmith/AAddCompanyUser',
    'post /api/Appsmith/AChangeCreditAndActive',
    'post /api/Appsmith/ASetUserInfo',
    'post /api/Company/AddCompanyAdminCredit',
    'post /api/Company/AddSegment',
    'post /api/Company/ChangeCredit',
    'post /api/Company/EnrolWithCredit',
    'post /api/Company/RequestCredit',
    'post /api/Company/SetActivation',
    'post /api/Company/SetCreditActivation',
    'post /api/Company/SetUserFullname',
    'post /api/Company/SetUserSegmentValue',
    'get /api/Company/MyPageCertificates',
    'get /api/Company/PageCertificates',
    'post /api/Company/SetPageCertificate',
    'post /api/Courses/Enrol',
    'post /v3/Pricing/ApplyDiscount',
    'post /v3/Pricing/GotoIPG',
    'post /v3/Pricing/Pay',
  ],
  analytics: ['post /VisitLog', 'post /UpdateVisitLogDuration', 'get /VisitLog/{visitId}'],
  payments: [
    'post /payments',
    'get /payments/{token}',
    'post /payments/{token}/verify',
    'get /ipg/{token}',
    'post /ipg/{token}/pay',
    'post /ipg/{token}/cancel',
    'post /payments/{token}/reverse',
  ],
};

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(() => database.close());

interface OpenApiOperation {
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

describe('OpenAPI documents at /docs/json', () => {
  for (const definition of Object.values(serviceDefinitions)) {
    it(`lists every ${definition.name} route with its responses`, async () => {
      const app = await buildServiceApp(definition, {
        db: database.db,
        now: () => new Date(),
        publicUrl: 'http://127.0.0.1:1',
      });
      try {
        const response = await app.inject({ method: 'GET', url: '/docs/json' });
        expect(response.statusCode).toBe(200);
        const document = response.json() as {
          info: { title: string };
          paths: Record<string, Record<string, OpenApiOperation>>;
        };
        expect(document.info.title).toBe(definition.title);
        const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method} ${path}`),
        );
        expect(operations.sort()).toEqual([...expectedRoutes[definition.name]].sort());
        for (const methods of Object.values(document.paths)) {
          for (const operation of Object.values(methods))
            expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        }
        const page = await app.inject({ method: 'GET', url: '/docs' });
        expect(page.statusCode).toBeLessThan(400);
      } finally {
        await app.close();
      }
    });
  }
});
