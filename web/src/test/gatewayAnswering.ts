import { vi } from 'vitest';
import { createRelayEnvironment } from '../app/relay/environment.ts';

/**
 * A Relay environment over a stand-in gateway that answers each operation with `answers[operationName]` (as
 * `data`), and the names of the operations it was asked, in order: a test can prove what was (not) fetched.
 */
export function gatewayAnswering(answers: Record<string, unknown>) {
  const operations: string[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    operations.push(operationName);
    return new Response(JSON.stringify({ data: answers[operationName] }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { environment: createRelayEnvironment('fa-IR', fetchMock), operations };
}
