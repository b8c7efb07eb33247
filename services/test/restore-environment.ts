import { afterAll } from 'vitest';

/**
 * Test files share their worker's process (and its modules: `isolate: false`), so a variable one file sets for its
 * service (IPG_MERCHANT_ORIGIN, TRUSTED_PROXY_ADDRESSES…) is put back before the next file runs.
 */
const environmentBefore = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
});
