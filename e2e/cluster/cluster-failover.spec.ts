import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gatewayFront, instanceStatus, killInstance, serviceFront } from './cluster-under-test.ts';
import { payWithTestCard } from '../tests/bank-card.ts';

const password = 'Cluster-buyer-1';

/** A new account made through the balancer (the code read from the accounts outbox, as the other browser tests do). */
async function signUpThroughBalancer(request: APIRequestContext): Promise<string> {
  const mobile = `0912${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const graphql = async (query: string, variables: object) =>
    (await (await request.post(`${gatewayFront}/graphql`, { data: { query, variables } })).json()).data;
  const signUp = await graphql(
    'mutation ($input: AccountSignUpInput!) { accountSignUp(input: $input) { userErrors { message } } }',
    { input: { userName: mobile, password } },
  );
  expect(signUp.accountSignUp.userErrors).toEqual([]);
  let code: string | undefined;
  await expect(async () => {
    const outbox = (await (
      await request.get(`${serviceFront('accounts')}/v1/Outbox?userName=${mobile}`)
    ).json()) as { body: string }[];
    code = /\b\d{5}\b/.exec(outbox[0]?.body ?? '')?.[0];
    expect(code).toBeTruthy();
  }).toPass();
  const confirm = await graphql(
    'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { viewer { uuid } } }',
    { input: { userName: mobile, code } },
  );
  expect(confirm.accountCodeConfirm.viewer).toBeTruthy();
  // Confirming signed the request in; a FREE account holds one session, which the browser's sign-in needs.
  await graphql('mutation { accountSignOut { signedOut } }', {});
  return mobile;
}

/** Kills the instance of `kind` that is running now and proves it was: its supervisor restarts it later. */
function killOneOf(kind: string, killed: Map<string, number>) {
  const name = `${kind}-${1 + (killed.size % 2)}`;
  killed.set(name, killInstance(name));
}

async function payOnBankPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${serviceFront('payments').replaceAll('.', '\\.')}/ipg/`));
  await payWithTestCard(page);
}

test('a buyer signs in, reads a company page and buys a plan through the balancer while instances die', async ({
  page,
  request,
}) => {
  const mobile = await signUpThroughBalancer(request);
  const killed = new Map<string, number>();

  // Each step starts right after an instance of the kinds it needs was killed, before the balancer's health checks
  // can have noticed: the requests that meet the dead instance are sent to its twin.
  killOneOf('gateway', killed);
  killOneOf('accounts', killed);
  await page.goto('/');
  await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'ورود' }).click();
  await dialog.locator('input[name=userName]').fill(mobile);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'خوش آمدید؛ وارد شدید.' })).toBeVisible();

  killOneOf('business', killed);
  killOneOf('analytics', killed);
  const [company] = (await (
    await request.get(`${serviceFront('business')}/v2/Companies/GetSummary?ids=491`)
  ).json()) as { nationalId: string; name: string }[];
  await page.goto(`/search?q=${company?.nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(page.getByRole('heading', { level: 1, name: company?.name })).toBeVisible();

  killOneOf('courses', killed);
  killOneOf('payments', killed);
  await page.goto('/checkout?package=PROFESSIONAL&duration=3');
  await page.getByRole('button', { name: 'پرداخت از درگاه بانک' }).click();
  await payOnBankPage(page);
  await expect(page).toHaveURL(/\/receipt\//);
  await expect(page.getByText('پرداخت و فعال شد')).toBeVisible();

  // Nothing was taken twice: the buyer has one paid order.
  const orders = await page.request.post('/graphql', {
    data: { query: '{ viewer { packageType payments(first: 10) { edges { node { status } } } } }' },
  });
  const viewer = (await orders.json()).data.viewer;
  expect(viewer.packageType).toBe('PROFESSIONAL');
  expect(viewer.payments.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual([
    'DELIVERED',
  ]);

  // Every killed instance was started again by its supervisor and is back in service.
  await expect(() => {
    for (const [name, pid] of killed) {
      const status = instanceStatus(name);
      expect(status.pid).not.toBe(pid);
      expect(status.ready).toBe(true);
    }
  }).toPass({ timeout: 60_000 });
});
