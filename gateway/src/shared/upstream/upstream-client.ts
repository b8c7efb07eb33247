import type { Dispatcher, Pool } from 'undici';
import { GatewayError } from '../errors/gateway-error.ts';
import { isUpstreamErrorBody, type UpstreamErrorBody } from './upstream-error-body.ts';
import type {
  BodyOf,
  HttpMethod,
  OperationOf,
  PathParamsOf,
  PathWith,
  QueryOf,
  SuccessBody,
  UpstreamName,
  UpstreamPaths,
} from './upstream-types.ts';

export interface UpstreamCall {
  upstream: UpstreamName;
  method: Uppercase<HttpMethod>;
  path: string;
}

export interface RequestUpstreamOptions {
  locale: string;
  /** Called once per request actually sent upstream (tests and benchmarks count them). */
  onUpstreamCall?: ((call: UpstreamCall) => void) | undefined;
  /** Extra attempts for idempotent calls that failed on the way (connection errors, 502–504). */
  idempotentRetries: number;
}

type CallOptions<Operation> = {
  query?: QueryOf<Operation>;
  params?: PathParamsOf<Operation>;
  body?: BodyOf<Operation>;
};

/** An upstream answer a mutation may turn into user errors instead of failing. */
export type UpstreamResult<Body> =
  | { ok: true; status: number; body: Body }
  | { ok: false; status: number; error: UpstreamErrorBody };

const retryableStatuses = new Set([502, 503, 504]);

function buildPath(template: string, params: object | undefined, query: object | undefined): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

/**
 * The calls one GraphQL request makes to one upstream. Identical GETs within the request are sent
 * once and share the answer; a failed answer is dropped so nothing reuses it.
 */
export class RequestUpstream<Name extends UpstreamName> {
  readonly #inflightGets = new Map<string, Promise<UpstreamResult<unknown>>>();

  constructor(
    readonly name: Name,
    private readonly pool: Pool,
    private readonly options: RequestUpstreamOptions,
  ) {}

  /** A GET whose failure fails the field that asked for it. */
  async get<Path extends PathWith<UpstreamPaths[Name], 'get'>>(
    path: Path,
    options: CallOptions<OperationOf<UpstreamPaths[Name], Path, 'get'>> = {},
  ): Promise<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'get'>>> {
    const result = await this.tryGet(path, options);
    if (!result.ok) throw GatewayError.fromUpstream(this.name, result.status, result.error);
    return result.body;
  }

  tryGet<Path extends PathWith<UpstreamPaths[Name], 'get'>>(
    path: Path,
    options: CallOptions<OperationOf<UpstreamPaths[Name], Path, 'get'>> = {},
  ): Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'get'>>>> {
    const target = buildPath(String(path), options.params as object, options.query as object);
    let pending = this.#inflightGets.get(target);
    if (!pending) {
      pending = this.send('GET', target, undefined, this.options.idempotentRetries);
      this.#inflightGets.set(target, pending);
      pending.then(
        (result) => !result.ok && this.#inflightGets.delete(target),
        () => this.#inflightGets.delete(target),
      );
    }
    return pending as Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'get'>>>>;
  }

  /** A POST whose 4xx answer comes back as a result, so a mutation can report user errors. */
  post<Path extends PathWith<UpstreamPaths[Name], 'post'>>(
    path: Path,
    options: CallOptions<OperationOf<UpstreamPaths[Name], Path, 'post'>> = {},
  ): Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'post'>>>> {
    const target = buildPath(String(path), options.params as object, options.query as object);
    return this.send('POST', target, options.body ?? {}, 0) as Promise<
      UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'post'>>>
    >;
  }

  private async send(
    method: 'GET' | 'POST',
    target: string,
    body: unknown,
    retriesLeft: number,
  ): Promise<UpstreamResult<unknown>> {
    this.options.onUpstreamCall?.({ upstream: this.name, method, path: target.split('?')[0] ?? target });
    const request: Dispatcher.RequestOptions = {
      method,
      path: target,
      headers: {
        accept: 'application/json',
        'accept-language': this.options.locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    let response: Dispatcher.ResponseData;
    try {
      response = await this.pool.request(request);
    } catch (error) {
      if (retriesLeft > 0) return this.send(method, target, body, retriesLeft - 1);
      throw GatewayError.upstreamUnavailable(this.name, error);
    }
    if (retryableStatuses.has(response.statusCode) && retriesLeft > 0) {
      await response.body.dump();
      return this.send(method, target, body, retriesLeft - 1);
    }
    const payload: unknown = await response.body.json().catch(() => undefined);
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return { ok: true, status: response.statusCode, body: payload };
    }
    if (response.statusCode < 500 && isUpstreamErrorBody(payload)) {
      return { ok: false, status: response.statusCode, error: payload };
    }
    throw GatewayError.upstreamUnavailable(this.name, new Error(`HTTP ${response.statusCode} from ${target}`));
  }
}
