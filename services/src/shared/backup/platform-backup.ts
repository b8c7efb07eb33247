import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { serviceDefinitions, serviceNames } from '../../service-definitions.ts';
import { openDatabase } from '../database/open-database.ts';
import type { ServiceName } from '../service-name.ts';

const run = promisify(execFile);

/** The manifest's format name and version: a restore reads only backups it knows how to read. */
export const backupFormat = 'rasad-platform-backup';
export const backupFormatVersion = 1;
export const manifestFileName = 'manifest.json';

export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  services: { name: ServiceName; file: string; bytes: number; sha256: string }[];
}

/** Why a backup or a restore was refused, in Persian and in English; nothing was written or overwritten. */
export class BackupRefused extends Error {
  readonly fa: string;
  constructor(fa: string, en: string) {
    super(en);
    this.fa = fa;
  }
}

export interface PlatformDataLocation {
  /** A PostgreSQL server's URL: each service's schema is dumped with pg_dump and restored with pg_restore. */
  databaseUrl?: string | undefined;
  /** Without a server: the folder holding each service's PGlite folder (`<folder>/<service>`), as the platform keeps them. */
  pgliteBase: string;
}

type Log = (line: string) => void;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** PGlite leaves postmaster.pid in its folder while a process has the database open (and after one was killed). */
function pgliteInUse(folder: string) {
  return existsSync(path.join(folder, 'postmaster.pid'));
}

const hasPgliteCluster = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

async function folderIsEmpty(folder: string) {
  return (await readdir(folder).catch(() => [])).length === 0;
}

