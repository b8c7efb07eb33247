import { test as playwrightTest } from '@playwright/test';
import { gatewayUrl } from './e2e-ports.ts';

/**
 * Playwright's `test`, with every page, browser context and request of a test addressed to its worker's own platform
 * (e2e-ports.ts): relative addresses in the specs reach that platform's gateway.
 */
export const test = playwrightTest.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here.
  baseURL: async ({}, use) => {
    await use(gatewayUrl());
  },
});
