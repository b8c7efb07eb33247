import type { paths as AccountsPaths } from '../../__generated__/upstream/accounts.ts';
import type { paths as AnalyticsPaths } from '../../__generated__/upstream/analytics.ts';
import type { paths as BusinessPaths } from '../../__generated__/upstream/business.ts';
import type { paths as CoursesPaths } from '../../__generated__/upstream/courses.ts';
import type { paths as PaymentsPaths } from '../../__generated__/upstream/payments.ts';

/** The REST back ends the gateway wraps, typed from the OpenAPI documents they publish. */
export interface UpstreamPaths {
  accounts: AccountsPaths;
  business: BusinessPaths;
  courses: CoursesPaths;
  analytics: AnalyticsPaths;
  payments: PaymentsPaths;
}

export type UpstreamName = keyof UpstreamPaths;
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export type PathWith<Paths, Method extends HttpMethod> = {
  [Path in keyof Paths]: Paths[Path] extends Record<Method, { responses: unknown }> ? Path : never;
}[keyof Paths];

export type OperationOf<Paths, Path extends keyof Paths, Method extends HttpMethod> =
  Paths[Path] extends Record<Method, infer Operation> ? Operation : never;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

export type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? Responses extends { 200: infer Ok }
    ? JsonContent<Ok>
    : Responses extends { 201: infer Created }
      ? JsonContent<Created>
      : never
  : never;

export type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } } ? Query : never;
export type PathParamsOf<Operation> = Operation extends { parameters: { path?: infer Params } }
  ? Params
  : never;
export type BodyOf<Operation> = Operation extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The success body of one upstream call, e.g. `UpstreamBody<'business', '/v3/Pricing'>`. */
export type UpstreamBody<
  Name extends UpstreamName,
  Path extends keyof UpstreamPaths[Name],
  Method extends HttpMethod = 'get',
> = SuccessBody<OperationOf<UpstreamPaths[Name], Path, Method>>;

/** One request sent to a service: tests and benchmarks count them. */
export interface UpstreamCall {
  upstream: UpstreamName;
  method: Uppercase<HttpMethod>;
  path: string;
}
