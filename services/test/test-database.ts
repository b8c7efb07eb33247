import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/shared/database/open-database.ts';
import { dumpBytes } from './dump-bytes.ts';

/**
 * A fresh database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL, a new uniquely named
 * database on that PostgreSQL server, dropped again by `close()`. `seeded` starts it with every service's schema
 * and demo data (copied from the template the global setup prepared once); `empty` with nothing.
 */
export async function createTestDatabase(
  contents: 'seeded' | 'empty',
): Promise<OpenDatabase & { databaseUrl?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await dumpBytes(
      inject(contents === 'seeded' ? 'pgliteSeededTemplatePath' : 'pgliteTemplatePath'),
    );
    return openDatabase({ pgliteDirectory: 'memory://', pgliteTemplate: template });
  }

  const name = `rasad_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // FILE_COPY copies the template's files instead of writing every page through the write-ahead log (PostgreSQL
    // 15's default): the services suite on the server 60 → about 50 s of CPU.
    await admin.query(
      contents === 'seeded'
        ? `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresSeededTemplate')}" STRATEGY FILE_COPY`
        : `CREATE DATABASE "${name}"`,
    );
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: databaseUrl.toString() });
  return {
    ...database,
    databaseUrl: databaseUrl.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
