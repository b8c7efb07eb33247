import { expect, type APIRequestContext } from '@playwright/test';
import { e2eOperatorToken, serviceUrl } from './e2e-ports.ts';

/**
 * Moves one service's clock of this worker's platform forward (the platforms run with CLOCK_CONTROL_TOKEN), so a test
 * of something that runs out sees it run out without sleeping. Time only moves forward, so later tests on the platform
 * still see a clock that never went back.
 */
export async function advanceServiceClock(
  request: APIRequestContext,
  service: Parameters<typeof serviceUrl>[0],
  seconds: number,
) {
  const response = await request.post(`${serviceUrl(service)}/v1/Clock/Advance`, {
    headers: { 'x-operator-token': e2eOperatorToken },
    data: { seconds },
  });
  expect(response.status()).toBe(200);
}
