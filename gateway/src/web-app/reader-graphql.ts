import type { IncomingMessage } from 'node:http';
import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
import type { InlinedAnswer } from '@rasad/contracts/inlined-answers.ts';
import { shellOperationName } from '@rasad/contracts/inlined-answers.ts';
import { persistedOperationRequest } from '@rasad/contracts/persisted-operation.ts';
import type { Gateway } from '../create-gateway.ts';
import type { Locale } from '../shared/gateway-messages.ts';
import { cookiePair } from '../shared/auth/auth-cookies.ts';
import { clientHeader } from '../shared/plugins/use-csrf-protection.ts';

/** What the browser's own request to /graphql would carry besides its cookies: who and where it is. */
const forwardedHeaders = ['user-agent', 'x-forwarded-for', 'x-forwarded-proto'] as const;

/** The shell query's persisted id, found by its name among the web app's persisted operations. */
export function findShellOperationId(persistedOperations: Record<string, string>): string | null {
  const opening = `query ${shellOperationName} `;
  const found = Object.entries(persistedOperations).find(([, document]) => document.startsWith(opening));
  return found?.[0] ?? null;
}

/**
 * Requests to /graphql run in this process as the browser asking for a page would send them: its cookies (kept up to
 * date, as a browser would, when an answer renews the session), address and language, so budgets, caches and
 * session renewal treat them as that browser's. The cookies the answers set go back with the page.
 */
export function createReaderGraphql(gateway: Gateway, timeoutMs = 2_000) {
  return function asReader(request: IncomingMessage, locale: Locale) {
    const cookies = parseCookieHeader(request.headers.cookie);
    const setCookies = new Map<string, string>();
    async function fetchAsReader(_input: string, init: RequestInit): Promise<Response> {
      const headers = new Headers({
        'content-type': 'application/json',
        'accept-language': locale,
        [clientHeader]: 'rasad-web',
      });
      for (const name of forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      // Written as the gateway writes its cookies, read back by the same parser.
      if (cookies.size > 0)
        headers.set('cookie', [...cookies].map(([name, value]) => cookiePair(name, value)).join('; '));
      const response = await gateway.fetch(
        `http://${request.headers.host ?? 'localhost'}/graphql`,
        { method: 'POST', headers, body: init.body ?? null, signal: AbortSignal.timeout(timeoutMs) },
        { req: request },
      );
      for (const header of response.headers.getSetCookie()) {
        for (const [name, value] of parseCookieHeader(header.split(';', 1)[0])) {
          cookies.set(name, value);
          setCookies.set(name, header);
        }
      }
      return response;
    }
    return {
      fetch: fetchAsReader,
      /** The cookies the answers set, the last of each name. */
      setCookies: () => [...setCookies.values()],
    };
  };
}

export type AsReader = ReturnType<typeof createReaderGraphql>;

/** The shell query's answer for the reader, when it is whole (200, data, no error); otherwise the app asks itself. */
export async function askShellQuery(
  fetchAsReader: (input: string, init: RequestInit) => Promise<Response>,
  operationId: string,
): Promise<InlinedAnswer | null> {
  const body = JSON.stringify(persistedOperationRequest(shellOperationName, operationId, {}));
  try {
    const response = await fetchAsReader('/graphql', { method: 'POST', body });
    const answer = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (!response.ok || answer.data == null || (answer.errors?.length ?? 0) > 0) return null;
    return { operationId, variables: {}, body: answer };
  } catch {
    return null;
  }
}
