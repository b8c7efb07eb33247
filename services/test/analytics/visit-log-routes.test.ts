import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsService } from '../../src/analytics/analytics-service.ts';
import { visits } from '../../src/analytics/analytics-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(analyticsService);
});
afterAll(() => service.close());

describe('visit log', () => {
  it('records a visit, its duration, and shows it back', async () => {
    service.context.now = () => new Date('2025-05-01T08:00:00Z');
    const created = await service.app.inject({
      method: 'POST',
      url: '/VisitLog',
      payload: {
        path: '/company/10380284790',
        query: 'tab=notices',
        referrer: 'https://www.google.com/',
        locale: 'fa-IR',
        userAgent: 'Mozilla/5.0',
        userId: 'u-42',
      },
    });
    expect(created.statusCode).toBe(201);
    const { visitId } = created.json();
    expect(visitId).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await service.app.inject({
      method: 'POST',
      url: '/UpdateVisitLogDuration',
      payload: { visitId, durationSeconds: 95 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ visitId, durationSeconds: 95 });

    const shown = await service.app.inject({ method: 'GET', url: `/VisitLog/${visitId}` });
    expect(shown.json()).toEqual({
      visitId,
      path: '/company/10380284790',
      query: 'tab=notices',
      referrer: 'https://www.google.com/',
      locale: 'fa-IR',
      userAgent: 'Mozilla/5.0',
      userId: 'u-42',
      visitedAt: '2025-05-01T08:00:00.000Z',
      durationSeconds: 95,
    });
  });

  it('keeps the id the browser chose and records a repeated view once', async () => {
    const visitId = '0b7f4c2e-5d1a-4e8b-9c3f-2a6d8e1f4b70';
    const payload = { visitId, path: '/courses', locale: 'en-US' };
    const first = await service.app.inject({ method: 'POST', url: '/VisitLog', payload });
    const again = await service.app.inject({
      method: 'POST',
      url: '/VisitLog',
      payload: { ...payload, path: '/pricing' },
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect([first.json(), again.json()]).toEqual([{ visitId }, { visitId }]);
    const shown = await service.app.inject({ method: 'GET', url: `/VisitLog/${visitId}` });
    expect(shown.json()).toMatchObject({ visitId, path: '/courses', locale: 'en-US', durationSeconds: null });
    const bad = await service.app.inject({
      method: 'POST',
      url: '/VisitLog',
      payload: { visitId: 'not-a-uuid', path: '/' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('شناسه بازدید معتبر نیست.');
  });

  it('needs only a path', async () => {
    const created = await service.app.inject({ method: 'POST', url: '/VisitLog', payload: { path: '/' } });
    expect(created.statusCode).toBe(201);
    const shown = (
      await service.app.inject({ method: 'GET', url: `/VisitLog/${created.json().visitId}` })
    ).json();
    expect(shown).toMatchObject({ path: '/', query: null, durationSeconds: null });
  });

  it('rejects a visit without a path and stores nothing', async () => {
    const [before] = await service.database.db.select({ value: count() }).from(visits);
    const response = await service.app.inject({ method: 'POST', url: '/VisitLog', payload: { query: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('مسیر صفحه الزامی است.');
    const [after] = await service.database.db.select({ value: count() }).from(visits);
    expect(after?.value).toBe(before?.value);
  });

  it('answers 404 in Persian for an unknown visit and 400 for bad durations', async () => {
    const unknown = await service.app.inject({
      method: 'POST',
      url: '/UpdateVisitLogDuration',
      payload: { visitId: '6f1c2c64-94a4-4c0b-9d36-2a7f0c1d1e11', durationSeconds: 10 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('بازدیدی با این شناسه ثبت نشده است.');
    const { visitId } = (
      await service.app.inject({ method: 'POST', url: '/VisitLog', payload: { path: '/pricing' } })
    ).json();
    for (const durationSeconds of [-1, 86_401, 1.5, '10']) {
      const response = await service.app.inject({
        method: 'POST',
        url: '/UpdateVisitLogDuration',
        headers: { 'accept-language': 'en-US' },
        payload: { visitId, durationSeconds },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The visit duration must be a whole number of seconds from 0 to 86400.',
      );
    }
    const malformed = await service.app.inject({ method: 'GET', url: '/VisitLog/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('شناسه بازدید معتبر نیست.');
    expect(
      (await service.app.inject({ method: 'GET', url: '/VisitLog/6f1c2c64-94a4-4c0b-9d36-2a7f0c1d1e11' }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the language to the product’s two in the database itself', async () => {
    const stored = service.database.db.execute(
      sql`insert into analytics.visits (id, path, locale, visited_at)
          values ('6f1c2c64-94a4-4c0b-9d36-2a7f0c1d1e12', '/', 'de-DE', now())`,
    );
    await expect(stored).rejects.toMatchObject({
      cause: { message: expect.stringContaining('visits_locale_check') },
    });
  });
});
