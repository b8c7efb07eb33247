import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../src/shared/database/open-database.ts';

/**
 * Made once on the PGlite cluster the test suites copy for every test file, before it is dumped. A PGlite start
 * spends most of its CPU unpacking the dump file by file and setting up PostgreSQL's shared buffers, both sized for a
 * server: 128 MB of buffers for a hundred connections where a test database has one connection and a few megabytes
 * of data, and the template databases `CREATE DATABASE` copies (two fifths of the dump's files, a fifth of its bytes)
 * where no test creates a database. Measured per start from the seeded dump: 606 → 339 ms of CPU. The platform's own
 * databases keep PostgreSQL's defaults.
 */
const leanTestClusterStatements = [
  "ALTER SYSTEM SET shared_buffers = '16MB'",
  'ALTER SYSTEM SET max_connections = 10',
  "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  'DROP DATABASE template0',
  'DROP DATABASE template1',
];

export async function applyLeanTestClusterSettings(database: OpenDatabase): Promise<void> {
  for (const statement of leanTestClusterStatements) await database.db.execute(sql.raw(statement));
}
