import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { OpenDatabase } from './open-database.ts';

/**
 * Each service owns one PostgreSQL schema and its own migration history inside it,
 * so services can be deployed and migrated independently.
 */
export async function migrateServiceSchema(
  database: OpenDatabase,
  schemaName: string,
  migrationsFolder: string,
) {
  const config = { migrationsFolder, migrationsSchema: schemaName, migrationsTable: '__migrations' };
  if (database.engine === 'pglite') await migratePglite(database.db, config);
  else await migratePostgres(database.db as unknown as NodePgDatabase, config);
}
