import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { uniquePersianNumber } from './persian-digits.ts';

/** Marks the page's document, so a test can tell later that it was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-unreloaded', 'true'));
}

test('a paid user creates a list, adds a company from its page, renames the list, exports it as CSV and removes the company', async ({
  page,
}) => {
  await signInDemoUser(page, demoUsers.enterprise);
  await page.goto('/lists');
  await expect(page.getByRole('button', { name: 'منوی حساب کاربری' })).toBeVisible();
  await markDocument(page);
  const listName = `رقبا ${uniquePersianNumber()}`;
  await page.getByLabel('نام فهرست تازه').fill(listName);
  await page.getByRole('button', { name: 'ساختن فهرست' }).click();
  // The new list joins the page from the mutation's answer, without reloading it.
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  await expect(page.locator('html[data-test-unreloaded]')).toHaveCount(1);

  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
  // The search page stays on screen until the company page has loaded: wait for the company's own controls.
  await expect(page.getByRole('button', { name: 'افزودن به فهرست' })).toBeVisible();
  const company = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: 'افزودن به فهرست' }).click();
  await page.getByRole('menuitem', { name: listName }).click();
  await expect(page.locator('.fui-ToastTitle')).toContainText(listName);

  await page.goto('/lists');
  // The newest list is the last card; while renaming, its name is in an input rather than text.
  const card = page.getByTestId('company-list').last();
  await expect(card.getByRole('heading', { name: listName })).toBeVisible();
  await expect(card.getByRole('link', { name: company })).toBeVisible();
  await card.getByRole('button', { name: 'تغییر نام' }).click();
  await card.getByLabel('نام تازه').fill(`${listName} تازه`);
  await card.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('heading', { name: `${listName} تازه` })).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'خروجی CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  expect(csv).toContain('شناسه ملی');
  expect(csv).toContain(company);

  // Removing the company takes it off the card at once, without reloading the page.
  await markDocument(page);
  await card.getByRole('button', { name: `حذف ${company} از فهرست` }).click();
  await expect(card.getByRole('link', { name: company })).toHaveCount(0);
  await expect(card.getByText('۰ شرکت')).toBeVisible();
  await expect(card.getByText('این فهرست هنوز شرکتی ندارد.')).toBeVisible();
  await expect(page.locator('html[data-test-unreloaded]')).toHaveCount(1);
});

test('a free user cannot export a list', async ({ page }) => {
  await signInDemoUser(page, demoUsers.secondFree);
  await page.goto('/lists');
  await expect(page.getByRole('button', { name: 'منوی حساب کاربری' })).toBeVisible();
  const listName = `آزمون ${uniquePersianNumber()}`;
  await page.getByLabel('نام فهرست تازه').fill(listName);
  await page.getByRole('button', { name: 'ساختن فهرست' }).click();
  const card = page.getByTestId('company-list').filter({ hasText: listName });
  await card.getByRole('button', { name: 'خروجی CSV' }).click();
  await expect(page.locator('.fui-ToastTitle')).toHaveText(
    'خروجی گرفتن از فهرست‌ها در اشتراک پایه و بالاتر ممکن است.',
  );
});

test('a paid user adds every match of an advanced search to a list and downloads them as CSV', async ({
  page,
}) => {
  await signInDemoUser(page, demoUsers.professional);
  await page.goto('/lists');
  const listName = `سیمان ${uniquePersianNumber()}`;
  await page.getByLabel('نام فهرست تازه').fill(listName);
  await page.getByRole('button', { name: 'ساختن فهرست' }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();

  await page.goto(`/search/advanced?text=${encodeURIComponent('سیمان')}&sort=NAME`);
  const count = page.getByTestId('advanced-count');
  await expect(count).toContainText(/[۰-۹]/);
  const matches = Number(
    (await count.innerText())
      .replace(/[^۰-۹]/g, '')
      .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)),
  );
  await page.getByRole('button', { name: 'افزودن همه به فهرست' }).click();
  await page.getByRole('menuitem', { name: listName }).click();
  await expect(page.locator('.fui-ToastTitle')).toContainText(`«${listName}»`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'دریافت همه (CSV)' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^نام شرکت,شناسه ملی,/);
  expect(lines).toHaveLength(matches + 1);

  // A list shows its companies twenty at a time; «بیشتر» brings the next twenty.
  await page.goto('/lists');
  const card = page.getByTestId('company-list').filter({ hasText: listName });
  await expect(card.getByRole('link')).toHaveCount(Math.min(matches, 20));
  const more = card.getByRole('button', { name: 'بیشتر' });
  if (matches > 20) {
    await more.click();
    await expect(card.getByRole('link')).toHaveCount(Math.min(matches, 40));
  }
  await expect(more).toHaveCount(matches > 40 ? 1 : 0);
});
