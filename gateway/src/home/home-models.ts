import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type HomePageModel = UpstreamBody<'business', '/v1/Home/GetHomePage'>;
export type PlatformServiceModel = HomePageModel['services'][number];
export type BlogPostModel = HomePageModel['blogPosts'][number] | UpstreamBody<'business', '/v1/Blog/GetPost'>;
export type CustomerModel = HomePageModel['customers'][number];
export type DataSourceModel = HomePageModel['dataSources'][number];
