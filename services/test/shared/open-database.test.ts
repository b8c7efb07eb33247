import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('a PostgreSQL server connection pool', () => {
  // Only a server can end a connection from outside; embedded PGlite has none to end.
  it.runIf(serverUrl)('keeps serving after the server ends one of its idle connections', async () => {
    const database = await createTestDatabase('empty');
    try {
      const { rows } = await database.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
      const administrator = new pg.Client({ connectionString: serverUrl });
      await administrator.connect();
      try {
        await administrator.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await administrator.end();
      }
      // Give the ended connection's error time to reach the pool, as it would between two requests.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await database.db.execute<{ one: number }>(sql`SELECT 1 AS one`);
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
