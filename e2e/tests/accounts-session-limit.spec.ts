import { expect, test } from '@playwright/test';
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

test('a session ended elsewhere sends even a fresh page load to "/" with the Persian toast', async ({
  browser,
  request,
}) => {
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, 'Limit-one-2');

  const first = await (await browser.newContext()).newPage();
  await first.goto('/');
  await signInWithPassword(first, mobile, 'Limit-one-2');
  await expect(signedInToast(first)).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await second.goto('/');
  await signInWithPassword(second, mobile, 'Limit-one-2');
  await second.getByRole('dialog').getByRole('button', { name: 'پایان این نشست و ورود' }).click();
  await expect(signedInToast(second)).toBeVisible();

  await first.goto('/courses');
  await expect(
    first.locator('.fui-ToastTitle').filter({ hasText: 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید' }),
  ).toBeVisible();
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('button', { name: 'ورود / ثبت‌نام' })).toBeVisible();
});
