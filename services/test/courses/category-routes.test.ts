import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(coursesService);
});
afterAll(() => service.close());

interface Category {
  id: number;
  title: string;
  slug: string;
  courseCount: number;
}

describe('GET /api/Categories', () => {
  it('lists the business-skills categories with real course counts', async () => {
    const categories: Category[] = (
      await service.app.inject({ method: 'GET', url: '/api/Categories' })
    ).json();
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      title: 'صادرات و واردات',
      slug: 'export-import',
      courseCount: 3,
    });
    expect(categories.reduce((total, category) => total + category.courseCount, 0)).toBe(12);
    expect(categories.find((category) => category.slug === 'entrepreneurship')?.courseCount).toBe(0);
    const english: Category[] = (
      await service.app.inject({
        method: 'GET',
        url: '/api/Categories',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(english[0]?.title).toBe('Export and import');
  });

  it('counts agree with the list', async () => {
    const categories: Category[] = (
      await service.app.inject({ method: 'GET', url: '/api/Categories' })
    ).json();
    const counts = (await service.app.inject({ method: 'GET', url: '/api/Categories/Counts' })).json();
    expect(counts).toEqual(
      categories.map((category) => ({ categoryId: category.id, courseCount: category.courseCount })),
    );
  });
});

describe('GET /api/Categories/{id}', () => {
  it('returns one category with its description', async () => {
    const [first] = (
      await service.app.inject({ method: 'GET', url: '/api/Categories' })
    ).json() as Category[];
    const response = await service.app.inject({ method: 'GET', url: `/api/Categories/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first?.id,
      slug: 'export-import',
      courseCount: 3,
      description: expect.stringContaining('ترخیص کالا'),
    });
  });

  it('answers 404 in Persian for a missing category and 400 for a malformed id', async () => {
    const missing = await service.app.inject({ method: 'GET', url: '/api/Categories/9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'این دسته‌بندی وجود ندارد.',
      fieldErrors: [],
    });
    const english = await service.app.inject({
      method: 'GET',
      url: '/api/Categories/9999',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('This category does not exist.');
    const malformed = await service.app.inject({ method: 'GET', url: '/api/Categories/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('شناسه باید یک عدد صحیح مثبت باشد.');
  });
});
