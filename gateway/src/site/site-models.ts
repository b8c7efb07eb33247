import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type SitePageModel = UpstreamBody<'business', '/v1/Content/GetPage'>;
export type FaqModel = UpstreamBody<'business', '/v1/Content/GetFaqs'>[number];
export type JobOpeningModel = UpstreamBody<'business', '/v1/Content/GetJobOpenings'>[number];
