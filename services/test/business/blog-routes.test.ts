import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

const getPost = (slug: string, language = 'fa-IR') =>
  service.app.inject({
    method: 'GET',
    url: `/v1/Blog/GetPost?slug=${encodeURIComponent(slug)}`,
    headers: { 'accept-language': language },
  });

describe('GET /v1/Blog/GetPost', () => {
  it('gives every post on the home page its whole article, in Persian and in English', async () => {
    const home = (await service.app.inject({ method: 'GET', url: '/v1/Home/GetHomePage' })).json();
    expect(home.blogPosts.length).toBeGreaterThan(0);
    for (const listed of home.blogPosts as { slug: string; title: string }[]) {
      const persian = await getPost(listed.slug);
      expect(persian.statusCode).toBe(200);
      expect(persian.json().title).toBe(listed.title);
      expect(persian.json().paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(persian.json().paragraphs.join(' ')).toMatch(/[\u0600-\u06ff]/);
      const english = (await getPost(listed.slug, 'en-US')).json();
      expect(english.paragraphs).toHaveLength(persian.json().paragraphs.length);
      expect(english.paragraphs.join(' ')).not.toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('answers 404 for an unknown post and 400 for a malformed address, in Persian', async () => {
    const missing = await getPost('no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'BLOG_POST_NOT_FOUND', message: 'این مقاله پیدا نشد.' });
    const malformed = await getPost('../etc/passwd');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it('links every service card of the home page to a screen', async () => {
    const home = (await service.app.inject({ method: 'GET', url: '/v1/Home/GetHomePage' })).json();
    expect(home.services.map((entry: { path: string }) => entry.path)).toEqual([
      '/search',
      '/search/advanced',
      '/industry',
      '/graph',
      '/industry',
      '/courses',
    ]);
  });
});
