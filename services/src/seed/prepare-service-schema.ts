import type { Database, OpenDatabase } from '../shared/database/open-database.ts';
import { migrateServiceSchema } from '../shared/database/migrate-service-schema.ts';
import type { ServiceDefinition } from '../shared/service-definition.ts';

/**
 * Brings a service's schema up to date, then fills it with demo data if it is empty. On a PostgreSQL server the
 * instances of one service take turns, so however many start at once, one migrates and seeds and the rest find it done.
 */
export async function prepareServiceSchema(definition: ServiceDefinition, database: OpenDatabase) {
  const prepare = async () => {
    await migrateServiceSchema(database, definition.schemaName, definition.migrationsFolder);
    await definition.seed(database.db satisfies Database);
  };
  if (database.exclusively) await database.exclusively(`prepare ${definition.schemaName}`, prepare);
  else await prepare();
}
