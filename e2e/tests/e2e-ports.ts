/**
 * Ports of the platform the browser tests start, away from the defaults a developer may be running.
 * E2E_BASE_PORT moves them all, so two runs on one machine do not collide.
 */
const base = Number(process.env.E2E_BASE_PORT ?? 4310);

export const e2ePorts = {
  gateway: base,
  business: base + 1,
  courses: base + 2,
  analytics: base + 3,
  payments: base + 4,
  accounts: base + 5,
} as const;

export const serviceUrl = (service: Exclude<keyof typeof e2ePorts, 'gateway'>) =>
  `http://127.0.0.1:${e2ePorts[service]}`;

/** Lets the tests read what support received (services/src/business/support/contact-message-lookup-routes.ts). */
export const e2eOperatorToken = 'e2e-support-operator';
/** Lets the tests load JSON Lines through the business service's operator import (services/src/business/import/import-routes.ts). */
export const e2eImportToken = 'e2e-import-operator';
