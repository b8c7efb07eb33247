import { expect, type APIRequestContext } from '@playwright/test';
import { serviceUrl } from './e2e-ports.ts';

/**
 * The launcher answers on the gateway's port before every service has finished starting (each is its own process);
 * the companies' flows call accounts, business and courses, so they wait for all three.
 */
export async function waitForServices(request: APIRequestContext) {
  await expect(async () => {
    for (const service of ['accounts', 'business', 'courses'] as const) {
      const response = await request.get(`${serviceUrl(service)}/docs/json`);
      expect(response.status()).toBe(200);
    }
  }).toPass({ timeout: 180_000 });
}
