import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type ProvinceModel = UpstreamBody<'business', '/v1/Search/GetProvince'>[number];
export type CityModel = ProvinceModel['cities'][number];
