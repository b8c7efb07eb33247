import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type CompanyTimelineEntryModel = UpstreamBody<
  'business',
  '/v1/Companies/GetTimeline'
>['entries'][number];
export type CompanyChangeModel = NonNullable<CompanyTimelineEntryModel['change']>;
export type CustomsYearActivityModel = NonNullable<CompanyTimelineEntryModel['customs']>;
export type TrackingFeedEntryModel = UpstreamBody<'business', '/v1/Tracking/GetFeed'>['entries'][number];
export type FollowedIdentifierModel = Pick<
  UpstreamBody<'business', '/v1/Tracking/GetIdentifierFollows'>[number],
  'id' | 'kind' | 'label'
> & { createdAt?: string };
export type SavedSearchModel = UpstreamBody<'business', '/v1/SavedSearches'>[number];
