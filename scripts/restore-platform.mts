import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused, restorePlatform } from '@rasad/services/shared/backup/platform-backup.ts';
import { platformPgliteBase } from './platform/platform-data.mts';

/**
 * `pnpm restore <folder> [--force]`: checks the backup's manifest and every file's checksum first, then restores each
 * service into empty storage (with --force, over what is there: PGlite folders are kept aside, PostgreSQL schemas
 * dropped). Stop the platform first. Exits 1 with a Persian and an English sentence when refused; nothing is changed.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const source = positionals[0];
if (!source) {
  console.error('usage: pnpm restore <backup folder> [--force]');
  process.exit(2);
}
try {
  await restorePlatform(
    { databaseUrl: process.env.DATABASE_URL || undefined, pgliteBase: platformPgliteBase() },
    path.resolve(source),
    { force: values.force },
  );
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(`بازگردانی انجام نشد: ${error.fa}`);
  console.error(`Nothing restored: ${error.message}`);
  process.exit(1);
}
