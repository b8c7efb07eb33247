import { afterAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../../src/shared/http/create-service-app.ts';
import { registerHealthRoutes } from '../../src/shared/http/health-routes.ts';
import { createTestDatabase } from '../test-database.ts';

describe('a service’s liveness and readiness', async () => {
  const database = await createTestDatabase('empty');
  const app = await createServiceApp({ title: 'test', description: 'test' });
  registerHealthRoutes(app, database.db);
  await app.ready();
  let databaseClosed = false;
  afterAll(async () => {
    await app.close();
    if (!databaseClosed) await database.close();
  });

  it('is live with its pid and ready while its database answers; not ready once the database is gone, still live', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', pid: process.pid });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true } });

    await database.close();
    databaseClosed = true;
    const notReady = await app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'not-ready', checks: { database: false } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('keeps both out of the OpenAPI document', () => {
    expect(Object.keys((app.swagger() as { paths?: object }).paths ?? {})).not.toContain('/readyz');
  });
});
