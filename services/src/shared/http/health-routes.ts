import { databaseAnswers } from '../database/database-answers.ts';
import type { Database } from '../database/open-database.ts';
import type { ServiceApp } from './create-service-app.ts';

/**
 * Liveness and readiness for a process supervisor or a load balancer: `/healthz` answers while the process serves
 * HTTP at all (with its pid, so a restart can be seen); `/readyz` answers 200 only while the database answers too.
 * The service listens only once its schema is migrated and seeded, so a listening service with a database is ready.
 */
export function registerHealthRoutes(app: ServiceApp, db: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', pid: process.pid }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const database = await databaseAnswers(db);
    return reply
      .status(database ? 200 : 503)
      .send({ status: database ? 'ready' : 'not-ready', checks: { database } });
  });
}
