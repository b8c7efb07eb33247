import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { signInNewAccount } from './accounts-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { currentPorts } from './e2e-ports.ts';
import { expectOpenScreenFits, phone } from './web-phone-support.ts';
import { payWithTestCard } from './bank-card.ts';

async function viewerPackage(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', { data: { query: '{ viewer { packageType } }' } });
  return (await response.json()).data.viewer.packageType;
}

/** Fills the bank's card form (a valid Shetab test card) and presses «پرداخت». */
async function payOnBankPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${currentPorts().payments}/ipg/`), {
    timeout: 30_000,
  });
  await payWithTestCard(page);
}

test('a FREE user buys PROFESSIONAL for 3 months with a discount code, pays at the bank, gets a receipt and an invoice', async ({
  page,
}) => {
  // A new account: a retry finds the first attempt's buyer on PROFESSIONAL already.
  await signInNewAccount(page.request);
  expect(await viewerPackage(page)).toBe('FREE');
  // Industry analysis is PROFESSIONAL's: a FREE user is told so and sees five of the ten largest companies.
  const largestCompanies = page
    .getByRole('table', { name: /^بزرگ‌ترین شرکت‌های / })
    .first()
    .getByRole('link');
  await page.goto('/industry/20');
  await expect(page.getByTestId('upgrade-hint').filter({ hasText: '«تحلیل صنعت»' })).toHaveCount(1);
  await expect(largestCompanies).toHaveCount(5);

  await page.goto('/checkout?package=PROFESSIONAL&duration=3');
  await page.getByLabel('کد تخفیف').fill('RASAD-NARGES');
  await page.getByRole('button', { name: 'اعمال' }).first().click();
  await expect(page.getByText('کد تخفیف RASAD-NARGES (۱۵٪)')).toBeVisible();
  await expect(page.getByTestId('checkout-payable')).toHaveText('۶٬۲۸۶٬۰۰۵ تومان');
  await page.getByRole('button', { name: 'پرداخت از درگاه بانک' }).click();
  await payOnBankPage(page);

  await expect(page).toHaveURL(/\/receipt\//, { timeout: 30_000 });
  await expect(page.getByText('پرداخت و فعال شد')).toBeVisible();
  await expect(page.getByText('شماره مرجع')).toBeVisible();
  // The same session now carries PROFESSIONAL: no sign-in again.
  expect(await viewerPackage(page)).toBe('PROFESSIONAL');

  await page.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
  // The form checks the buyer with the service's own rules before sending anything.
  await page.getByLabel('کد ملی').fill('۰۰۱۲۳۴۵۶۷۸');
  await page.getByRole('button', { name: 'ثبت مشخصات' }).click();
  await expect(page.getByText('کد ملی باید ۱۰ رقم با رقم کنترل درست باشد.')).toBeVisible();
  await page.getByLabel('کد ملی').fill('۰۰۱۲۳۴۵۶۷۹');
  await page.getByLabel('کد پستی').fill('1966734511');
  await page.getByLabel('تلفن').fill('02188776655');
  await page.getByLabel('استان').fill('تهران');
  await page.getByLabel('شهر').fill('تهران');
  await page.getByLabel('نشانی').fill('تهران، خیابان ولیعصر، کوچه نهم، پلاک ۱۲');
  await page.getByRole('button', { name: 'ثبت مشخصات' }).click();
  const download = page.getByRole('link', { name: 'دریافت فاکتور (PDF)' });
  await expect(download).toBeVisible();
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // pdftotext reads the PDF from its standard input ('-') and writes the text to its output.
  const text = execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() }).toString();
  expect(text).toContain('مریم احمدی');
  expect(text).toContain('مبلغ کل');
  expect(text).toContain('۶۲,۸۶۰,۰۵۰');

  // The receipt with its invoice, on a phone in both languages, passes the screens' checks.
  const receiptPath = new URL(page.url()).pathname;
  const desktop = page.viewportSize()!;
  await page.setViewportSize(phone);
  await expectOpenScreenFits(page, 'fa-IR');
  await page.goto(`/en-US${receiptPath}`);
  await expect(page.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible();
  await expectOpenScreenFits(page, 'en-US');
  await page.setViewportSize(desktop);

  // What was locked a minute earlier opens in the same session.
  await page.goto('/industry/20');
  await expect(largestCompanies).toHaveCount(10);
  await expect(page.getByTestId('upgrade-hint')).toHaveCount(0);
});

test('a cancelled payment changes nothing', async ({ page }) => {
  await signInDemoUser(page, '09121000006');
  await page.goto('/checkout?package=BASIC&duration=1');
  await page.getByRole('button', { name: 'پرداخت از درگاه بانک' }).click();
  await expect(page).toHaveURL(new RegExp(`:${currentPorts().payments}/ipg/`), { timeout: 30_000 });
  // The page the bank sends the payer back to, held while it checks the payment, on a phone in both languages.
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'useOrderConfirmMutation') await route.fallback();
  });
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/checkout\/return\?/, { timeout: 30_000 });
  const { pathname, search } = new URL(page.url());
  const desktop = page.viewportSize()!;
  await page.setViewportSize(phone);
  await expect(page.getByText('در حال بررسی نتیجهٔ پرداخت…')).toBeVisible();
  await expectOpenScreenFits(page, 'fa-IR');
  await page.goto(`/en-US${pathname}${search}`);
  await expect(page.getByText('Checking the payment…')).toBeVisible();
  await expectOpenScreenFits(page, 'en-US');
  await page.setViewportSize(desktop);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(`${pathname}${search}`);
  await expect(page).toHaveURL(/\/receipt\//, { timeout: 30_000 });
  await expect(page.getByText('لغو شد؛ مبلغی کسر نشد')).toBeVisible();
  expect(await viewerPackage(page)).toBe('FREE');
  // «My payments» lists it by its number («رسید خرید ۷» → «خرید ۷: …»), cancelled, with this receipt.
  const receipt = page.url();
  const purchase = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('رسید ', '');
  await page.goto('/payments');
  const listed = page.getByRole('listitem').filter({ hasText: `${purchase}:` });
  await expect(listed).toContainText('لغو شد؛ مبلغی کسر نشد');
  await listed.getByRole('link', { name: 'مشاهدهٔ رسید' }).click();
  await expect(page).toHaveURL(receipt);
});

test('a free course enrols with one click and its second lesson opens', async ({ page }) => {
  // A new account: a retry finds the first attempt's learner enrolled already.
  await signInNewAccount(page.request);
  await page.goto('/courses');
  await page.getByRole('link', { name: 'صادرات از صفر تا صد' }).first().click();
  await expect(page.getByRole('button', { name: 'ثبت‌نام رایگان در دوره' })).toBeVisible();
  // Sent to the checkout with it (an old link), the reader is told it is free and taken back to enrol.
  const coursePage = new URL(page.url()).pathname;
  await page.goto(`/checkout?course=${coursePage.split('/').pop()}`);
  await expect(page.getByText('این دوره رایگان است؛ با یک کلیک ثبت‌نام کنید.')).toBeVisible();
  // Nothing to discount: no code or coupon fields beside the message.
  await expect(page.getByLabel('کد تخفیف')).toHaveCount(0);
  await page.getByRole('link', { name: 'رفتن به صفحهٔ دوره' }).click();
  await expect(page).toHaveURL((url) => url.pathname === coursePage);
  await page.getByRole('button', { name: 'ثبت‌نام رایگان در دوره' }).click();
  await expect(page.getByTestId('days-remaining')).toContainText('۱۸۰ روز باقی‌مانده');
  const secondLesson = page.getByTestId('syllabus-lesson').nth(1).getByRole('link');
  const secondTitle = (await secondLesson.textContent())!.trim();
  await secondLesson.click();
  await expect(page.getByTestId('lesson-player').getByRole('heading', { name: secondTitle })).toBeVisible();
  await expect(page.getByTestId('lesson-video')).toBeVisible();
});

test('a paid course is bought with credit and the rest at the bank', async ({ page }) => {
  await signInDemoUser(page, '09121000005');
  // «ترخیص کالا از گمرک», the second course of the catalogue (18,000,000 rials).
  await page.goto(`/courses/${Buffer.from('Course:2').toString('base64url')}`);
  await page.getByRole('link', { name: 'خرید دوره' }).click();
  // 18,000,000 rials + 10% VAT, less the whole credit balance (the seed's, plus a referral when the first test used
  // this learner's discount code), shown in tomans.
  const balance = (
    await (await page.request.post('/graphql', { data: { query: '{ viewer { creditBalance } }' } })).json()
  ).data.viewer.creditBalance;
  // The choice lives in the address (credit=1), so the page reloads its quote.
  await page
    .getByRole('checkbox', {
      name: `پرداخت از اعتبار (${new Intl.NumberFormat('fa-IR').format(balance / 10)} تومان)`,
    })
    .click();
  await expect(page).toHaveURL(/credit=1/);
  const tomans = new Intl.NumberFormat('fa-IR').format((19_800_000 - balance) / 10);
  await expect(page.getByTestId('checkout-payable')).toHaveText(`${tomans} تومان`);
  await page.getByRole('button', { name: 'پرداخت از درگاه بانک' }).click();
  await payOnBankPage(page);
  await expect(page.getByText('پرداخت و فعال شد')).toBeVisible();
  await page.getByRole('link', { name: 'رفتن به دوره' }).click();
  await expect(page.getByTestId('days-remaining')).toBeVisible();
});
