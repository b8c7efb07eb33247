import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { freshMobile, latestCode, openDialog, signUpThroughApi } from './accounts-support.ts';
import { toPersianDigits } from './persian-digits.ts';
import { advanceServiceClock } from './service-clock.ts';

async function startSignUp(page: Page, mobile: string, password: string, confirmPassword = password) {
  await page.goto('/');
  const dialog = await openDialog(page, 'signUp');
  await dialog.locator('input[name=userName]').fill(mobile);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.locator('input[name=confirmPassword]').fill(confirmPassword);
  await dialog.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  return dialog;
}

test('weak passwords and a bad user name get their Persian messages', async ({ page }) => {
  const dialog = await startSignUp(page, '0912', 'abc');
  await expect(dialog.getByText('شماره موبایل یا ایمیل معتبر نیست')).toBeVisible();
  await expect(dialog.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد')).toBeVisible();
  await dialog.locator('input[name=userName]').fill(freshMobile());
  await dialog.locator('input[name=password]').fill('onlyletters');
  await dialog.locator('input[name=confirmPassword]').fill('onlyletters');
  await dialog.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await expect(dialog.getByText('رمز عبور ضعیف است؛ از حروف و اعداد با هم استفاده کنید')).toBeVisible();
  // The password is asked for twice (§5), and the two must match.
  await dialog.locator('input[name=password]').fill('Good-pass-1');
  await dialog.locator('input[name=confirmPassword]').fill('Good-pass-2');
  await dialog.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await expect(dialog.getByText('رمزهای عبور یکسان نیستند')).toBeVisible();
  await expect(dialog.locator('input[name=code]')).toHaveCount(0);
});

test('asking for a code again too soon counts down the wait the server gives', async ({ page, request }) => {
  // An account of its own: a retry would find a demo account's code sent a moment ago.
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, 'Code-pass-1');
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    // A fresh page each time: the second request starts from an empty form, as after closing the dialog.
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'ورود با کد یک‌بارمصرف' }).click();
    // Typed with spaces, as a mobile is often written.
    await dialog
      .locator('input[name=userName]')
      .fill(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`);
    await dialog.getByRole('button', { name: 'ارسال کد' }).click();
    if (attempt === 1) {
      await expect(dialog.getByText(`کد تأیید به ${toPersianDigits(mobile)} فرستاده شد.`)).toBeVisible();
      continue;
    }
    await expect(dialog.getByText('برای دریافت کد جدید کمی صبر کنید.')).toBeVisible();
    const countdown = dialog.getByTestId('code-retry-countdown');
    await expect(countdown).toContainText(/درخواست دوباره تا [۱-۶]?[۰-۹] ثانیه دیگر/);
    await expect(dialog.getByRole('button', { name: 'ارسال کد' })).toBeDisabled();
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
  }
});

test('a wrong code, then too many attempts, each with its Persian message', async ({ page, request }) => {
  const mobile = freshMobile();
  const dialog = await startSignUp(page, mobile, 'Good-pass-1');
  const code = await latestCode(request, mobile);
  const wrong = code === '11111' ? '22222' : '11111';
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await dialog.locator('input[name=code]').fill(wrong);
    await dialog.getByRole('button', { name: 'تأیید' }).click();
    await expect(dialog.getByText('کد تأیید اشتباه است.')).toBeVisible();
  }
  await dialog.locator('input[name=code]').fill(wrong);
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await expect(
    dialog.getByText('تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید.'),
  ).toBeVisible();
});

test('an expired code is refused in Persian', async ({ page, request }) => {
  const mobile = freshMobile();
  const dialog = await startSignUp(page, mobile, 'Good-pass-1');
  const code = await latestCode(request, mobile);
  // Two minutes pass for the accounts service (a code's lifetime), not for the test.
  await advanceServiceClock(request, 'accounts', 121);
  await dialog.locator('input[name=code]').fill(code);
  await dialog.getByRole('button', { name: 'تأیید' }).click();
  await expect(dialog.getByText('کد تأیید منقضی شده است؛ کد جدید دریافت کنید.')).toBeVisible();
});
