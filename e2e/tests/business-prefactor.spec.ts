import { expect } from '@playwright/test';
import { test } from './platform-test.ts';

test('a visitor requests a pro-forma invoice and gets a reference number; a wrong mobile is explained in Persian', async ({
  page,
}) => {
  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('button', { name: 'درخواست پیش‌فاکتور' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
  await dialog.getByLabel('شماره موبایل').fill('۱۲۳');
  await dialog.getByLabel('کالا یا خدمت').fill('پلی‌اتیلن سنگین');
  await dialog.getByLabel('تعداد').fill('۲٬۰۰۰');
  await dialog.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('شماره همراه معتبر نیست');
  await dialog.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await dialog.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(page.locator('.fui-ToastTitle')).toContainText('شمارهٔ پیگیری ۳');
});
