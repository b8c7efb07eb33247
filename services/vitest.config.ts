import { defineConfig } from 'vitest/config';
import { passwordHashCosts } from './src/accounts/credentials/password-hash-costs.ts';

// Passwords hashed and checked at a test cost (services/src/accounts/credentials/password-hashing.ts), set here so the
// global setup's demo seed and every worker use it.
process.env.PASSWORD_HASH_COST ??= String(passwordHashCosts.cheapest);
// Test files sign up many accounts from one address and read pages with them at once; the product's limits on both
// are proven, at their defaults, in services/test/accounts/sign-up-limits.test.ts.
process.env.SIGN_UPS_PER_ADDRESS_PER_DAY ??= '100000';
process.env.SIGN_UPS_PER_DEVICE_PER_DAY ??= '100000';
process.env.NEW_ACCOUNT_QUOTA_WAIT_HOURS ??= '0';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own embedded PostgreSQL (PGlite) or server database, which takes a few seconds.
    // Every test file has a database (and, in the gateway, a platform) of its own: one worker per core uses both cores
    // (vitest's default leaves one idle, which on a 2-core machine means one file at a time).
    maxWorkers: '100%',
    // A worker keeps the modules it loaded from one test file to the next instead of loading (and transforming) the
    // services again for every file: half the suite's CPU. Each file still has its own database and services.
    isolate: false,
    setupFiles: ['test/restore-environment.ts'],
    // The slowest tests take about 9 s on a quiet machine (a company's administration walked through every role):
    // 60 s fails one that hangs, not one slowed by a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
