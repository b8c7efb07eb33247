import type { IndustryAnalysis } from '../__generated__/resolver-types.ts';
import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type CompanySummaryModel = UpstreamBody<'business', '/v2/Companies/GetSummary'>[number];
export type CompanyDetailsModel = UpstreamBody<'business', '/v3/Companies/GetDetails'>;
export type PersonSummaryModel = UpstreamBody<'business', '/v1/Persons/GetSummary'>[number];
export type PersonRoleModel = UpstreamBody<'business', '/v1/Persons/GetRoles'>[number];
export type SearchResultModel = UpstreamBody<'business', '/v3/Search/Search'>;
export type SearchHitModel = SearchResultModel['items'][number];
export type CompanyRoleModel = CompanyDetailsModel['people'][number];
export type CompanyLinkModel = CompanyDetailsModel['parents'][number];
export type ProductModel = CompanyDetailsModel['products'][number];
export type TradeRecordModel = CompanyDetailsModel['trade'][number];
export type GazetteEventModel = CompanyDetailsModel['gazette'][number];
export type CapitalChangeModel = CompanyDetailsModel['capitalHistory'][number];
export type CompanyContactModel = Pick<
  CompanyDetailsModel,
  'address' | 'postalCode' | 'phone' | 'website' | 'email'
>;
export type CompanyListModel = UpstreamBody<'business', '/v1/Lists/GetLists'>[number];
export type FollowStateModel = UpstreamBody<'business', '/v1/Companies/GetFollowState'>;
export type FollowedCompanyEventModel = { event: GazetteEventModel; companyId: number; isNew: boolean };

/** An industry's analysis as its query builds it; the courses it recommends are resolved on their own. */
export type IndustryAnalysisModel = Omit<IndustryAnalysis, 'largestCompanies' | 'recommendedCourses'> & {
  largestCompanies: CompanySummaryModel[];
};
/** A saved graph; `opened` carries its rebuilt view when the query that found it already fetched it. */
export type SavedGraphModel = UpstreamBody<'business', '/v1/Graphs/GetSavedGraphs'>[number] & {
  opened?: UpstreamBody<'business', '/v1/Graphs/OpenSavedGraph'>;
};
