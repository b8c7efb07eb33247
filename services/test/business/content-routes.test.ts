import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

const slugs = [
  'about',
  'what-is',
  'terms',
  'privacy',
  'disclaimer',
  'data-sources',
  'jobs',
  'advertising',
  'contact',
];

describe('GET /v1/Content/GetPage', () => {
  it('serves every static page in Persian with paragraphs', async () => {
    for (const slug of slugs) {
      const response = await service.app.inject({ method: 'GET', url: `/v1/Content/GetPage?slug=${slug}` });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.slug).toBe(slug);
      expect(page.title).toMatch(/[\u0600-\u06FF]/);
      expect(page.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(page.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('says when the company was founded and when support answers', async () => {
    const about = (await service.app.inject({ method: 'GET', url: '/v1/Content/GetPage?slug=about' })).json();
    expect(about.body).toContain('۱۳۹۷');
    const aboutEnglish = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Content/GetPage?slug=about',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(aboutEnglish.body).toContain('2018');
    const contact = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Content/GetPage?slug=contact',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(contact.body).toContain('Saturday to Wednesday, 10:00 to 16:00');
    expect(contact.body).toContain('official holidays');
  });

  it('rejects an unknown slug with 400 and a Persian message, English on request', async () => {
    const persian = await service.app.inject({ method: 'GET', url: '/v1/Content/GetPage?slug=careers' });
    expect(persian.statusCode).toBe(400);
    expect(persian.json()).toMatchObject({ code: 'INVALID_REQUEST', message: 'این صفحه وجود ندارد.' });
    expect(persian.json().fieldErrors[0]).toMatchObject({ field: 'slug', message: 'این صفحه وجود ندارد.' });
    const english = await service.app.inject({
      method: 'GET',
      url: '/v1/Content/GetPage',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('This page does not exist.');
  });
});

describe('GET /v1/Content/GetFaqs and GetJobOpenings', () => {
  it('lists about ten questions with topics', async () => {
    const faqs = (await service.app.inject({ method: 'GET', url: '/v1/Content/GetFaqs' })).json();
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs[0]).toEqual({
      id: expect.any(Number),
      topic: expect.any(String),
      question: expect.any(String),
      answer: expect.any(String),
    });
  });

  it('lists open positions in both languages', async () => {
    const persian = (await service.app.inject({ method: 'GET', url: '/v1/Content/GetJobOpenings' })).json();
    const english = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Content/GetJobOpenings',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(persian.length).toBeGreaterThanOrEqual(4);
    expect(persian[0].city).toBe('تهران');
    expect(english[0].city).toBe('Tehran');
    expect(english[0].postedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
