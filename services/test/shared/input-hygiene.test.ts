import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDefinitions, serviceNames } from '../../src/service-definitions.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

/**
 * The first route of a service's OpenAPI document with this method and no path parameter; a service
 * whose documented reads all take one is asked on its health check, which every service has.
 */
function routeOf(document: { paths: Record<string, Record<string, unknown>> }, method: 'get' | 'post') {
  const path = Object.keys(document.paths).find(
    (candidate) => !candidate.includes('{') && document.paths[candidate]?.[method] !== undefined,
  );
  if (path) return path;
  if (method === 'get') return '/healthz';
  throw new Error(`no ${method} route without parameters`);
}

describe.each(serviceNames)('the %s service refuses control characters at its edge', (name) => {
  let service: TestService;
  let document: { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    service = await buildTestService(serviceDefinitions[name]);
    document = (await service.app.inject({ url: '/docs/json' })).json();
  });
  afterAll(() => service.close());

  it('a NUL in a JSON body: a Persian 400 before the route runs', async () => {
    const url = routeOf(document, 'post');
    const response = await service.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'نام\u0000', nested: [{ value: 'ok' }] }),
    });
    expect(response.statusCode, url).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    expect(response.json().message).toMatch(/نویسه‌های کنترلی/);
  });

  it('a lone surrogate in a JSON body (a "\\ud800" escape): the same Persian 400 as NUL, nothing stored', async () => {
    const url = routeOf(document, 'post');
    for (const escaped of ['\\ud800', '\\udfff', 'a\\ud83d']) {
      const response = await service.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        // JSON.stringify would write the escape too; spelled out so the test shows what travels.
        payload: `{"text":"درباره ${escaped} ما","nested":[{"value":"ok"}]}`,
      });
      expect(response.statusCode, `${url} ${escaped}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
      expect(response.json().message).toMatch(/نویسه‌های کنترلی/);
    }
  });

  it('a lone surrogate as a JSON key: 400; its UTF-8 form in a query string is no 500; an emoji is not refused', async () => {
    const url = routeOf(document, 'get');
    // %ED%A0%80 is U+D800 written as UTF-8 would, which UTF-8 forbids: decoded, it is no surrogate any more.
    const encoded = await service.app.inject({ method: 'GET', url: `${url}?q=x%ED%A0%80` });
    expect(encoded.statusCode, url).toBeLessThan(500);
    const key = await service.app.inject({
      method: 'POST',
      url: routeOf(document, 'post'),
      headers: { 'content-type': 'application/json' },
      payload: '{"\\udc00":1}',
    });
    expect(key.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    const emoji = await service.app.inject({ method: 'GET', url: `${url}?q=${encodeURIComponent('😀')}` });
    expect(emoji.json().code).not.toBe('INVALID_CHARACTERS');
  });

  it('a right-to-left override (U+202E) in a query string: 400, in English when asked', async () => {
    const url = routeOf(document, 'get');
    const response = await service.app.inject({
      method: 'GET',
      url: `${url}?q=${encodeURIComponent('abc\u202Egpj.exe')}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode, url).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    expect(response.json().message).toMatch(/invisible control characters/);
  });

  it('the same query string without the override is not refused for its characters', async () => {
    const url = routeOf(document, 'get');
    const response = await service.app.inject({ method: 'GET', url: `${url}?q=abc` });
    expect(response.json().code).not.toBe('INVALID_CHARACTERS');
  });
});
