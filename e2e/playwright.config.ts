import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { passwordHashCosts } from '../services/src/accounts/credentials/password-hash-costs.ts';
import { chromiumLaunchOptions } from './tests/chromium-launch.ts';
import {
  e2eContextOptions,
  e2eImportToken,
  e2eOperatorToken,
  e2ePlatformCount,
  platformPorts,
} from './tests/e2e-ports.ts';
import { e2eCoursesSigningKey } from './tests/service-credentials.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every worker reads this file again; the run's folder for the platforms' databases is named once, in the runner,
// and the workers inherit it. The runner's teardown (tests/remove-platform-data.ts) deletes it.
process.env.E2E_DATA_ROOT ??= path.join(tmpdir(), `rasad-e2e-${process.pid}-${Date.now()}`);
const dataRoot = process.env.E2E_DATA_ROOT;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One worker per platform (tests/e2e-ports.ts): the flows of one spec file go in order on their worker's platform,
  // and no two workers share a platform's demo accounts.
  workers: e2ePlatformCount,
  retries: process.env.CI ? 1 : 0,
  // A flow takes 5–25 s on a quiet machine and twice that with the machine loaded: 60 s fails one that hangs, not one
  // that is slow.
  timeout: 60_000,
  // Two platforms and two browsers share CI's two cores: a screen may take longer than Playwright's 5 s to answer.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: each worker's own platform (tests/platform-test.ts).
    ...e2eContextOptions,
    // Recording a trace (a screenshot per action) costs the browser as much CPU as the test itself: CI records one
    // only when a test fails and runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'screens',
      testMatch: /web-(phone-visitor|themes)\.spec\.ts$/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'flows',
      testIgnore: /web-(phone-visitor|themes)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // Started as a user starts it (the README's first command, minus the build the test command already ran), once per
  // worker, each on a fresh embedded database of its own, so every run begins from the demo data.
  globalTeardown: './tests/remove-platform-data.ts',
  webServer: Array.from({ length: e2ePlatformCount }, (_, platformIndex) => platformPorts(platformIndex)).map(
    (ports, platformIndex) => ({
      // The compiled supervisor `pnpm start` runs, starting the compiled services and gateway (`pnpm build`).
      command: `${process.execPath} scripts/dist/start-platform.mjs`,
      cwd: repositoryRoot,
      // Ready when the gateway and every service process it calls answer their readiness checks.
      url: `http://127.0.0.1:${ports.gateway}/readyz`,
      // Six processes start (each service with its own embedded database, then the gateway): about 100 s of CPU in all.
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(ports.gateway),
        BUSINESS_PORT: String(ports.business),
        COURSES_PORT: String(ports.courses),
        ANALYTICS_PORT: String(ports.analytics),
        PAYMENTS_PORT: String(ports.payments),
        ACCOUNTS_PORT: String(ports.accounts),
        PGLITE_DATA_DIR: path.join(dataRoot, `platform-${platformIndex}`),
        // The platforms seed each service once between them: the first to start one leaves a dump the others load.
        PGLITE_SEEDED_TEMPLATE_DIR: path.join(dataRoot, 'seeded-templates'),
        DATABASE_URL: '',
        SUPPORT_OPERATOR_TOKEN: e2eOperatorToken,
        // No demo feed: a batch of new notices arriving mid-test would change what the specs count and read.
        DATA_FEED_DEMO: 'off',
        // The business-data specs load official rows through the operator import (business-tracking.spec.ts).
        IMPORT_OPERATOR_TOKEN: e2eImportToken,
        // The expiry test moves the accounts service's clock past a code's two minutes instead of waiting for them.
        CLOCK_CONTROL_TOKEN: e2eOperatorToken,
        // Every spec's browser comes from 127.0.0.1: a visitor's query budget times 100 keeps parallel specs within it.
        QUERY_BUDGET_SCALE: '100',
        // The specs set up their data with their own GraphQL documents (request.post('/graphql')): the development
        // switch lets them. The product default (persisted operations, ad-hoc documents with an API key only) is
        // proven in gateway/test/api-keys.test.ts, and tests/accounts-api-keys.spec.ts uses a key as an analyst would.
        ALLOW_AD_HOC_QUERIES: 'true',
        // Passwords hashed at the cheapest cost the services allow: every spec signs in.
        PASSWORD_HASH_COST: String(passwordHashCosts.cheapest),
        // A known key for the courses service, so specs can grant a subscription as a paid order does (internal route).
        COURSES_SERVICE_SIGNING_KEY: e2eCoursesSigningKey,
        // Many specs sign up new accounts (signInNewAccount), all from 127.0.0.1, and read pages with them at once:
        // the product's limits (a few sign-ups an address a day; a visitor's page quota for a day) would stop them.
        // Both are proven in services/test/accounts/sign-up-limits.test.ts.
        SIGN_UPS_PER_ADDRESS_PER_DAY: '100000',
        SIGN_UPS_PER_DEVICE_PER_DAY: '100000',
        NEW_ACCOUNT_QUOTA_WAIT_HOURS: '0',
      },
    }),
  ),
});
