import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { intendedBreakingPaths, schemaChangeVerdict } from './schema-changes.ts';

/**
 * `pnpm check:schema` (part of `pnpm checks`): schema.graphql as it is now against the last released one — the
 * merge-base with origin/main (or a local main), or the previous commit when this is main itself (CI's fresh clone) — failing on a
 * breaking change that docs/schema-changes.md does not list as intended.
 */
// Read as text: importing the executable schema would load every resolver for a path.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaFile = path.join(repositoryRoot, 'schema.graphql');
const intendedFile = path.join(repositoryRoot, 'docs/schema-changes.md');

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: repositoryRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function baseCommit(): { commit: string; what: string } | null {
  const head = git('rev-parse', 'HEAD');
  for (const main of ['origin/main', 'main']) {
    if (!git('rev-parse', '--verify', '--quiet', main)) continue;
    const mergeBase = git('merge-base', 'HEAD', main);
    if (mergeBase && mergeBase !== head) return { commit: mergeBase, what: `the merge-base with ${main}` };
    break;
  }
  const previous = git('rev-parse', '--verify', '--quiet', 'HEAD~1');
  return previous ? { commit: previous, what: 'the previous commit' } : null;
}

const base = baseCommit();
if (!base) {
  console.log(
    'check:schema skipped: no earlier commit to compare schema.graphql with (a shallow clone of one commit).',
  );
  process.exit(0);
}
const oldSchema = git('show', `${base.commit}:schema.graphql`);
if (oldSchema === null) {
  console.log(`check:schema skipped: schema.graphql is not in ${base.what} (${base.commit.slice(0, 7)}).`);
  process.exit(0);
}
const intended = intendedBreakingPaths(existsSync(intendedFile) ? readFileSync(intendedFile, 'utf8') : '');
const verdict = await schemaChangeVerdict(oldSchema, readFileSync(schemaFile, 'utf8'), intended).catch(
  (error: unknown) => {
    console.error(
      `check:schema: a schema does not build: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
const against = `${base.what} (${base.commit.slice(0, 7)})`;
if (verdict.unmarked.length > 0) {
  console.error(`schema.graphql breaks clients written against ${against}:`);
  for (const change of verdict.unmarked) console.error(`  ${change.path ?? '(schema)'}: ${change.message}`);
  console.error(
    'Deprecate first (@deprecated, remove in a later release), or list each path under "Intended breaking changes" in docs/schema-changes.md with the reason.',
  );
  process.exit(1);
}
console.log(
  `check:schema: no unmarked breaking change against ${against}` +
    (verdict.breaking.length > 0 ? ` (${verdict.breaking.length} marked as intended)` : '') +
    '.',
);
