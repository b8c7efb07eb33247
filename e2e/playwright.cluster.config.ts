import { defineConfig, devices } from '@playwright/test';
import { passwordHashCosts } from '../services/src/accounts/credentials/password-hash-costs.ts';
import { clusterEnvironment, gatewayFront, repositoryRoot } from './cluster/cluster-under-test.ts';
import { chromiumLaunchOptions } from './tests/chromium-launch.ts';
import { e2eContextOptions } from './tests/e2e-ports.ts';

/**
 * The failover test: the cluster (`pnpm start:cluster`: PostgreSQL, Redis, HAProxy, two of every process) started as
 * an operator starts it, on a database of its own, and a user's path through its balancer while instances die.
 */
export default defineConfig({
  testDir: './cluster',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalTeardown: './cluster/remove-cluster-data.ts',
  use: {
    ...e2eContextOptions,
    baseURL: gatewayFront,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // As an operator starts it: the compiled launcher and processes (the test command built them).
    command: `${process.execPath} scripts/dist/start-cluster.mjs`,
    cwd: repositoryRoot,
    url: `${gatewayFront}/readyz`,
    // PostgreSQL's initdb, then twelve processes, the first of each service migrating and seeding.
    timeout: 400_000,
    // E2E_CLUSTER_REUSE=true runs the test against a cluster already started with the same ports and folder.
    reuseExistingServer: process.env.E2E_CLUSTER_REUSE === 'true',
    stdout: 'pipe',
    env: {
      ...clusterEnvironment,
      ALLOW_AD_HOC_QUERIES: 'true',
      QUERY_BUDGET_SCALE: '100',
      PASSWORD_HASH_COST: String(passwordHashCosts.cheapest),
    } as Record<string, string>,
  },
});
