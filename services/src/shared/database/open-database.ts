import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { checkpointedDump } from './checkpointed-dump.ts';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { traceStatementsOfPglite, traceStatementsOfPool } from './traced-statements.ts';

/** One drizzle handle, whichever engine sits behind it. Services only use the common query API. */
export type Database = ReturnType<typeof drizzlePglite>;

export interface OpenDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a dump of the whole data directory (a tar), to start other databases from (see `pgliteTemplate`). */
  dump?(): Promise<Uint8Array>;
  /**
   * PostgreSQL only: runs `work` while holding the server-wide advisory lock named `key` on a connection of its own,
   * so instances of one service started together (a cluster, a rolling deploy) migrate and seed one after another.
   */
  exclusively?<T>(key: string, work: () => Promise<T>): Promise<T>;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const defaultPgliteDirectory = path.join(repositoryRoot, '.data', 'pglite');

export interface DatabaseOptions {
  /** postgres://… — a PostgreSQL server. Without it, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  pgliteDirectory?: string | undefined;
  /** A PGlite data-directory dump to start from instead of initialising a new cluster (faster; tests use it). */
  pgliteTemplate?: Uint8Array | undefined;
}

/**
 * The dump as PGlite reads it (`loadDataDir` takes a Blob and only calls its `arrayBuffer()`): bytes already in memory
 * are handed over as they are, because Node 20's Blob reads a 70 MB dump back in small chunks and joins them, a
 * quarter of the CPU of starting a database from it.
 */
function dumpAsBlob(dump: Uint8Array): Blob {
  // PGlite copies each file out of the tar and never writes to it, so databases started from one dump share it.
  const whole = dump.byteOffset === 0 && dump.byteLength === dump.buffer.byteLength;
  const arrayBuffer = async () =>
    whole ? dump.buffer : dump.buffer.slice(dump.byteOffset, dump.byteOffset + dump.byteLength);
  return { type: '', size: dump.byteLength, arrayBuffer } as unknown as Blob;
}

export function databaseOptionsFromEnvironment(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return { databaseUrl: env.DATABASE_URL, pgliteDirectory: env.PGLITE_DATA_DIR };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The server may end an idle connection (a restart, a failover, an administrator): the pool drops that client
    // and opens another when asked; without a listener the error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL ended an idle connection: ${error.message}`));
    traceStatementsOfPool(pool);
    const db = drizzlePostgres(pool) as unknown as Database;
    const exclusively = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock(hashtext($1))', [key]);
        return await work();
      } finally {
        await lockHolder.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
        lockHolder.release();
      }
    };
    return { db, engine: 'postgres', close: () => pool.end(), exclusively };
  }
  const directory = options.pgliteDirectory ?? defaultPgliteDirectory;
  if (!directory.startsWith('memory://')) mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, {
    extensions: { pg_trgm },
    ...(options.pgliteTemplate ? { loadDataDir: dumpAsBlob(options.pgliteTemplate) } : {}),
  });
  traceStatementsOfPglite(client);
  const db = drizzlePglite(client);
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    dump: async () => new Uint8Array(await (await checkpointedDump(client)).arrayBuffer()),
  };
}
