import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serviceDefinitions } from './service-definitions.ts';
import { openDatabase } from './shared/database/open-database.ts';
import { buildServiceApp } from './start-services.ts';

/** Writes services/openapi/<name>.json for every service; the gateway generates its typed clients from them. */
const outputFolder = new URL('../openapi/', import.meta.url);
await mkdir(outputFolder, { recursive: true });
// Routes never touch the database while they are registered, so an empty in-memory one will do.
const database = await openDatabase({ pgliteDirectory: 'memory://' });
try {
  for (const definition of Object.values(serviceDefinitions)) {
    const app = await buildServiceApp(definition, {
      db: database.db,
      now: () => new Date(),
      publicUrl: `http://127.0.0.1:${definition.defaultPort}`,
    });
    const file = new URL(`${definition.name}.json`, outputFolder);
    await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
    console.log(`wrote ${fileURLToPath(file)}`);
  }
} finally {
  await database.close();
}
