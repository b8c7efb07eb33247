import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';

const countOf = async (page: Page) => {
  const text = await page.getByTestId('advanced-count').innerText();
  return Number(
    text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/[^0-9]/g, ''),
  );
};

test('an advanced search with three filters narrows the count, with a Solar Hijri date range', async ({
  page,
}) => {
  await page.goto('/search/advanced');
  const all = await countOf(page);
  expect(all).toBeGreaterThan(1000);

  await page.getByRole('combobox', { name: 'استان' }).selectOption({ label: 'تهران' });
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/provinceId=/);
  // The URL changes first; the count follows when the new results render.
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  const tehran = await countOf(page);

  await page.getByRole('combobox', { name: 'وضعیت' }).selectOption({ label: 'فعال' });
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/status=ACTIVE/);
  await expect.poll(() => countOf(page)).toBeLessThan(tehran);
  const active = await countOf(page);

  await page.getByLabel('ثبت از تاریخ (شمسی)').fill('۱۳۸۰/۰۱/۰۱');
  await page.getByLabel('ثبت تا تاریخ (شمسی)').fill('۱۳۹۹/۱۲/۳۰');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/registeredFrom=/);
  await expect.poll(() => countOf(page)).toBeLessThan(active);
  const dated = await countOf(page);
  expect(dated).toBeGreaterThan(0);
  // Each facet is counted without its own filter: every status stays listed, the chosen one counted like the total.
  const statuses = page.getByRole('region', { name: 'وضعیت' }).getByRole('listitem');
  await expect(statuses).toHaveCount(3);
  await expect(statuses.filter({ hasText: 'فعال' }).first()).toContainText(
    new Intl.NumberFormat('fa-IR').format(dated),
  );
  await expect(page.getByRole('region', { name: 'استان' }).getByRole('listitem')).not.toHaveCount(1);
});

test('a city of the chosen province and capital typed in Persian digits narrow the search', async ({
  page,
}) => {
  await page.goto('/search/advanced');
  await page.getByRole('combobox', { name: 'استان' }).selectOption({ label: 'تهران' });
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/provinceId=/);
  const cityFacet = page.getByRole('region', { name: 'شهر' }).getByRole('listitem').first();
  await expect(cityFacet).toBeVisible();
  const province = await countOf(page);
  await page.getByRole('combobox', { name: 'شهر' }).selectOption({ label: 'تهران' });
  await page.getByLabel('حداقل سرمایه (ریال)').fill('۱٬۰۰۰٬۰۰۰٬۰۰۰');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/cityId=.*capitalMin=/);
  await expect.poll(() => countOf(page)).toBeLessThan(province);
  expect(await countOf(page)).toBeGreaterThan(0);
  await page.getByLabel('حداقل سرمایه (ریال)').fill('یک میلیارد');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page.getByText('سرمایه را به ریال و با رقم بنویسید')).toBeVisible();
});

test("a province's cities come when it is chosen, and the city picked before searching stays chosen", async ({
  page,
}) => {
  await page.goto('/search/advanced');
  const city = page.getByRole('combobox', { name: 'شهر' });
  await expect(city).toBeDisabled();
  await page.getByRole('combobox', { name: 'استان' }).selectOption({ label: 'تهران' });
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'تهران' });
  const chosen = await city.inputValue();
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(new RegExp(`cityId=${chosen}`));
  await expect(city).toHaveValue(chosen);
  await page.reload();
  await expect(city).toHaveValue(chosen);
});

test('an industry chosen by its Persian name narrows the search to it', async ({ page }) => {
  await page.goto('/search/advanced');
  const all = await countOf(page);
  const industry = page.getByRole('combobox', { name: 'فعالیت (ISIC)' });
  await industry.click();
  // Each keystroke asks for its own choices; the list is picked from once the whole word's have come, not while a
  // shorter prefix's answer redraws it under the pointer.
  const wholeWordChoices = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      `${decodeURIComponent(response.url())}${response.request().postData() ?? ''}`.includes('"شیمیایی"'),
  );
  await industry.pressSequentially('شیمیایی');
  await wholeWordChoices;
  // Broader levels come first: the division «تولید موادشیمیایی و فراورده های شیمیایی» (20).
  await page.getByRole('option', { name: /\(۲۰\)$/ }).click();
  await expect(industry).toHaveValue(/\(۲۰\)$/);
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/industryCode=20(&|$)/);
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  expect(await countOf(page)).toBeGreaterThan(0);
});

test('a date that does not exist is refused in the form, in Persian; one in an address edited by hand is left out', async ({
  page,
}) => {
  // Neither the date nor the province (not an id) is searched with: the page shows the active companies, not an error.
  await page.goto('/search/advanced?provinceId=Tehran&cityId=1&status=ACTIVE&registeredFrom=1400/13/01');
  await expect.poll(() => countOf(page)).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: 'استان' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'وضعیت' })).toHaveValue('ACTIVE');

  await page.goto('/search/advanced');
  await page.getByLabel('ثبت از تاریخ (شمسی)').fill('۱۴۰۰/۱۳/۰۱');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page.getByText('تاریخ را به شکل ۱۴۰۰/۰۱/۰۱ وارد کنید.')).toBeVisible();
  await expect(page).not.toHaveURL(/registeredFrom=/);
});

test('a free user reaches the result limit that a professional user does not', async ({ page }) => {
  await signInDemoUser(page, demoUsers.free);
  await page.goto('/search?q=شرکت&type=COMPANY');
  await expect(page.getByTestId('search-limited')).toContainText('۵۰');

  await page.context().clearCookies();
  await signInDemoUser(page, demoUsers.professional);
  await page.goto('/search?q=شرکت&type=COMPANY');
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await expect(page.getByTestId('search-limited')).toHaveCount(0);
});

test('a paid user pages past the first 20 results of an advanced search', async ({ page }) => {
  await signInDemoUser(page, demoUsers.professional);
  await page.goto('/search/advanced?sort=NAME');
  const results = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(results).toHaveCount(20);
  const firstName = await results.first().getByRole('heading').innerText();
  await page.getByRole('button', { name: 'نتایج بیشتر' }).click();
  await expect(results).toHaveCount(40);
  await expect(results.first().getByRole('heading')).toHaveText(firstName);
  const companyLinks = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(companyLinks).size).toBe(40);
  await page.getByRole('button', { name: 'نتایج بیشتر' }).click();
  await expect(results).toHaveCount(60);
});
