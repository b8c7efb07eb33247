import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { localeOf } from '../gateway-messages.ts';
import type { CallerBulkhead, Release } from '../protection/caller-bulkhead.ts';
import { protectionMessages } from '../protection/protection-messages.ts';

export interface CallerBulkheadPluginOptions {
  bulkhead: CallerBulkhead;
  /** Who the request is (the key every per-caller limit uses): API key, account, else address. */
  callerOf: (request: Request, serverContext: unknown) => Promise<string>;
  /**
   * The longest a place is held: a request's deadline and a margin. A request whose answer is never written (its
   * client left mid-way) gives its place back then at the latest.
   */
  holdAtMostMs: number;
}

/** The wait a refused caller is told: one second, when one of its requests in flight has likely ended. */
export const callerBusyRetryAfterSeconds = 1;

/**
 * Envoy's per-client concurrency limit: one caller (an API key, an account, else an address) has at most so many
 * requests running; the next wait briefly for one of that caller's own to end, then are refused with a 429, a
 * `Retry-After` and a message in the caller's language. After the API key is known (useOperationAccess) and before
 * the document is priced, validated or run.
 */
export function useCallerBulkhead(options: CallerBulkheadPluginOptions): Plugin {
  const held = new WeakMap<Request, Release>();
  return {
    onRequestParse({ request, serverContext }) {
      return {
        async onRequestParseDone() {
          const release = await options.bulkhead.acquire(await options.callerOf(request, serverContext));
          if (release === null) {
            const seconds = callerBusyRetryAfterSeconds;
            throw new GraphQLError(
              protectionMessages.tooManyInFlight(
                options.bulkhead.limits.maximumInFlight,
                seconds,
                localeOf(request.headers),
              ),
              {
                extensions: {
                  code: 'TOO_MANY_REQUESTS_IN_FLIGHT',
                  maximumInFlight: options.bulkhead.limits.maximumInFlight,
                  retryAfterSeconds: seconds,
                  http: { status: 429, headers: { 'retry-after': String(seconds) } },
                },
              },
            );
          }
          const timer = setTimeout(release, options.holdAtMostMs);
          timer.unref();
          held.set(request, () => {
            clearTimeout(timer);
            release();
          });
        },
      };
    },
    onResponse({ request }) {
      held.get(request)?.();
      held.delete(request);
    },
  };
}
