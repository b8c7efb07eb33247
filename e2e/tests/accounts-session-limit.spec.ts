import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import {
  accountMenu,
  freshMobile,
  signedInToast,
  signInWithPassword,
  signUpThroughApi,
} from './accounts-support.ts';

test('on a one-session account the second sign-in ends the first, which is sent to "/" with the Persian toast', async ({
  browser,
  request,
}) => {
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, 'Limit-one-1');

  const first = await (await browser.newContext()).newPage();
  await first.goto('/pricing');
  await signInWithPassword(first, mobile, 'Limit-one-1');
  await expect(signedInToast(first)).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await second.goto('/');
  await signInWithPassword(second, mobile, 'Limit-one-1');
  const dialog = second.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'نشست‌های فعال' })).toBeVisible();
  await expect(dialog.getByText('بستهٔ شما حداکثر ۱ نشست هم‌زمان دارد.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'پایان این نشست و ورود' }).click();
  await expect(signedInToast(second)).toBeVisible();

  // The first browser's next action finds its session ended.
  await accountMenu(first).click();
  await first.getByRole('menuitem', { name: 'پروفایل' }).click();
  await expect(
    first.locator('.fui-ToastTitle').filter({ hasText: 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید' }),
  ).toBeVisible();
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('button', { name: 'ورود / ثبت‌نام' })).toBeVisible();
  expect(await first.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
  expect((await first.context().cookies()).map((cookie) => cookie.name)).not.toContain('packageType');
});

/** Signs a fresh one-session account in on one browser, then again on another that ends the first session. */
async function firstSessionEndedElsewhere(browser: Browser, request: APIRequestContext, password: string) {
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, password);

  const first = await (await browser.newContext()).newPage();
  await first.goto('/');
  await signInWithPassword(first, mobile, password);
  await expect(signedInToast(first)).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await second.goto('/');
  await signInWithPassword(second, mobile, password);
  await second.getByRole('dialog').getByRole('button', { name: 'پایان این نشست و ورود' }).click();
  await expect(signedInToast(second)).toBeVisible();
  return first;
}

async function expectSentHomeSignedOut(page: Page) {
  await expect(
    page.locator('.fui-ToastTitle').filter({ hasText: 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The bar's account button (the home page may offer another to visitors further down).
  await expect(
    page.getByRole('navigation', { name: 'پیوندهای اصلی' }).getByRole('button', { name: 'ورود / ثبت‌نام' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
}

test('a session ended elsewhere sends even a fresh page load to "/" with the Persian toast', async ({
  browser,
  request,
}) => {
  const first = await firstSessionEndedElsewhere(browser, request, 'Limit-one-2');
  await first.goto('/courses');
  await expectSentHomeSignedOut(first);
});

test('a fresh load of the signed-in-only profile page after the session ended elsewhere goes to "/" with the toast', async ({
  browser,
  request,
}) => {
  const first = await firstSessionEndedElsewhere(browser, request, 'Limit-one-3');
  await first.goto('/profile');
  await expectSentHomeSignedOut(first);
  // Not the profile page, and not an error page in its place.
  await expect(first.getByRole('heading', { name: 'پروفایل' })).toHaveCount(0);
  await expect(first.getByText('بارگذاری این صفحه ممکن نشد')).toHaveCount(0);
});
