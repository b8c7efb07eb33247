import { GraphQLError } from 'graphql';
import type { ClientErrorCode } from '@rasad/contracts/client-error-codes.ts';
import { gatewayMessage, type GatewayMessageKey, type Locale } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';
import type { UpstreamErrorBody } from '../upstream/upstream-error-body.ts';

/** Stable codes clients may act on; every other failure reaches clients as INTERNAL_SERVER_ERROR. */
export type GatewayErrorCode =
  | ClientErrorCode
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'UPSTREAM_UNAVAILABLE'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'DEADLINE_EXCEEDED';

/** A failure the client may see as it is: a code in `extensions.code` and a message for people. */
export class GatewayError extends GraphQLError {
  /** The catalogue's key of the message, worded in the request's language when errors are masked. */
  readonly messageKey: GatewayMessageKey | undefined;

  constructor(
    code: GatewayErrorCode,
    message: string,
    options: { cause?: unknown; extensions?: Record<string, unknown>; messageKey?: GatewayMessageKey } = {},
  ) {
    super(message, {
      extensions: { ...options.extensions, code },
      originalError: options.cause instanceof Error ? options.cause : undefined,
    });
    this.messageKey = options.messageKey;
  }

  get code(): GatewayErrorCode {
    return this.extensions['code'] as GatewayErrorCode;
  }

  /** The message for people in the request's language. */
  messageIn(locale: Locale): string {
    return this.messageKey ? gatewayMessage(this.messageKey, locale) : this.message;
  }

  /**
   * A refusal from the gateway's message catalogue, for code that does not know the request's language (ids and
   * cursors read deep in resolvers): `messageIn` words it in that language, as the error masking does.
   */
  static worded(code: GatewayErrorCode, key: GatewayMessageKey): GatewayError {
    return new GatewayError(code, gatewayMessage(key, 'en-US'), { messageKey: key });
  }

  static fromUpstream(upstream: string, status: number, error: UpstreamErrorBody): GatewayError {
    if (status === 404) return new GatewayError('NOT_FOUND', error.message);
    if (status === 401) return new GatewayError('UNAUTHENTICATED', error.message);
    if (status === 403) return new GatewayError('FORBIDDEN', error.message);
    if (status === 429) {
      // A daily quota of entity pages is spent: the wait and the package with a larger quota, for an upgrade hint,
      // and the HTTP answer is the service's 429 with `Retry-After`, so a client or crawler that reads only the
      // status backs off too.
      const { retryAfterSeconds, gate } = error as UpstreamErrorBody & {
        retryAfterSeconds?: unknown;
        gate?: unknown;
      };
      const wait = typeof retryAfterSeconds === 'number' ? Math.max(1, Math.ceil(retryAfterSeconds)) : null;
      return new GatewayError('QUOTA_EXCEEDED', error.message, {
        extensions:
          wait === null
            ? { gate, http: { status: 429 } }
            : {
                retryAfterSeconds: wait,
                gate,
                http: { status: 429, headers: { 'retry-after': String(wait) } },
              },
      });
    }
    return new GatewayError('BAD_REQUEST', error.message, { cause: new Error(`${upstream}: ${error.code}`) });
  }

  /**
   * The caller's session could not be refreshed: the client signs out, goes to "/" and says why. Only a session
   * another sign-in ended (`byOtherSignIn`) says so (SESSION_REPLACED); an expired, replayed, signed-out or forged one
   * has just ended (SESSION_ENDED).
   */
  static sessionEnded(locale: string, byOtherSignIn = false): GatewayError {
    const language = locale === 'en-US' ? 'en-US' : 'fa-IR';
    return byOtherSignIn
      ? new GatewayError('SESSION_REPLACED', gatewayMessage('error.sessionReplaced', language))
      : new GatewayError('SESSION_ENDED', gatewayMessage('error.sessionEnded', language));
  }

  /**
   * Too many wrong passwords (the accounts service's 429): the wait in `extensions.retryAfterSeconds`, and the
   * HTTP answer is a 429 with `Retry-After`, as the service's was.
   */
  static signInThrottled(retryAfterSeconds: number, locale: Locale): GatewayError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new GatewayError('SIGN_IN_THROTTLED', protectionMessages.signInThrottled(seconds, locale), {
      extensions: {
        retryAfterSeconds: seconds,
        http: { status: 429, headers: { 'retry-after': String(seconds) } },
      },
    });
  }

  /** The request's deadline (REQUEST_DEADLINE_MS) passed while it waited on an upstream: its calls were stopped. */
  static deadlineExceeded(locale: string): GatewayError {
    return new GatewayError(
      'DEADLINE_EXCEEDED',
      protectionMessages.deadlineExceeded(locale === 'en-US' ? 'en-US' : 'fa-IR'),
    );
  }

  static upstreamUnavailable(upstream: string, cause: unknown): GatewayError {
    // The message is replaced by the request's language when errors are masked.
    return new GatewayError('UPSTREAM_UNAVAILABLE', `${upstream} is unavailable`, { cause });
  }
}
