import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnvironment, openDatabase } from '../../shared/database/open-database.ts';
import { prepareServiceSchema } from '../../seed/prepare-service-schema.ts';
import { businessService } from '../business-service.ts';
import { serviceDefinitions } from '../../service-definitions.ts';
import {
  serviceBaseUrl,
  serviceTrustFromEnvironment,
} from '../../shared/service-trust/service-trust-from-environment.ts';
import { accountsDigestSender } from '../saved-searches/accounts-digest-sender.ts';
import { deliverSavedSearchDigests } from '../saved-searches/saved-search-matching.ts';
import { createImportTracking } from '../tracking/company-change-tracking.ts';
import { analyzeImportedTables, importJsonLines } from './import-business-data.ts';
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
  const tracking = createImportTracking(new Date());
  for (const table of importTables as ImportTable[]) {
    const file = path.join(folder, `${table}.jsonl`);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    const report = await importJsonLines(database.db, table, text, tracking);
    console.log(`${table}: ${report.loaded} rows loaded, ${report.rejected.length} rejected`);
    for (const entry of report.rejected)
      console.log(`  ${path.basename(file)}:${entry.line}: ${entry.reason}`);
    rejected += report.rejected.length;
  }
  // New rows change the statistics the planner chooses the search indexes by.
  await analyzeImportedTables(database.db);
  // Saved-search alerts of what was loaded; the service sends any left waiting on its own schedule. The command
  // signs as the business service: with the service's own key (BUSINESS_SERVICE_SIGNING_KEY) the accounts service
  // believes it; with a key made here it does not, and the digests wait for the running service.
  const trust = await serviceTrustFromEnvironment('business', (caller) =>
    serviceBaseUrl(caller, undefined, serviceDefinitions[caller].defaultPort),
  );
  const digests = await deliverSavedSearchDigests(
    database.db,
    new Date(),
    accountsDigestSender(
      () => undefined,
      () => trust,
    ),
  );
  if (digests > 0) console.log(`saved-search digests sent: ${digests}`);
} finally {
  await database.close();
}
process.exit(rejected > 0 ? 1 : 0);
