import type { Database, OpenDatabase } from '../shared/database/open-database.ts';
import { migrateServiceSchema } from '../shared/database/migrate-service-schema.ts';
import type { ServiceDefinition } from '../shared/service-definition.ts';

/** Brings a service's schema up to date, then fills it with demo data if it is empty. */
export async function prepareServiceSchema(definition: ServiceDefinition, database: OpenDatabase) {
  await migrateServiceSchema(database, definition.schemaName, definition.migrationsFolder);
  await definition.seed(database.db satisfies Database);
}
