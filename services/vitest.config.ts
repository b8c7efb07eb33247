import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own embedded PostgreSQL (PGlite) or server database, which takes a few seconds.
    // Every test file has a database (and, in the gateway, a platform) of its own: one worker per core uses both cores
    // (vitest's default leaves one idle, which on a 2-core machine means one file at a time).
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
