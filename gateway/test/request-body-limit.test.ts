import { afterAll, beforeAll, expect, it } from 'vitest';
import { maximumRequestBodyBytes } from '../src/shared/plugins/use-request-body-limit.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const headers = { 'content-type': 'application/json', 'x-rasad-client': 'request-body-limit-test' };

/** A JSON body of `size` bytes: a query padded with spaces. */
function paddedBody(size: number): string {
  const query = JSON.stringify({ query: '{ __typename }' });
  return query.slice(0, -1) + ' '.repeat(size - query.length) + '}';
}

it('answers a body just within the limit, sent with its length or in chunks', async () => {
  const body = paddedBody(maximumRequestBodyBytes);
  const withLength = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  expect(withLength.status).toBe(200);
  expect(await withLength.json()).toMatchObject({ data: { __typename: 'Query' } });

  const chunked = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers,
    body: new Blob([body]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect(chunked.status).toBe(200);
});

it('refuses with 413 a body over the limit: declared in Content-Length, or counted as its chunks arrive', async () => {
  const declared = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { ...headers, 'content-length': String(maximumRequestBodyBytes + 1) },
    body: paddedBody(100),
  });
  expect(declared.status).toBe(413);
  expect(await declared.json()).toMatchObject({
    errors: [{ extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
  });

  const chunked = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers,
    body: new Blob([paddedBody(maximumRequestBodyBytes + 1)]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect(chunked.status).toBe(413);
  expect(await chunked.json()).toMatchObject({
    errors: [{ extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
  });
});

it('refuses a Content-Length that is not one whole number', async () => {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { ...headers, 'content-length': '10, 10' },
    body: paddedBody(100),
  });
  expect(response.status).toBe(400);
});
