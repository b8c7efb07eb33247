import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './platform-test.ts';
import { accountMenu } from './accounts-support.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { gatewayUrl, serviceUrl } from './e2e-ports.ts';

async function healthPid(request: APIRequestContext, baseUrl: string): Promise<number | null> {
  try {
    const response = await request.get(`${baseUrl}/healthz`, { timeout: 2000 });
    return response.ok() ? ((await response.json()) as { pid: number }).pid : null;
  } catch {
    return null;
  }
}

test('a killed service process is restarted by the supervisor while the other screens keep working', async ({
  page,
  request,
}) => {
  const businessPid = await healthPid(request, serviceUrl('business'));
  const gatewayPid = await healthPid(request, gatewayUrl());
  expect(businessPid).toEqual(expect.any(Number));
  await expect.poll(async () => (await request.get(`${gatewayUrl()}/readyz`)).status()).toBe(200);

  process.kill(businessPid!, 'SIGKILL');

  // The courses and accounts processes never noticed: their screens work while business is down or coming back.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'دوره‌های آموزشی رصد' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'دوره‌های ویژه' }).getByTestId('course-card')).toHaveCount(4);
  await signInDemoUser(page, demoUsers.free);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();

  // The supervisor starts a new business process on the same port; the gateway process is the same one.
  const restarted = async () =>
    ![null, businessPid].includes(await healthPid(request, serviceUrl('business')));
  await expect.poll(restarted, { timeout: 60_000 }).toBe(true);
  expect(await healthPid(request, gatewayUrl())).toBe(gatewayPid);
  await expect
    .poll(async () => (await request.get(`${gatewayUrl()}/readyz`)).status(), { timeout: 60_000 })
    .toBe(200);

  // And the business screens work again, on the data the killed process had written.
  const [company] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=491`)
  ).json()) as { nationalId: string }[];
  await page.goto(`/search?q=${company?.nationalId}`);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
});
