import { sql } from 'drizzle-orm';
import type { Database } from '../database/open-database.ts';
import type { ServiceApp } from './create-service-app.ts';

/** How long readiness waits for the database before calling it unreachable. */
const databaseCheckTimeoutMs = 2000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseCheckTimeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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
