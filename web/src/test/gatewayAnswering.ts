import { vi } from 'vitest';
import { createRelayEnvironment } from '../app/relay/environment.ts';

type Variables = Record<string, unknown>;

/** What the stand-in gateway answers (as `data`, or a promise of it): by operation name, or computed from the name and the variables. */
export type StandInAnswers =
  Record<string, unknown> | ((operationName: string, variables: Variables) => unknown);

/**
 * A Relay environment over a stand-in gateway, and what it was asked, in order — the operations' names, and each
 * with its variables: a test can prove what was (not) fetched, and with which cursor or filters.
 */
export function gatewayAnswering(answers: StandInAnswers) {
  const operations: string[] = [];
  const asked: { operationName: string; variables: Variables }[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Variables;
    };
    operations.push(operationName);
    asked.push({ operationName, variables });
    // An answer may be a promise: a test holds it to look at the screen while the request is on its way.
    const data: unknown = await (typeof answers === 'function'
      ? answers(operationName, variables)
      : answers[operationName]);
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  });
  return { environment: createRelayEnvironment('fa-IR', fetchMock), operations, asked };
}
