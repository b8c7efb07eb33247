import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepositoryRoot } from './platform-runtime.mts';

// From scripts/platform as source and from scripts/dist/platform compiled alike.
const repositoryRoot = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Where the platform keeps its embedded databases: one PGlite folder per service under PGLITE_DATA_DIR, by default
 * .data/services/<service> (the start command, the backup and the restore commands all read it from here).
 */
export function platformPgliteBase(env: NodeJS.ProcessEnv = process.env): string {
  return env.PGLITE_DATA_DIR || path.join(repositoryRoot, '.data', 'services');
}
