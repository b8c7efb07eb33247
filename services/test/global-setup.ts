import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { checkpointedDump } from '../src/shared/database/checkpointed-dump.ts';
import { applyLeanTestClusterSettings } from './lean-test-cluster.ts';
import { openDatabase, type OpenDatabase } from '../src/shared/database/open-database.ts';
import { prepareServiceSchema } from '../src/seed/prepare-service-schema.ts';
import { serviceDefinitions, serviceNames } from '../src/service-definitions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite only: a freshly initialised cluster, dumped once, for the tests that need an empty database. */
    pgliteTemplatePath: string;
    /** PGlite only: the same cluster with every service's schema migrated and its demo data seeded. */
    pgliteSeededTemplatePath: string;
    /** PostgreSQL only: a database with every service's schema migrated and seeded, copied per test file. */
    postgresSeededTemplate: string;
  }
}

/** Every service's schema and demo data, as `startServices` prepares them on a new database. */
async function prepareEveryService(database: OpenDatabase): Promise<void> {
  for (const name of serviceNames) await prepareServiceSchema(serviceDefinitions[name], database);
}

/**
 * Migrating and seeding takes seconds per service (the accounts seed hashes passwords, the business seed writes
 * thousands of rows): done once here, then each test file starts from a copy — a PGlite dump loaded in well under a
 * second, or `CREATE DATABASE … TEMPLATE` on the server.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `rasad_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${templateName}`;
    const template = await openDatabase({ databaseUrl: templateUrl.toString() });
    await prepareEveryService(template);
    // A database is copied only while nobody is connected to it.
    await template.close();
    project.provide('postgresSeededTemplate', templateName);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'rasad-services-test-'));
  const emptyPath = path.join(folder, 'pglite-template.tar');
  const empty = await PGlite.create('memory://');
  await writeFile(emptyPath, Buffer.from(await (await checkpointedDump(empty)).arrayBuffer()));
  await empty.close();

  const seededPath = path.join(folder, 'pglite-seeded-template.tar');
  const seeded = await openDatabase({ pgliteDirectory: 'memory://' });
  await prepareEveryService(seeded);
  await applyLeanTestClusterSettings(seeded);
  const seededDump = await seeded.dump?.();
  if (!seededDump) throw new Error('PGlite could not dump the seeded test database');
  await writeFile(seededPath, seededDump);
  await seeded.close();

  project.provide('pgliteTemplatePath', emptyPath);
  project.provide('pgliteSeededTemplatePath', seededPath);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
