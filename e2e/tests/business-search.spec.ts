import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { serviceUrl } from './e2e-ports.ts';

const toPersianDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

async function resultTitles(page: Page) {
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  return page.getByTestId('search-hit').locator('h3').allInnerTexts();
}

async function searchFromHome(page: Page, text: string) {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'جست‌وجو' }).first().fill(text);
  await page.getByRole('searchbox', { name: 'جست‌وجو' }).first().press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
}

interface CompanySummary {
  id: number;
  name: string;
  nationalId: string;
  registrationNumber: string;
}

async function firstCompany(request: APIRequestContext): Promise<CompanySummary> {
  const [company] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=7`)
  ).json()) as CompanySummary[];
  return company as CompanySummary;
}

test('«پتروشیمی» and «پتروشيمي» (Arabic yeh) find the same companies', async ({ page }) => {
  await searchFromHome(page, 'پتروشیمی');
  const persian = await resultTitles(page);
  const persianCount = await page.getByRole('status').innerText();
  expect(persian.length).toBeGreaterThan(0);
  expect(persian.every((title) => title.includes('پتروشیمی'))).toBe(true);

  await searchFromHome(page, 'پتروشيمي');
  expect(await resultTitles(page)).toEqual(persian);
  await expect(page.getByRole('status')).toHaveText(persianCount);
});

test('a registration number finds the same company in Persian and Latin digits', async ({
  page,
  request,
}) => {
  const company = await firstCompany(request);
  await page.goto(`/search?q=${company.registrationNumber}&type=COMPANY`);
  const latin = await resultTitles(page);
  await page.goto(
    `/search?q=${encodeURIComponent(toPersianDigits(company.registrationNumber))}&type=COMPANY`,
  );
  expect(await resultTitles(page)).toEqual(latin);
  expect(latin[0]).toBe(company.name);
});

test('a national ID puts its company first, marked as an exact match', async ({ page, request }) => {
  const company = await firstCompany(request);
  await page.goto(`/search?q=${encodeURIComponent(toPersianDigits(company.nationalId))}`);
  const first = page.getByTestId('search-hit').first();
  await expect(first.locator('h3')).toHaveText(company.name);
  await expect(first.getByText('تطابق دقیق شناسه')).toBeVisible();
});

test('a count that stopped at its cap reads «more than»', async ({ page }) => {
  await searchFromHome(page, 'شرکتت');
  await expect(page.getByRole('status')).toHaveText('بیش از ۱٬۰۰۰ نتیجه');
  await searchFromHome(page, 'پتروشیمی');
  await expect(page.getByRole('status')).not.toContainText('بیش از');
});

test('each result tab shows its count, and a kind’s tab keeps the others’ counts', async ({ page }) => {
  await searchFromHome(page, 'سیمان');
  const tabCount = async (tab: string) => {
    const text = await page.getByTestId(`search-tab-${tab}`).innerText();
    const count = /\(([۰-۹٬]+)\)/.exec(text)?.[1];
    expect(count, `${tab}: ${text}`).toBeDefined();
    return Number(
      count!.replace(/٬/g, '').replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)),
    );
  };
  const [all, companies, persons, products] = [
    await tabCount('ALL'),
    await tabCount('COMPANY'),
    await tabCount('PERSON'),
    await tabCount('PRODUCT'),
  ];
  expect(Math.min(companies, persons, products)).toBeGreaterThan(0);
  expect(all).toBe(companies + persons + products);

  await page.getByTestId('search-tab-COMPANY').click();
  await expect(page).toHaveURL(/type=COMPANY/);
  await expect(page.getByRole('status')).toContainText(/[۰-۹]/);
  expect(await tabCount('ALL')).toBe(all);
  expect(await tabCount('PERSON')).toBe(persons);
  expect(await tabCount('COMPANY')).toBe(companies);
});

test('a company’s exact name puts it first, above a longer name with a larger capital', async ({ page }) => {
  // Demo companies: «… رازی» (capital 4.4 million rials) and «… رازی سینا» (5.68 billion), which the capital order alone would put first.
  const exactName = 'شرکت تعاونی بازرگانی رازی';
  const longerName = 'شرکت تعاونی بازرگانی رازی سینا';
  await searchFromHome(page, exactName);
  const titles = await resultTitles(page);
  expect(titles[0]).toBe(exactName);
  expect(titles.slice(1)).toContain(longerName);
});
