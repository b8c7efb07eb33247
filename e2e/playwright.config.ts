import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eImportToken, e2eOperatorToken, e2ePorts } from './tests/e2e-ports.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The read-only phone screens run beside the flows, which share demo accounts and go one at a time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.gateway}`,
    // The specs' own API calls (request.post('/graphql')) carry the gateway's CSRF header as the web app's fetch does.
    extraHTTPHeaders: { 'x-rasad-client': 'rasad-e2e' },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'screens',
      testMatch: /web-phone-visitor\.spec\.ts$/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'flows',
      testIgnore: /web-phone-visitor\.spec\.ts$/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // Started as a user starts it (the README's first command, minus the build the test command already ran),
  // on a fresh embedded database, so every run begins from the demo data.
  webServer: {
    command: `${path.join(repositoryRoot, 'node_modules/.bin/tsx')} scripts/start-platform.mts`,
    cwd: repositoryRoot,
    // Ready when the gateway and every service process it calls answer their readiness checks.
    url: `http://127.0.0.1:${e2ePorts.gateway}/readyz`,
    // Six processes start (each service with its own embedded database, then the gateway): about 100 s of CPU in all.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(e2ePorts.gateway),
      BUSINESS_PORT: String(e2ePorts.business),
      COURSES_PORT: String(e2ePorts.courses),
      ANALYTICS_PORT: String(e2ePorts.analytics),
      PAYMENTS_PORT: String(e2ePorts.payments),
      ACCOUNTS_PORT: String(e2ePorts.accounts),
      PGLITE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rasad-e2e-')),
      DATABASE_URL: '',
      SUPPORT_OPERATOR_TOKEN: e2eOperatorToken,
      // The business-data specs load official rows through the operator import (business-tracking.spec.ts).
      IMPORT_OPERATOR_TOKEN: e2eImportToken,
      // One-time codes expire after 15 s here, so the expiry test does not wait two minutes.
      OTP_LIFETIME_SECONDS: '15',
      // Every spec's browser comes from 127.0.0.1: a visitor's query budget times 100 keeps parallel specs within it.
      QUERY_BUDGET_SCALE: '100',
      // The specs set up their data with their own GraphQL documents (request.post('/graphql')): the development
      // switch lets them. The product default (persisted operations, ad-hoc documents with an API key only) is
      // proven in gateway/test/api-keys.test.ts, and tests/accounts-api-keys.spec.ts uses a key as an analyst would.
      ALLOW_AD_HOC_QUERIES: 'true',
    },
  },
});
