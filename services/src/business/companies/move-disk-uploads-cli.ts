import { parseArgs } from 'node:util';
import { databaseOptionsFromEnvironment, openDatabase } from '../../shared/database/open-database.ts';
import { prepareServiceSchema } from '../../seed/prepare-service-schema.ts';
import { businessService } from '../business-service.ts';
import { moveDiskUploadsIntoDatabase } from './disk-uploads.ts';

/**
 * `pnpm --filter @rasad/services uploads:move-from-disk <folder>`: stores the company images an older build kept in
 * UPLOADS_DIR (the folder holding `company-files/`) in the configured database. With PGlite, stop the business
 * service first (PGlite serves one process). Exits 1 when a recorded upload's file was not found.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const folder = positionals[0];
if (!folder) {
  console.error('usage: uploads:move-from-disk <the former UPLOADS_DIR, holding company-files/>');
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFromEnvironment());
try {
  await prepareServiceSchema(businessService, database);
  const report = await moveDiskUploadsIntoDatabase(database.db, folder);
  console.log(`${report.moved} uploads moved into the database, ${report.missing.length} not found`);
  for (const id of report.missing) console.log(`  not found or changed: company-files/${id}`);
  process.exitCode = report.missing.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
