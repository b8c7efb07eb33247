import { afterAll, beforeAll } from 'vitest';
import type { OpenDatabase } from '../src/shared/database/open-database.ts';
import { startServices, type RunningServices } from '../src/start-services.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Every service on its own ephemeral loopback port over one fresh seeded database, started before this file's tests
 * and stopped after them. Read `running()` and `database()` inside tests (they exist once `beforeAll` ran).
 */
export function runningTestServices(options: { now?: () => Date } = {}) {
  let database: OpenDatabase | undefined;
  let running: RunningServices | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    running = await startServices({
      database,
      ...options,
      ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
    });
  });
  afterAll(async () => {
    await running?.close();
    await database?.close();
  });
  return {
    running: (): RunningServices => {
      if (!running) throw new Error('the services start in beforeAll');
      return running;
    },
    database: (): OpenDatabase => {
      if (!database) throw new Error('the database opens in beforeAll');
      return database;
    },
  };
}
