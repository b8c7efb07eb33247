import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { databaseOptionsFromEnvironment, openDatabase } from '../../shared/database/open-database.ts';
import { prepareServiceSchema } from '../../seed/prepare-service-schema.ts';
import { businessService } from '../business-service.ts';
import { companies } from '../business-data-tables.ts';

/**
 * Migrates the business schema and generates the demo dataset at the size asked for, e.g.
 * `pnpm --filter @rasad/services dataset --companies 1000000` for the search benchmark.
 * Does nothing to a database that already holds companies.
 */
const { values } = parseArgs({ options: { companies: { type: 'string', default: '2000' } } });
process.env.BUSINESS_DATASET_COMPANIES = values.companies;
const database = await openDatabase(databaseOptionsFromEnvironment());
try {
  const started = performance.now();
  await prepareServiceSchema(businessService, database);
  const [row] = await database.db.select({ value: count() }).from(companies);
  console.log(
    `business: ${row?.value ?? 0} companies ready in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
