import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupPlatform, BackupRefused } from '@rasad/services/shared/backup/platform-backup.ts';
import { platformPgliteBase } from './platform/platform-data.mts';

/**
 * `pnpm backup <folder>`: every service's data into a new or empty folder, with a manifest of checksums written last.
 * With DATABASE_URL, pg_dump of each service's schema; without it, each service's PGlite folder under PGLITE_DATA_DIR
 * (the platform must be stopped). Exits 1 with a Persian and an English sentence when refused.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const target = positionals[0];
if (!target) {
  console.error('usage: pnpm backup <new or empty folder>');
  process.exit(2);
}
try {
  await backupPlatform(
    { databaseUrl: process.env.DATABASE_URL || undefined, pgliteBase: platformPgliteBase() },
    path.resolve(target),
  );
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(`پشتیبان گرفته نشد: ${error.fa}`);
  console.error(`No backup made: ${error.message}`);
  process.exit(1);
}
