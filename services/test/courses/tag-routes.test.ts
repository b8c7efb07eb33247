import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(coursesService);
});
afterAll(() => service.close());

describe('GET /api/Tags', () => {
  it('lists tags and returns each by id', async () => {
    const tags = (await service.app.inject({ method: 'GET', url: '/api/Tags' })).json();
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const customs = tags.find((tag: { slug: string }) => tag.slug === 'customs');
    expect(customs.title).toBe('گمرک');
    const one = await service.app.inject({
      method: 'GET',
      url: `/api/Tags/${customs.id}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(one.json()).toEqual({ id: customs.id, title: 'Customs', slug: 'customs' });
  });

  it('answers 404 for an unknown tag and 400 for id 0', async () => {
    const missing = await service.app.inject({
      method: 'GET',
      url: '/api/Tags/777',
      headers: { 'accept-language': 'en-US' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This tag does not exist.');
    expect((await service.app.inject({ method: 'GET', url: '/api/Tags/0' })).statusCode).toBe(400);
  });
});