/** The PostgreSQL tools' major version, e.g. 15 from «pg_dump (PostgreSQL) 15.14». */
async function toolMajorVersion(tool: string) {
  try {
    const { stdout } = await run(tool, ['--version']);
    return Number(/\b(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
  } catch {
    throw new BackupRefused(
      `برنامهٔ ${tool} پیدا نشد؛ بستهٔ postgresql-client را نصب کنید.`,
      `${tool} was not found; install the postgresql-client package.`,
    );
  }
}

async function serverMajorVersion(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * Backs up every service's data into `target` (a new or empty folder): with PGlite, a checkpointed dump of each
 * service's folder (gzip-compressed tar), refused while the platform runs; with PostgreSQL, `pg_dump` of each
 * service's schema (custom format). The manifest — format, version, each file's size and sha256 — is written last, so
 * a backup without one is an unfinished backup. A progress line per step.
 */
export async function backupPlatform(
  location: PlatformDataLocation,
  target: string,
  log: Log = console.log,
): Promise<BackupManifest> {
  if (!(await folderIsEmpty(target)))
    throw new BackupRefused(
      `پوشهٔ پشتیبان ${target} خالی نیست؛ پوشه‌ای تازه بدهید.`,
      `The backup folder ${target} is not empty; give a new folder.`,
    );
  const engine = location.databaseUrl ? 'postgres' : 'pglite';
  const services: BackupManifest['services'] = [];
  if (!location.databaseUrl) {
    const present = serviceNames.filter((name) => hasPgliteCluster(path.join(location.pgliteBase, name)));
    if (present.length === 0)
      throw new BackupRefused(
        `در ${location.pgliteBase} دادهٔ هیچ سرویسی نیست.`,
        `There is no service data in ${location.pgliteBase}.`,
      );
    const inUse = present.filter((name) => pgliteInUse(path.join(location.pgliteBase, name)));
    if (inUse.length > 0)
      throw new BackupRefused(
        `پایگاه دادهٔ ${inUse.join('، ')} باز است: نخست سکو را متوقف کنید (اگر متوقف است، یک بار آن را راه‌اندازی و درست متوقف کنید).`,
        `The database of ${inUse.join(', ')} is open: stop the platform first (if it is stopped, start it once and stop it cleanly).`,
      );
    await mkdir(target, { recursive: true });
    for (const name of present) {
      const started = performance.now();
      const database = await openDatabase({ pgliteDirectory: path.join(location.pgliteBase, name) });
      let dump: Uint8Array;
      try {
        dump = gzipSync((await database.dump?.()) ?? new Uint8Array(), { level: 1 });
      } finally {
        await database.close();
      }
      const file = `${name}.tar.gz`;
      await writeFile(path.join(target, file), dump);
      services.push({ name, file, bytes: dump.byteLength, sha256: sha256(dump) });
      log(
        `backup: ${name} — ${(dump.byteLength / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
      );
    }
  } else {
    const [tool, server] = await Promise.all([
      toolMajorVersion('pg_dump'),
      serverMajorVersion(location.databaseUrl),
    ]);
    if (tool < server)
      throw new BackupRefused(
        `pg_dump نسخهٔ ${tool} است و کارگزار PostgreSQL نسخهٔ ${server}؛ pg_dump هم‌نسخه یا تازه‌تر لازم است.`,
        `pg_dump is version ${tool} and the PostgreSQL server ${server}; a pg_dump of the same version or newer is needed.`,
      );
    await mkdir(target, { recursive: true });
    for (const name of serviceNames) {
      const started = performance.now();
      const file = `${name}.pgdump`;
      await run('pg_dump', [
        '--format=custom',
        `--schema=${serviceDefinitions[name].schemaName}`,
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(target, file)}`,
        `--dbname=${location.databaseUrl}`,
      ]);
      const bytes = await readFile(path.join(target, file));
      services.push({ name, file, bytes: bytes.byteLength, sha256: sha256(bytes) });
      log(
        `backup: ${name} — ${(bytes.byteLength / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
      );
    }
  }
  const manifest: BackupManifest = {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: new Date().toISOString(),
    engine,
    services,
  };
  // Written aside and renamed: a manifest is there whole, or not at all.
  await writeFile(path.join(target, `${manifestFileName}.partial`), JSON.stringify(manifest, null, 2) + '\n');
  await rename(path.join(target, `${manifestFileName}.partial`), path.join(target, manifestFileName));
  log(
    `backup: manifest written — ${services.length} service${services.length === 1 ? '' : 's'} in ${target}`,
  );
  return manifest;
}

/** Reads the manifest and checks every file against it; refuses a backup that is incomplete, altered or foreign. */
export async function verifyBackup(source: string, log: Log = console.log): Promise<BackupManifest> {
  const text = await readFile(path.join(source, manifestFileName), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupRefused(
      `در ${source} فهرست پشتیبان (manifest.json) نیست: این پشتیبان ناتمام است یا پشتیبان رصد نیست.`,
      `${source} holds no backup manifest (manifest.json): the backup is unfinished or not a Rasad backup.`,
    );
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupRefused('فهرست پشتیبان خراب است.', 'The backup manifest is corrupt.');
  }
  if (manifest?.format !== backupFormat || !Array.isArray(manifest.services))
    throw new BackupRefused('این پوشه پشتیبان رصد نیست.', 'This folder is not a Rasad backup.');
  if (manifest.version !== backupFormatVersion)
    throw new BackupRefused(
      `نسخهٔ پشتیبان (${manifest.version}) را این نسخه از رصد نمی‌شناسد.`,
      `This version of Rasad does not read backups of version ${manifest.version}.`,
    );
  for (const entry of manifest.services) {
    if (!serviceNames.includes(entry.name) || path.basename(entry.file) !== entry.file)
      throw new BackupRefused('فهرست پشتیبان خراب است.', 'The backup manifest is corrupt.');
    const bytes = await readFile(path.join(source, entry.file)).catch(() => null);
    if (bytes === null)
      throw new BackupRefused(
        `پروندهٔ ${entry.file} در پشتیبان نیست: پشتیبان ناقص است.`,
        `${entry.file} is missing from the backup: the backup is incomplete.`,
      );
    if (bytes.byteLength !== entry.bytes || sha256(bytes) !== entry.sha256)
      throw new BackupRefused(
        `پروندهٔ ${entry.file} با فهرست پشتیبان نمی‌خواند: پشتیبان خراب است و چیزی بازگردانده نشد.`,
        `${entry.file} does not match the backup manifest: the backup is corrupt, and nothing was restored.`,
      );
    log(`restore: ${entry.file} checked (sha256 ${entry.sha256.slice(0, 12)}…)`);
  }
  return manifest;
}

async function schemaHasTables(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      'SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = $1',
      [schema],
    );
    return (rows[0]?.tables ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function onServer(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the platform's data: verifies the manifest and every checksum before touching anything, then
 * restores each service into an empty target — refusing one that holds data unless `force` (then a PGlite folder is
 * kept aside as `<service>.before-restore-<time>`, a PostgreSQL schema dropped). A progress line per step.
 */
export async function restorePlatform(
  location: PlatformDataLocation,
  source: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<BackupManifest> {
  const log = options.log ?? console.log;
  const manifest = await verifyBackup(source, log);
  const engine = location.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine)
    throw new BackupRefused(
      `این پشتیبان از ${manifest.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} است و مقصد ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}؛ بازگردانی میان این دو انجام نمی‌شود.`,
      `This backup is of ${manifest.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} and the target is ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}; a restore does not cross between them.`,
    );

  if (!location.databaseUrl) {
    const folders = manifest.services.map((entry) => ({
      entry,
      folder: path.join(location.pgliteBase, entry.name),
    }));
    const inUse = folders.filter(({ folder }) => pgliteInUse(folder)).map(({ entry }) => entry.name);
    if (inUse.length > 0)
      throw new BackupRefused(
        `پایگاه دادهٔ ${inUse.join('، ')} باز است: نخست سکو را متوقف کنید.`,
        `The database of ${inUse.join(', ')} is open: stop the platform first.`,
      );
    const occupied = [];
    for (const { entry, folder } of folders) if (!(await folderIsEmpty(folder))) occupied.push(entry.name);
    if (occupied.length > 0 && !options.force)
      throw new BackupRefused(
        `${occupied.join('، ')} در ${location.pgliteBase} داده دارد؛ بازگردانی روی دادهٔ موجود تنها با --force (دادهٔ کنونی کنار گذاشته می‌شود).`,
        `${occupied.join(', ')} in ${location.pgliteBase} already holds data; restoring over it needs --force (the current data is kept aside).`,
      );
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const { entry, folder } of folders) {
      const started = performance.now();
      if (occupied.includes(entry.name)) {
        const aside = `${folder}.before-restore-${stamp}`;
        await rename(folder, aside);
        log(`restore: ${entry.name} — the data that was there is kept in ${aside}`);
      }
      await mkdir(folder, { recursive: true });
      const dump = gunzipSync(await readFile(path.join(source, entry.file)));
      const database = await openDatabase({ pgliteDirectory: folder, pgliteTemplate: dump });
      await database.db.execute(sql`SELECT 1`);
      await database.close();
      log(`restore: ${entry.name} restored into ${folder} in ${Math.round(performance.now() - started)} ms`);
    }
    return manifest;
  }

  const databaseUrl = location.databaseUrl;
  const occupied = [];
  for (const entry of manifest.services)
    if (await schemaHasTables(databaseUrl, serviceDefinitions[entry.name].schemaName))
      occupied.push(entry.name);
  if (occupied.length > 0 && !options.force)
    throw new BackupRefused(
      `طرح‌وارهٔ ${occupied.join('، ')} در پایگاه داده جدول دارد؛ بازگردانی روی دادهٔ موجود تنها با --force (آن طرح‌واره‌ها پاک می‌شوند).`,
      `The schema of ${occupied.join(', ')} already holds tables; restoring over it needs --force (those schemas are dropped).`,
    );
  // A schema's dump leaves out the extensions its indexes use (they live outside it).
  await onServer(databaseUrl, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
  for (const entry of manifest.services) {
    const started = performance.now();
    const schema = serviceDefinitions[entry.name].schemaName;
    if (occupied.includes(entry.name)) {
      await onServer(databaseUrl, `DROP SCHEMA "${schema}" CASCADE`);
      log(`restore: ${entry.name} — schema ${schema} dropped (--force)`);
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${databaseUrl}`,
      path.join(source, entry.file),
    ]);
    log(
      `restore: ${entry.name} restored into schema ${schema} in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return manifest;
}

/** Whether a path names a folder (for the commands' argument checks). */
export async function isFolder(candidate: string) {
  return (await stat(candidate).catch(() => null))?.isDirectory() ?? false;
}
