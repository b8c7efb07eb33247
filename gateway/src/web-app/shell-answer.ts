import type { IncomingMessage } from 'node:http';
import { inlinedShellAnswerHtml, shellOperationName } from '@rasad/contracts/inlined-shell-answer.ts';
import type { Gateway } from '../create-gateway.ts';
import type { Locale } from '../shared/gateway-messages.ts';
import { clientHeader } from '../shared/plugins/use-csrf-protection.ts';

/** What the browser's own request to /graphql would carry that the answer depends on: its session and who it is. */
const forwardedHeaders = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'] as const;

/** The shell's answer as the page's element, and the cookies the answer set (a session renewed while answering). */
export interface ShellAnswer {
  html: string;
  setCookies: string[];
}

/** The shell query's persisted id, found by its name among the web app's persisted operations. */
export function findShellOperationId(persistedOperations: Record<string, string>): string | null {
  const opening = `query ${shellOperationName} `;
  const found = Object.entries(persistedOperations).find(([, document]) => document.startsWith(opening));
  return found?.[0] ?? null;
}

/**
 * Asks the gateway itself, in this process, what the browser would ask for the shell on its first load, with the
 * page request's cookies and address, so that budgets, caches and session renewal treat it as that browser's
 * request. Only a whole answer (200, data, no error) is written into the page; otherwise the app asks as before.
 */
export function createShellAnswerer(gateway: Gateway, operationId: string, timeoutMs = 2_000) {
  const body = JSON.stringify({
    operationName: shellOperationName,
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: operationId } },
  });
  return async function shellAnswerFor(
    request: IncomingMessage,
    locale: Locale,
  ): Promise<ShellAnswer | null> {
    const headers = new Headers({
      'content-type': 'application/json',
      'accept-language': locale,
      [clientHeader]: 'rasad-web',
    });
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    try {
      const response = await gateway.fetch(
        `http://${request.headers.host ?? 'localhost'}/graphql`,
        { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) },
        { req: request },
      );
      const answer = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (!response.ok || answer.data == null || (answer.errors?.length ?? 0) > 0) return null;
      return {
        html: inlinedShellAnswerHtml({ operationId, body: answer }),
        setCookies: response.headers.getSetCookie(),
      };
    } catch {
      return null;
    }
  };
}

export type ShellAnswerer = ReturnType<typeof createShellAnswerer>;
