import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { passwordHashCosts } from '../services/src/accounts/credentials/password-hash-costs.ts';

// Passwords hashed and checked at a test cost (services/src/accounts/credentials/password-hashing.ts), set here so the
// global setup's demo seed and every worker use it.
process.env.PASSWORD_HASH_COST ??= String(passwordHashCosts.cheapest);
// Test files sign up many accounts from one address and read pages with them at once; the product's limits on both
// are proven, at their defaults, in services/test/accounts/sign-up-limits.test.ts.
process.env.SIGN_UPS_PER_ADDRESS_PER_DAY ??= '100000';
process.env.SIGN_UPS_PER_DEVICE_PER_DAY ??= '100000';
process.env.NEW_ACCOUNT_QUOTA_WAIT_HOURS ??= '0';

export default defineConfig({
  // One copy of graphql: Vite would otherwise load its ESM build for our code while Yoga (external) gets
  // the CommonJS one, and Yoga would mask our GraphQLErrors as "Unexpected error." in tests only.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Every test file has a database (and, in the gateway, a platform) of its own: one worker per core uses both cores
    // (vitest's default leaves one idle, which on a 2-core machine means one file at a time).
    maxWorkers: '100%',
    // A worker keeps the modules it loaded from one test file to the next instead of loading (and transforming) the
    // services again for every file: half the suite's CPU. Each file still has its own database and services.
    isolate: false,
    setupFiles: ['../services/test/restore-environment.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
