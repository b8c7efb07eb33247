import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own embedded PostgreSQL (PGlite) or server database, which takes a few seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
