import { test } from '@playwright/test';

/**
 * The browser tests start several platforms, one per Playwright worker, so flows that sign the same demo user in or
 * change its subscription run side by side without meeting. Their ports sit away from the defaults a developer may be
 * running; E2E_BASE_PORT moves them all, so two runs on one machine do not collide.
 */
const base = Number(process.env.E2E_BASE_PORT ?? 4310);

/**
 * How many platforms (and Playwright workers) run at once: E2E_PLATFORMS, two by default. On CI's two cores a third
 * did not pay: measured in one session, the whole browser suite took 434 s with three (63 s of it starting them) and
 * 390 s with two (38 s), each worker's flows running faster with one browser and platform fewer beside them.
 */
export const e2ePlatformCount = Math.max(1, Number(process.env.E2E_PLATFORMS ?? 2));

export function platformPorts(platformIndex: number) {
  const first = base + platformIndex * 10;
  return {
    gateway: first,
    business: first + 1,
    courses: first + 2,
    analytics: first + 3,
    payments: first + 4,
    accounts: first + 5,
  } as const;
}

/** The ports of the platform a worker uses (by its parallel index): no two tests at once share one. */
const workerPorts = (parallelIndex: number) => platformPorts(parallelIndex % e2ePlatformCount);
export const currentPorts = () => workerPorts(test.info().parallelIndex);

/** The gateway of a worker's platform; worker-scoped fixtures, which have no test, pass their worker's index. */
export const gatewayUrl = (parallelIndex = test.info().parallelIndex) =>
  `http://127.0.0.1:${workerPorts(parallelIndex).gateway}`;

/** What every browser context of the tests sends and prefers (playwright.config.ts and worker-scoped contexts). */
export const e2eContextOptions = {
  // The specs' own API calls (request.post('/graphql')) carry the gateway's CSRF header as the web app's fetch does.
  extraHTTPHeaders: { 'x-rasad-client': 'rasad-e2e' },
  // Nothing is waited for while it slides or fades in.
  reducedMotion: 'reduce',
} as const;

export const serviceUrl = (service: Exclude<keyof ReturnType<typeof platformPorts>, 'gateway'>) =>
  `http://127.0.0.1:${currentPorts()[service]}`;

/** Lets the tests read what support received (services/src/business/support/contact-message-lookup-routes.ts). */
export const e2eOperatorToken = 'e2e-support-operator';
/** Lets the tests load JSON Lines through the business service's operator import (services/src/business/import/import-routes.ts). */
export const e2eImportToken = 'e2e-import-operator';
