import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import {
  accountMenu,
  freshMobile,
  latestCode,
  openDialog,
  signedInToast,
  signInWithPassword,
  signUpThroughApi,
} from './accounts-support.ts';
import { toPersianDigits } from './persian-digits.ts';

test('sign up with a mobile number, confirm the code from the outbox, and sign out', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await page.goto('/');
  const dialog = await openDialog(page, 'signUp');
  await expect(dialog.getByRole('heading', { name: 'ثبت‌نام در رصد' })).toBeVisible();
  // Persian digits are accepted and normalised.
  await dialog.locator('input[name=userName]').fill(toPersianDigits(mobile));
  await dialog.locator('input[name=password]').fill('Sepid-Kooh-42');
  await dialog.locator('input[name=confirmPassword]').fill('Sepid-Kooh-42');
  await dialog.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await expect(dialog.getByText(`کد تأیید به ${toPersianDigits(mobile)} فرستاده شد.`)).toBeVisible();
  await expect(dialog.getByRole('timer')).toContainText('ارسال دوباره تا');
  await dialog.locator('input[name=code]').fill(await latestCode(request, mobile));
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await expect(signedInToast(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود / ثبت‌نام' })).toHaveCount(0);

  await accountMenu(page).click();
  for (const item of [
    'خوراک',
    'داشبورد دوره‌ها',
    'پروفایل',
    'انجمن',
    'کد تخفیف',
    'مدیریت فهرست‌ها',
    'خروج',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'از حساب خود خارج شدید.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود / ثبت‌نام' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('refreshToken');
});

test('sign in by password, with the HttpOnly refresh cookie, and see the profile', async ({ page }) => {
  await page.goto('/');
  await signInWithPassword(page, '09121000004', 'Rasad-Demo-1405');
  await expect(signedInToast(page)).toBeVisible();
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.refreshToken?.httpOnly).toBe(true);
  expect(cookies.token?.httpOnly).toBe(true);
  expect(cookies.packageType?.value).toBe('ENTERPRISE');
  expect(await page.evaluate(() => document.cookie)).not.toContain('refreshToken');

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'پروفایل' }).click();
  await expect(page.getByRole('heading', { name: 'پروفایل', level: 1 })).toBeVisible();
  await expect(page.locator('input[name=firstName]')).toHaveValue('حمید');
  await expect(page.getByText('همین دستگاه')).toBeVisible();
  await page.locator('input[name=jobTitle]').fill('مدیرعامل');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'اطلاعات شخصی ذخیره شد.' })).toBeVisible();
});

test('sign in by one-time code', async ({ page, request }) => {
  // An account of its own: a retry would find a demo account's code sent a moment ago, and be told to wait.
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, 'Code-pass-1');
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'ورود با کد یک‌بارمصرف' }).click();
  await dialog.locator('input[name=userName]').fill(mobile);
  await dialog.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(dialog.getByText(`کد تأیید به ${toPersianDigits(mobile)} فرستاده شد.`)).toBeVisible();
  await dialog.locator('input[name=code]').fill(await latestCode(request, mobile));
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await expect(signedInToast(page)).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
});

test('forgot password: code, new password, then sign in with it', async ({ page, request }) => {
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, 'First-pass-1');
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
  await dialog.locator('input[name=userName]').fill(mobile);
  await dialog.getByRole('button', { name: 'ارسال کد' }).click();
  // The code is read once the dialog says it was sent: until then the latest code is the sign-up's.
  await expect(dialog.getByText(`کد تأیید به ${toPersianDigits(mobile)} فرستاده شد.`)).toBeVisible();
  await dialog.locator('input[name=code]').fill(await latestCode(request, mobile));
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await dialog.locator('input[name=newPassword]').fill('Second-pass-2');
  await dialog.locator('input[name=confirmPassword]').fill('Second-pass-3');
  await dialog.getByRole('button', { name: 'ذخیرهٔ رمز عبور' }).click();
  await expect(dialog.getByText('رمزهای عبور یکسان نیستند')).toBeVisible();
  await dialog.locator('input[name=confirmPassword]').fill('Second-pass-2');
  await dialog.getByRole('button', { name: 'ذخیرهٔ رمز عبور' }).click();
  await expect(
    page.locator('.fui-ToastTitle').filter({ hasText: 'رمز عبور تغییر کرد؛ اکنون با رمز جدید وارد شوید.' }),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'ورود به رصد' })).toBeVisible();
  await dialog.locator('input[name=password]').fill('Second-pass-2');
  await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(signedInToast(page)).toBeVisible();
});
