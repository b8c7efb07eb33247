import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { uniquePersianNumber } from './persian-digits.ts';

/** The profile's list of keys (a toast naming a key is a list item too). */
const keyList = (page: Page) => page.getByRole('list', { name: 'کلیدهای API شما' }).getByRole('listitem');

/** What an analyst's script sends: its own document, with the key and nothing of the browser's session. */
const viewerQuery = { query: '{ viewer { uuid firstName packageType } }' };

test('an ENTERPRISE user creates an API key on the profile page, runs a query with it, revokes it, and it stops working', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInDemoUser(page, '09121000004');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'کلیدهای API' })).toBeVisible();
  const name = `گزارش ماهانه ${uniquePersianNumber()}`;
  await page.getByLabel('نام کلید').fill(name);
  await page.getByRole('button', { name: 'ساختن کلید' }).click();
  const secretBox = page.getByRole('textbox', { name: 'کلید تازه' });
  await expect(secretBox).toBeVisible();
  const secret = await secretBox.inputValue();
  expect(secret).toMatch(/^rsd_[A-Za-z0-9_-]{40,}$/);
  await expect(page.getByText(/فقط همین یک بار نشان داده می‌شود/)).toBeVisible();
  const item = keyList(page).filter({ hasText: name });
  await expect(item).toContainText(secret.slice(0, 12));
  await expect(item).toContainText('هنوز استفاده نشده');
  await page.getByRole('button', { name: 'کپی کردم' }).click();
  await expect(secretBox).toBeHidden();

  // A client of its own (no cookies): the key alone identifies the user.
  const client = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { 'x-rasad-client': 'analyst-script', authorization: `Bearer ${secret}` },
  });
  const answer = await client.post('/graphql', { data: viewerQuery });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data.viewer).toEqual({
    uuid: '00000000-0000-4000-8000-000000000004',
    firstName: 'حمید',
    packageType: 'ENTERPRISE',
  });
  await page.reload();
  await expect(keyList(page).filter({ hasText: name })).toContainText('آخرین استفاده');

  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'باطل کردن' })
    .click();
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'بله، باطل شود' })
    .click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'باطل شد' })).toBeVisible();
  await expect(keyList(page).filter({ hasText: name })).toHaveCount(0);

  const refused = await client.post('/graphql', { data: viewerQuery });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).errors[0].message).toMatch(/باطل یا منقضی/);
  await client.dispose();
});

test('a package without API access sees what it needs instead of the form', async ({ page }) => {
  await signInDemoUser(page, '09121000003');
  await page.goto('/profile');
  await expect(page.getByText(/ویژهٔ بستهٔ سازمانی است/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'مشاهده و ارتقای بسته' })).toBeVisible();
  await expect(page.getByLabel('نام کلید')).toHaveCount(0);
});
