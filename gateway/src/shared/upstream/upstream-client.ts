import { deviceHeader } from '@rasad/auth/client-address.ts';
import type { Dispatcher, Pool } from 'undici';
import type { GatewaySession } from '../auth/gateway-session.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import type { ResponseSharing } from '../caching/shared-reads.ts';
import type { UpstreamReadCache } from '../caching/upstream-read-cache.ts';
import type { UpstreamCircuit } from './circuit-breaker.ts';
import type { GatewayCredentials } from './gateway-credential.ts';
import type { UpstreamBulkhead } from './upstream-bulkhead.ts';
import { observeUpstreamCall, type UpstreamCallObserver } from './observed-upstream-call.ts';
import { isUpstreamErrorBody, type UpstreamErrorBody } from './upstream-error-body.ts';
import type {
  BodyOf,
  OperationOf,
  PathParamsOf,
  PathWith,
  QueryOf,
  SuccessBody,
  UpstreamCall,
  UpstreamName,
  UpstreamPaths,
} from './upstream-types.ts';

export interface RequestUpstreamOptions {
  locale: string;
  /** Called once per request actually sent upstream (tests and benchmarks count them). */
  onUpstreamCall?: ((call: UpstreamCall) => void) | undefined;
  /** Extra attempts for idempotent calls that failed on the way (connection errors, 502–504). */
  idempotentRetries: number;
  /** The caller's tokens: forwarded as a bearer token, refreshed once on a 401. */
  session?: GatewaySession | undefined;
  /** The browser's address and user agent, for the services' session list and per-address limits. */
  client?: { address: string | null; userAgent: string | null } | undefined;
  /** The upstream's circuits (everyone's and each caller's), shared by every request of the gateway. */
  breaker?: UpstreamCircuit | undefined;
  /** The upstream's bulkhead: how many calls may be in flight to it, and one caller's share of them. */
  bulkhead?: UpstreamBulkhead | undefined;
  /** Who the request is charged to (an API key, an account, else an address): its calls' line and circuit. */
  caller?: string | undefined;
  /** Aborted when the request's deadline passes or its client goes away: calls in flight stop, none start. */
  signal?: AbortSignal | undefined;
  /** Aborted only when the client went away (a call it ends is not the upstream's failure). */
  clientGone?: AbortSignal | undefined;
  /** Told of every call, so a personal one keeps the request's answer out of the shared cache. */
  sharing?: ResponseSharing | undefined;
  /** Shared reads about companies answered from the gateway's cache (absent: every read goes upstream). */
  readCache?: UpstreamReadCache | undefined;
  /** Told each call's latency and status (the gateway's metrics). */
  observer?: UpstreamCallObserver | undefined;
  /** The gateway's credential on every call, without which a service ignores the forwarded address. */
  credentials?: GatewayCredentials | undefined;
}

type CallOptions<Operation> = {
  query?: QueryOf<Operation>;
  params?: PathParamsOf<Operation>;
  body?: BodyOf<Operation>;
  /** Send without the caller's token (sign-in and sign-up, which a stale token must not disturb). */
  anonymous?: boolean;
  /** The caller's device (its signed device cookie), named to the service in `deviceHeader` (sign-up only). */
  device?: string | undefined;
};

