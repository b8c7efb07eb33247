import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { databaseOptionsFromEnvironment, openDatabase } from '../../shared/database/open-database.ts';
import { prepareServiceSchema } from '../../seed/prepare-service-schema.ts';
import { businessService } from '../business-service.ts';
import { importJsonLines } from './import-business-data.ts';
import { importTables, type ImportTable } from './import-row-schemas.ts';

/**
 * `pnpm --filter @rasad/services import:business <folder>`: loads `<table>.jsonl` for each table found
 * in the folder, in dependency order (companies and persons before what refers to them), and prints
 * each bad row's line and reason. Exits 1 when any row was rejected.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const folder = positionals[0];
if (!folder) {
  console.error(
    `usage: import:business <folder with ${importTables.map((table) => `${table}.jsonl`).join(', ')}>`,
  );
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFromEnvironment());
let rejected = 0;
try {
  await prepareServiceSchema(businessService, database);
  for (const table of importTables as ImportTable[]) {
    const file = path.join(folder, `${table}.jsonl`);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    const report = await importJsonLines(database.db, table, text);
    console.log(`${table}: ${report.loaded} rows loaded, ${report.rejected.length} rejected`);
    for (const entry of report.rejected)
      console.log(`  ${path.basename(file)}:${entry.line}: ${entry.reason}`);
    rejected += report.rejected.length;
  }
  // New rows change the statistics the planner chooses the search indexes by.
  await database.db.execute(sql`ANALYZE business.companies, business.persons, business.products`);
} finally {
  await database.close();
}
process.exit(rejected > 0 ? 1 : 0);
