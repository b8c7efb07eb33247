import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest({ protection: { requireClientHeader: true } });
});
afterAll(() => platform.close());

// The audits ask for `__type(name: …)` in several requests, so they run against the development configuration: in
// production (NODE_ENV=production) introspection is refused, and those audits would fail for that reason alone.
it('passes the GraphQL-over-HTTP audits with no error, warning or notice', async () => {
  const results = await auditServer({
    url: 'http://gateway.test/graphql',
    // A client of the API sends the CSRF header on every request, as the web app does.
    fetchFn: (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-rasad-client', 'graphql-http-audit');
      return platform.gateway.fetch(input, { ...init, headers });
    },
  });
  const problems = results
    .filter((result) => result.status !== 'ok')
    .map(
      (result) => `${result.status} ${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`,
    );
  expect(problems).toEqual([]);
});
