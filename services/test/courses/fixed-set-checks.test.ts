import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { creditLogs } from '../../src/courses/courses-tables.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { migrateServiceSchema } from '../../src/shared/database/migrate-service-schema.ts';
import { createTestDatabase } from '../test-database.ts';

const checksMigration = '0008_fixed-set-checks';

let database: OpenDatabase;
let earlierMigrations: string;

/** The courses migrations as they were before the fixed-set checks, to seed the demo data under them. */
async function migrationsBeforeChecks(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rasad-courses-migrations-'));
  await cp(coursesService.migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const checksAt = journal.entries.findIndex((entry) => entry.tag === checksMigration);
  expect(checksAt).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, checksAt);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  database = await createTestDatabase('empty');
  earlierMigrations = await migrationsBeforeChecks();
  await migrateServiceSchema(database, coursesService.schemaName, earlierMigrations);
  await coursesService.seed(database.db);
  // The checks arrive on a database that already holds the demo data, as they do on a running platform.
  await migrateServiceSchema(database, coursesService.schemaName, coursesService.migrationsFolder);
});
afterAll(async () => {
  await database.close();
  await rm(earlierMigrations, { recursive: true, force: true });
});

describe('fixed sets stored as text', () => {
  it('apply to the demo data and refuse a value outside the set', async () => {
    const row = {
      userId: '00000000-0000-4000-8000-000000000005',
      amountRials: 1_000,
      descriptionFa: 'آزمون',
      descriptionEn: 'test',
      createdAt: new Date(),
    };
    await expect(database.db.insert(creditLogs).values({ ...row, reason: 'SUPPORT' })).resolves.toBeDefined();
    const refused = database.db
      .insert(creditLogs)
      // A value no code path may write: the database itself refuses it.
      .values({ ...row, reason: 'LOTTERY' as 'SUPPORT' });
    await expect(refused).rejects.toMatchObject({ cause: { constraint: 'credit_logs_reason_check' } });
  });
});
