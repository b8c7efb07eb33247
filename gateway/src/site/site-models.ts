import type { OperationOf, QueryOf, UpstreamBody, UpstreamPaths } from '../shared/upstream/upstream-types.ts';

export type SitePageModel = UpstreamBody<'business', '/v1/Content/GetPage'>;
export type FaqModel = UpstreamBody<'business', '/v1/Content/GetFaqs'>[number];
export type JobOpeningModel = UpstreamBody<'business', '/v1/Content/GetJobOpenings'>[number];
export type ContentPageSlug = QueryOf<
  OperationOf<UpstreamPaths['business'], '/v1/Content/GetPage', 'get'>
>['slug'];
