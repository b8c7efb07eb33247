import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs the services suite against a PostgreSQL server, or says plainly why it did not. */
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!serverUrl) {
  console.log(
    'PostgreSQL test run skipped: set TEST_DATABASE_URL or DATABASE_URL to a server URL (postgres://user@host:port/db) to run it.',
  );
  process.exit(0);
}
const servicesFolder = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: servicesFolder,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: serverUrl },
});
process.exit(result.status ?? 1);