/** An upstream answer a mutation may turn into user errors instead of failing. */
export type UpstreamResult<Body> =
  { ok: true; status: number; body: Body } | { ok: false; status: number; error: UpstreamErrorBody };

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
/** Every service's client for one request, by name. */
export type RequestUpstreams = { [Name in UpstreamName]: RequestUpstream<Name> };

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
    const anonymous = options.anonymous ?? false;
    this.options.sharing?.noteRead(
      this.name,
      String(path),
      !anonymous && (this.options.session?.accessToken ?? null) !== null,
      (options.query ?? {}) as Record<string, unknown>,
    );
    const target = buildPath(String(path), options.params as object, options.query as object);
    let pending = this.#inflightGets.get(target);
    if (!pending) {
      const send = () => this.send('GET', target, undefined, this.options.idempotentRetries, anonymous);
      const { readCache, session } = this.options;
      // A session ended for a replayed token is told so by the call itself, never answered from the cache.
      pending =
        readCache && !session?.endedByReplay
          ? readCache.read(
              {
                upstream: this.name,
                pathTemplate: String(path),
                target,
                query: (options.query ?? {}) as Record<string, unknown>,
                locale: this.options.locale,
                accessToken: anonymous ? null : (session?.accessToken ?? null),
              },
              send,
            )
          : send();
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
    this.options.sharing?.notePersonal();
    const target = buildPath(String(path), options.params as object, options.query as object);
    return this.write(
      'POST',
      String(path),
      target,
      options.body ?? {},
      options.anonymous ?? false,
      options.device,
    ) as Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'post'>>>>;
  }

  /** A PUT, answered like a POST. */
  put<Path extends PathWith<UpstreamPaths[Name], 'put'>>(
    path: Path,
    options: CallOptions<OperationOf<UpstreamPaths[Name], Path, 'put'>> = {},
  ): Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'put'>>>> {
    this.options.sharing?.notePersonal();
    const target = buildPath(String(path), options.params as object, options.query as object);
    return this.write('PUT', String(path), target, options.body ?? {}, options.anonymous ?? false) as Promise<
      UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'put'>>>
    >;
  }

  /** A DELETE with a body, answered like a POST. */
  delete<Path extends PathWith<UpstreamPaths[Name], 'delete'>>(
    path: Path,
    options: CallOptions<OperationOf<UpstreamPaths[Name], Path, 'delete'>> = {},
  ): Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'delete'>>>> {
    this.options.sharing?.notePersonal();
    const target = buildPath(String(path), options.params as object, options.query as object);
    return this.write(
      'DELETE',
      String(path),
      target,
      options.body ?? {},
      options.anonymous ?? false,
    ) as Promise<UpstreamResult<SuccessBody<OperationOf<UpstreamPaths[Name], Path, 'delete'>>>>;
  }

  /** A write, sent once; when it succeeded, the cached reads it changes are forgotten before its answer is used. */
  private async write(
    method: 'POST' | 'PUT' | 'DELETE',
    pathTemplate: string,
    target: string,
    body: unknown,
    anonymous: boolean,
    device?: string,
  ): Promise<UpstreamResult<unknown>> {
    const result = await this.send(method, target, body, 0, anonymous, false, device);
    if (result.ok) await this.options.readCache?.forgetAfterWrite(this.name, pathTemplate, body, result.body);
    return result;
  }

  /** A call the request's signal stopped: its deadline passed (said to the caller), or its client went away (nobody reads it). */
  private stopped(cause: unknown): GatewayError {
    return this.options.clientGone?.aborted
      ? GatewayError.upstreamUnavailable(this.name, cause)
      : GatewayError.deadlineExceeded(this.options.locale);
  }

  private async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    target: string,
    body: unknown,
    retriesLeft: number,
    anonymous: boolean,
    refreshed = false,
    device?: string,
  ): Promise<UpstreamResult<unknown>> {
    if (!anonymous && this.options.session?.endedByReplay) {
      this.options.session.endedByReplay = false;
      throw GatewayError.sessionEnded(this.options.locale);
    }
    const accessToken = anonymous ? null : (this.options.session?.accessToken ?? null);
    const client = this.options.client;
    const credential = this.options.credentials ? await this.options.credentials.headersFor(this.name) : {};
    const request: Dispatcher.RequestOptions = {
      method,
      path: target,
      headers: {
        accept: 'application/json',
        'accept-language': this.options.locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(accessToken === null ? {} : { authorization: `Bearer ${accessToken}` }),
        ...(client?.address ? { 'x-forwarded-for': client.address } : {}),
        ...credential,
        ...(client?.userAgent ? { 'user-agent': client.userAgent } : {}),
        ...(device === undefined ? {} : { [deviceHeader]: device }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const { bulkhead, signal } = this.options;
    const caller = this.options.caller ?? '';
    if (signal?.aborted) throw this.stopped(signal.reason);
    // A place in the service's bulkhead first (queued behind the caller's own share), within the request's deadline.
    const release = bulkhead
      ? await bulkhead.acquire(caller, signal).catch((error: unknown) => {
          throw this.stopped(error);
        })
      : () => undefined;
    try {
      return await this.sendHolding(
        { request, method, target, body, retriesLeft, anonymous, refreshed, accessToken, device },
        release,
      );
    } finally {
      release();
    }
  }

  /** One attempt, holding a place in the service's bulkhead; a retry goes back to the line. */
  private async sendHolding(
    {
      request,
      method,
      target,
      body,
      retriesLeft,
      anonymous,
      refreshed,
      accessToken,
      device,
    }: {
      request: Dispatcher.RequestOptions;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      target: string;
      body: unknown;
      retriesLeft: number;
      anonymous: boolean;
      refreshed: boolean;
      accessToken: string | null;
      device: string | undefined;
    },
    /** Gives the place back before the call is sent again (which waits in line anew). */
    release: () => void,
  ): Promise<UpstreamResult<unknown>> {
    const { breaker, signal } = this.options;
    const caller = this.options.caller ?? '';
    if (breaker && !breaker.tryPass(caller))
      throw GatewayError.upstreamUnavailable(this.name, new Error(`${this.name}: circuit open`));
    this.options.onUpstreamCall?.({ upstream: this.name, method, path: target.split('?')[0] ?? target });
    // Retried once at most, only while the circuit is closed and the request's deadline has not passed: no retry storms.
    const mayRetry = () =>
      retriesLeft > 0 && (!breaker || breaker.stateFor(caller) === 'closed') && !signal?.aborted;
    let response: Dispatcher.ResponseData;
    // A span per attempt, its trace context in the call's headers; its latency for the metrics.
    const observed = observeUpstreamCall(this.name, method, target, this.options.observer);
    try {
      response = await this.pool.request({
        ...request,
        headers: { ...(request.headers as Record<string, string>), ...observed.traceHeaders },
        ...(signal ? { signal } : {}),
      });
      observed.done(response.statusCode);
    } catch (error) {
      observed.done('error', error);
      // Only the service's failures count: a connection refused or reset, or the pool's own timeout. A call its
      // request gave up (the client left, or the request's deadline passed, perhaps after a long wait in line) is not.
      if (signal?.aborted) breaker?.releaseTrial(caller);
      else breaker?.recordFailure(caller);
      if (mayRetry()) {
        release();
        return this.send(method, target, body, retriesLeft - 1, anonymous, refreshed, device);
      }
      if (signal?.aborted) throw this.stopped(error);
      throw GatewayError.upstreamUnavailable(this.name, error);
    }
    // A 4xx is the caller's (bad input, no right, a spent quota): the service answered, so it is a success.
    if (response.statusCode >= 500) breaker?.recordFailure(caller);
    else breaker?.recordSuccess(caller);
    if (retryableStatuses.has(response.statusCode) && mayRetry()) {
      await response.body.dump();
      release();
      return this.send(method, target, body, retriesLeft - 1, anonymous, refreshed, device);
    }
    if (response.statusCode === 401 && accessToken !== null && this.options.session && !refreshed) {
      // The token expired or its session ended: refresh once (shared with concurrent calls), then retry.
      await response.body.dump();
      const retryToken = await this.options.session.refreshAfterRejection(accessToken);
      if (retryToken === null)
        throw GatewayError.sessionEnded(this.options.locale, this.options.session.endedByOtherSignIn);
      release();
      return this.send(method, target, body, retriesLeft, anonymous, true, device);
    }
    const payload: unknown = await response.body.json().catch(() => undefined);
    // The signal also stops a body still arriving: that is no answer at all.
    if (signal?.aborted) throw this.stopped(signal.reason);
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return { ok: true, status: response.statusCode, body: payload };
    }
    if (response.statusCode < 500 && isUpstreamErrorBody(payload)) {
      return { ok: false, status: response.statusCode, error: payload };
    }
    throw GatewayError.upstreamUnavailable(
      this.name,
      new Error(`HTTP ${response.statusCode} from ${target}`),
    );
  }
}
