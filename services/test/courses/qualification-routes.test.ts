import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(coursesService);
});
afterAll(() => service.close());

describe('GET /api/Qualifications', () => {
  it('lists qualifications and returns each by id', async () => {
    const list = (await service.app.inject({ method: 'GET', url: '/api/Qualifications' })).json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: 'گواهی پایان دوره رصد',
      description: expect.any(String),
    });
    const one = await service.app.inject({
      method: 'GET',
      url: `/api/Qualifications/${list[1].id}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().title).toBe('Commercial card exam preparation');
  });

  it('answers 404 with a Persian message for an unknown id', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/Qualifications/424242' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('این مدرک وجود ندارد.');
  });
});
