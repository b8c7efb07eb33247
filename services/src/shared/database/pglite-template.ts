import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { checkpointedDump } from './checkpointed-dump.ts';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * A dump of a freshly initialised, empty PGlite cluster, kept in `directory` per PGlite version. Initialising a
 * cluster costs seconds of CPU; loading this dump a fraction of that, so a platform whose services each keep their own
 * cluster initialises one, once, instead of one per service and start.
 */
export async function ensurePgliteTemplate(directory: string): Promise<string> {
  const file = path.join(directory, `pglite-${pgliteVersion()}.tar`);
  if (existsSync(file)) return file;
  await mkdir(directory, { recursive: true });
  const cluster = await PGlite.create('memory://');
  const dump = await checkpointedDump(cluster);
  await cluster.close();
  // Written aside and renamed, so a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

/** The template to start `dataDirectory` from when it holds no cluster yet (else undefined: open what is there). */
export async function pgliteTemplateFor(
  dataDirectory: string | undefined,
  templateFile: string | undefined,
): Promise<Uint8Array | undefined> {
  if (!templateFile || !dataDirectory || dataDirectory.startsWith('memory://')) return undefined;
  if (existsSync(path.join(dataDirectory, 'PG_VERSION'))) return undefined;
  return readFile(templateFile);
}
