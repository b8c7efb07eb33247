import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type PricingPlanModel = UpstreamBody<'business', '/v3/Pricing'>[number];
export type AdPlacementModel = UpstreamBody<'business', '/v1/Ads/GetPlacements'>[number];
