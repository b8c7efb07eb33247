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
import { importBatch, readImportFolder } from './import-business-data.ts';
import { importTables } from './import-row-schemas.ts';

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
  // Saved-search alerts of what was loaded; the service sends any left waiting on its own schedule. The command
  // signs as the business service: with the service's own key (BUSINESS_SERVICE_SIGNING_KEY) the accounts service
  // believes it; with a key made here it does not, and the digests wait for the running service.
  const trust = await serviceTrustFromEnvironment('business', (caller) =>
    serviceBaseUrl(caller, undefined, serviceDefinitions[caller].defaultPort),
  );
  const { reports, digestsSent } = await importBatch(database.db, await readImportFolder(folder), {
    now: new Date(),
    sendDigest: accountsDigestSender(
      () => undefined,
      () => trust,
    ),
  });
  for (const report of reports) {
    console.log(`${report.table}: ${report.loaded} rows loaded, ${report.rejected.length} rejected`);
    for (const entry of report.rejected)
      console.log(`  ${report.table}.jsonl:${entry.line}: ${entry.reason}`);
    rejected += report.rejected.length;
  }
  if (digestsSent > 0) console.log(`saved-search digests sent: ${digestsSent}`);
} finally {
  await database.close();
}
process.exit(rejected > 0 ? 1 : 0);
