import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serviceUrl } from './e2e-ports.ts';

const tabs = ['درباره', 'اطلاعات تماس', 'اشخاص و سمت‌ها', 'شرکت‌های مرتبط', 'محصولات', 'واردات و صادرات', 'روزنامهٔ رسمی', 'تاریخچهٔ سرمایه'];

/** Company 491 of the deterministic demo data: a petrochemical subsidiary with people, products, trade, gazette and capital history. */
async function openDemoCompany(page: Page, request: APIRequestContext) {
  const [company] = (await (await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=491`)).json()) as { nationalId: string }[];
  await page.goto(`/search?q=${company?.nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
}

test('a company page shows every tab with data, and the visit appears under recent visits', async ({ page, request }) => {
  await openDemoCompany(page, request);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  expect(name).toContain('پتروشیمی');

  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('در سوابق رسمی اطلاعاتی برای این بخش ثبت نشده است.')).toHaveCount(tab === 'شرکت‌های مرتبط' ? 1 : 0);
  }
  await page.getByRole('tab', { name: 'واردات و صادرات' }).click();
  await expect(page.getByTestId('chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByRole('tab', { name: 'روزنامهٔ رسمی' }).click();
  await expect(page.getByTestId('gazette-event').last()).toContainText('تأسیس');
  await page.getByRole('tab', { name: 'اشخاص و سمت‌ها' }).click();
  await expect(page.getByRole('cell', { name: 'مدیرعامل' })).toBeVisible();
  // No Latin digits on a Persian page.
  expect(await page.locator('main').innerText()).not.toMatch(/[0-9]/);

  await page.goto('/search');
  await expect(page.getByRole('region', { name: 'بازدیدهای اخیر' }).getByRole('link', { name })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('Visits') ?? '[]'));
  expect(stored[0]).toMatchObject({ path: expect.stringMatching(/^\/company\//), title: name });
  expect(Object.keys(stored[0])).toEqual(expect.arrayContaining(['path', 'query', 'date', 'visitId']));
});

test('a person page lists the person’s roles across companies', async ({ page, request }) => {
  await openDemoCompany(page, request);
  await page.getByRole('tab', { name: 'اشخاص و سمت‌ها' }).click();
  const person = page.getByRole('tabpanel').getByRole('link').first();
  const personName = await person.innerText();
  await person.click();
  await expect(page).toHaveURL(/\/person\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personName);
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
});
