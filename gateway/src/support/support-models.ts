import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type SupportStatusModel = UpstreamBody<'business', '/v1/Support/GetStatus'>;
