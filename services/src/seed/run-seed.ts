import { databaseOptionsFromEnvironment, openDatabase } from '../shared/database/open-database.ts';
import { serviceDefinitions } from '../service-definitions.ts';
import { prepareServiceSchema } from './prepare-service-schema.ts';

/** Migrates and seeds every service in the database named by DATABASE_URL / PGLITE_DATA_DIR. */
const database = await openDatabase(databaseOptionsFromEnvironment());
try {
  for (const definition of Object.values(serviceDefinitions)) {
    const started = performance.now();
    await prepareServiceSchema(definition, database);
    console.log(`${definition.name}: migrated and seeded in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await database.close();
}
