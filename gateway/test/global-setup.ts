import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceDefinitions, serviceNames } from '@rasad/services/service-definitions.ts';
import { prepareServiceSchema } from '@rasad/services/seed/prepare-service-schema.ts';
import { applyLeanTestClusterSettings } from '@rasad/services/test/lean-test-cluster.ts';
import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every service's schema migrated and seeded with the demo data, dumped once; each platform under test loads a copy. */
    seededPgliteTemplatePath: string;
  }
}

/**
 * Migrating and seeding every service takes far longer than loading a dump of the result, and the demo data is
 * deterministic, so it is done once per run rather than once per test file.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'rasad-gateway-test-'));
  const templatePath = path.join(folder, 'seeded-pglite.tar');
  const database = await openDatabase({ pgliteDirectory: 'memory://' });
  for (const name of serviceNames) await prepareServiceSchema(serviceDefinitions[name], database);
  await applyLeanTestClusterSettings(database);
  const dump = await database.dump!();
  await database.close();
  await writeFile(templatePath, dump);
  project.provide('seededPgliteTemplatePath', templatePath);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
