import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { expectNoSidewaysScroll } from './layout-slack.ts';

/** The data tools a paying analyst looks for, and where each opens. */
const dataTools = [
  ['جست‌وجوی پیشرفته', /\/search\/advanced$/],
  ['تحلیل صنعت', /\/industry$/],
  ['گراف ارتباطات', /\/graph$/],
  ['فهرست‌های شرکت', /\/lists$/],
] as const;

test('the bar’s data-tools menu leads to industry analysis, whose index lists ISIC sections and divisions with counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [item, address] of dataTools) {
    await page.goto('/');
    await page.getByRole('button', { name: 'ابزارهای داده' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(address);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'ابزارهای داده' }).click();
  await page.getByRole('menuitem', { name: 'تحلیل صنعت' }).click();
  await expect(page).toHaveURL(/\/industry$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تحلیل صنعت' })).toBeVisible();
  const manufacturing = page.getByRole('heading', { level: 2, name: /صنعت|تولید/ }).filter({ hasText: 'C' });
  await expect(manufacturing).toContainText(/[۰-۹]+ شرکت/);
  const chemicals = page.getByRole('link', { name: /^۲۰ — / });
  await expect(chemicals).toBeVisible();
  await chemicals.click();
  await expect(page).toHaveURL(/\/industry\/20$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('شیمیایی');
});

test('on a phone the drawer lists the data tools, and the graph starts from a search', async ({ page }) => {
  await signInDemoUser(page, demoUsers.professional);
  await page.setViewportSize({ width: 390, height: 844 });
  const drawer = page.getByRole('dialog', { name: 'منو' });
  for (const [item, address] of dataTools) {
    await page.goto('/');
    await page.getByRole('button', { name: 'منو', exact: true }).click();
    await drawer.getByRole('link', { name: item }).click();
    await expect(page).toHaveURL(address);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'منو', exact: true }).click();
  await expect(drawer.getByRole('heading', { name: 'ابزارهای داده' })).toBeVisible();
  await drawer.getByRole('link', { name: 'گراف ارتباطات' }).click();
  await expect(page).toHaveURL(/\/graph$/);
  await page.getByRole('textbox', { name: 'نام، شناسه ملی یا کد ملی' }).fill('گروه');
  await page.getByRole('button', { name: 'جست‌وجو', exact: true }).click();
  await expect(page).toHaveURL(/\/graph\?q=/);
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/graph\/[^/?]+$/);
  await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the bar’s search opens a box that takes the focus, searches on Enter and closes with Escape', async ({
  page,
}) => {
  await page.goto('/company/loliTBhlVcDdxpkd5iTx0w');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'جست‌وجوی شرکت‌ها' }).click();
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'جست‌وجوی شرکت‌ها' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await page.getByRole('button', { name: 'جست‌وجوی شرکت‌ها' }).click();
  await box.fill('پتروشیمی');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%D9%BE%D8%AA%D8%B1%D9%88%D8%B4%DB%8C%D9%85%DB%8C$/);
  await expect(page.locator('main a[href*="/company/"]').first()).toContainText('پتروشیمی');
  await expect(box).toHaveCount(0);
});

test('home service cards open their screens and blog posts open as articles at their own addresses', async ({
  page,
}) => {
  const cards = [
    ['جست‌وجوی شرکت‌ها', /\/search$/],
    ['جست‌وجوی پیشرفته', /\/search\/advanced$/],
    ['تحلیل صنعت', /\/industry$/],
    ['گراف ارتباطات', /\/graph$/],
    ['آمار واردات و صادرات', /\/industry$/],
    ['دوره‌های آموزشی', /\/courses$/],
  ] as const;
  for (const [title, address] of cards) {
    await page.goto('/');
    await page.getByRole('region', { name: 'خدمات رصد' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await page.goto('/');
  const firstPost = page.getByRole('region', { name: 'تازه‌های وبلاگ' }).getByRole('link').first();
  const title = await firstPost.innerText();
  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.locator('article p').count()).toBeGreaterThanOrEqual(4);

  await page.goto(page.url().replace(/\/blog\//, '/en-US/blog/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('article p').first()).not.toContainText(/[\u0600-\u06ff]/);

  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('پیدا نشد');
});

test('no form leaves checking to the browser: every form on the screens with forms is noValidate, so only our Persian messages show', async ({
  page,
}) => {
  await signInDemoUser(page, demoUsers.professional);
  const screens = [
    '/',
    '/search/advanced',
    '/graph',
    '/lists',
    '/contact',
    '/suggestions',
    '/certificates',
    '/forum',
    '/profile',
    '/courses/dashboard',
    '/companies/verify',
  ];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The footer's newsletter form loads as the reader nears the footer: it is checked too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByLabel('عضویت در خبرنامه')).toBeVisible();
    await expect.poll(() => page.locator('form').count(), { message: screen }).toBeGreaterThan(0);
    await expect(page.locator('form:not([novalidate])'), screen).toHaveCount(0);
  }
  // The course page's note, question and comment forms, and the sign-in dialog's.
  await page.goto('/courses');
  await page.getByRole('link', { name: 'اکسل کاربردی برای کسب‌وکار' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'اکسل کاربردی برای کسب‌وکار' })).toBeVisible();
  await expect(page.locator('form:not([novalidate])')).toHaveCount(0);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
  await expect(page.getByRole('dialog').locator('form')).not.toHaveCount(0);
  await expect(page.locator('form:not([novalidate])')).toHaveCount(0);
});
