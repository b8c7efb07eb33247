import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from './platform-test.ts';
import { latestCode, signInNewAccount } from './accounts-support.ts';
import { waitForServices } from './companies-support.ts';
import { toPersianDigits } from './persian-digits.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { serviceUrl } from './e2e-ports.ts';
import { ofThisAttempt } from './attempt-text.ts';
import { expectNoSidewaysScroll } from './layout-slack.ts';

/** Six sessions share two cores: screens may take long to appear. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The CEO's registered mobile the demo data fixes for the second company (services/src/business/companies/seed-registered-mobiles.ts). */
const demoCeoMobile = '09121000090';

/** The second company by id, and its CEO's national code as the company page shows it. */
async function demoCompany(request: APIRequestContext) {
  const summaries = await request.get(
    `${serviceUrl('business')}/v2/Companies/GetSummary?ids=${Array.from({ length: 20 }, (_, index) => index + 1).join(',')}`,
  );
  const [, second] = ((await summaries.json()) as { id: number; nationalId: string }[]).sort(
    (a, b) => a.id - b.id,
  );
  const response = await request.post('/graphql', {
    data: {
      query:
        'query ($text: String!) { search(text: $text, type: COMPANY, first: 1) { edges { node { company { name nationalId people { role person { nationalCode } } } } } } }',
      variables: { text: second!.nationalId },
    },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  const { company } = body.data.search.edges[0].node;
  const ceo = company.people.find((entry: { role: string }) => entry.role === 'CEO');
  return {
    name: company.name as string,
    nationalId: company.nationalId as string,
    ceoNationalCode: ceo.person.nationalCode as string,
  };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(200_000);
  await waitForServices(request);
});
test.describe.configure({ timeout: 300_000 });

test('a user verifies as CEO of a demo company, edits the about text and address, and the public page shows them with the badge (in search results too); a wrong CEO mobile gets the §8 message; a prefactor request is answered in the panel and its sender reads the answer', async ({
  browser,
  page,
  request,
}) => {
  await signInNewAccount(page.request);
  // The CEO's national code as an enterprise reader sees it: a new (free) account sees national codes masked.
  await signInDemoUser(request, '09121000004');
  const company = await demoCompany(request);

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
  await page.getByRole('menuitem', { name: 'پنل مدیریت شرکت' }).click();
  await expect(page.getByRole('heading', { name: 'پنل مدیریت شرکت' })).toBeVisible();
  await page.getByRole('link', { name: 'احراز مالکیت شرکت' }).click();

  // Step one, with the national ID in Persian digits; then confirm and accept the rules.
  await page.getByLabel('شناسهٔ ملی شرکت').fill(toPersianDigits(company.nationalId));
  await page.getByRole('button', { name: 'جست‌وجو', exact: true }).click();
  await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
  await page.getByRole('button', { name: 'بله، همین شرکت است' }).click();
  await page.getByRole('checkbox', { name: 'قوانین را خواندم و می‌پذیرم' }).check();
  await page.getByRole('button', { name: 'ادامه' }).click();

  // A wrong CEO mobile: the §8 message.
  await page.getByLabel('کد ملی مدیرعامل').fill(company.ceoNationalCode);
  await page.getByLabel('شمارهٔ همراه مدیرعامل').fill('09350000000');
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await expect(page.getByText('تطبیق شماره همراه مدیرعامل و کد ملی ناموفق بود.')).toBeVisible();

  // The right one: the code goes to the CEO's registered mobile, shown masked.
  await page.getByLabel('شمارهٔ همراه مدیرعامل').fill(demoCeoMobile);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await expect(page.getByText('۰۹۱۲***۰۰۹۰')).toBeVisible();
  await expect(page.getByRole('button', { name: /ارسال دوباره تا/ })).toBeDisabled();

  // The wizard opened again at once (another tab, a reload) is told to wait, and its button counts the wait down.
  const again = await page.context().newPage();
  await again.goto('/companies/verify');
  await again.getByLabel('شناسهٔ ملی شرکت').fill(company.nationalId);
  await again.getByRole('button', { name: 'جست‌وجو', exact: true }).click();
  await again.getByRole('button', { name: 'بله، همین شرکت است' }).click();
  await again.getByRole('checkbox', { name: 'قوانین را خواندم و می‌پذیرم' }).check();
  await again.getByRole('button', { name: 'ادامه' }).click();
  await again.getByLabel('کد ملی مدیرعامل').fill(company.ceoNationalCode);
  await again.getByLabel('شمارهٔ همراه مدیرعامل').fill(demoCeoMobile);
  await again.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await expect(again.getByText('برای ارسال دوبارهٔ کد کمی صبر کنید.')).toBeVisible();
  await expect(again.getByRole('button', { name: /ارسال دوباره تا [۰-۹]+ ثانیهٔ دیگر/ })).toBeDisabled();
  await again.close();

  await page.getByRole('textbox', { name: 'کد تأیید' }).fill(await latestCode(page.request, demoCeoMobile));
  await page.getByRole('button', { name: 'تأیید', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'تبریک! مالکیت شرکت تأیید شد.' })).toBeVisible();

  // The management panel: the about text, the address and the postal code (typed in Persian digits).
  await page.getByRole('link', { name: 'رفتن به پنل مدیریت' }).click();
  await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
  const panelUrl = page.url();
  const about = 'تولیدکنندهٔ قطعات صنعتی با سی سال سابقه؛ نمایندگی در همهٔ استان‌ها.';
  const address = 'تهران، خیابان ولیعصر، کوچهٔ نسترن، پلاک ۱۲';
  await page.getByLabel('معرفی شرکت').fill(about);
  await page.getByLabel('نشانی').fill(address);
  await page.getByLabel('کد پستی').fill('۱۴۳۵۶۷۸۹۱۲');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'صفحهٔ شرکت ذخیره شد.' })).toBeVisible();

  // The public page shows it apart from the official data, with the verified badge.
  await page.getByRole('link', { name: 'دیدن صفحهٔ عمومی شرکت' }).click();
  const own = page.getByTestId('company-own-section');
  await expect(own).toContainText(about);
  await expect(own).toContainText(`نشانی: ${address}`);
  await expect(own).toContainText('کد پستی: ۱۴۳۵۶۷۸۹۱۲');
  await expect(own.getByText('شرکت تأییدشده')).toBeVisible();
  const companyUrl = page.url();

  // Search results carry the badge too.
  await page.goto(`/search?q=${company.nationalId}&type=COMPANY`);
  const hit = page.getByTestId('search-hit').filter({ hasText: company.name });
  await expect(hit.getByTestId('verified-badge')).toHaveText('شرکت تأییدشده');

  // Another signed-in user asks the company for a prefactor; their request waits on the company page.
  const requesterContext = await browser.newContext();
  const requester = await requesterContext.newPage();
  const requesterMobile = await signInNewAccount(requester.request);
  await requester.goto(companyUrl);
  await requester.getByRole('button', { name: 'درخواست پیش‌فاکتور' }).click();
  const dialog = requester.getByRole('dialog');
  await dialog.getByLabel('نام و نام خانوادگی').fill('رضا کریمی');
  await dialog.getByLabel('شماره موبایل').fill(toPersianDigits(requesterMobile));
  const product = ofThisAttempt('یاتاقان صنعتی');
  await dialog.getByLabel('کالا یا خدمت').fill(product);
  await dialog.getByLabel('تعداد').fill('۱۵۰');
  await dialog.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(requester.locator('.fui-ToastTitle')).toContainText('شمارهٔ پیگیری');
  const sent = requester.getByTestId('sent-prefactor-requests');
  await expect(sent).toContainText(`${product} (۱۵۰ عدد)`);
  await expect(sent).toContainText('در انتظار پاسخ شرکت');

  // The manager answers it in the panel, on a phone: an empty answer is explained first.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(panelUrl);
  const inPanel = page.getByTestId('prefactor-request').filter({ hasText: product });
  await expect(inPanel).toContainText(`از رضا کریمی، ${toPersianDigits(requesterMobile)}`);
  await inPanel.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(inPanel.getByText('متن پاسخ را وارد کنید.')).toBeVisible();
  const answer = 'هر عدد ۲٬۴۰۰٬۰۰۰ تومان؛ تحویل ده روز پس از پیش‌پرداخت.';
  await inPanel.getByLabel('پاسخ شرکت').fill(answer);
  await inPanel.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'پاسخ فرستاده شد' })).toBeVisible();
  await expect(inPanel).toContainText(answer);
  await expect(inPanel.getByRole('button', { name: 'ارسال پاسخ' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The sender reads the answer on the company page.
  await requester.setViewportSize({ width: 390, height: 900 });
  await requester.reload();
  await expect(sent).toContainText(answer);
  await expect(sent).not.toContainText('در انتظار پاسخ شرکت');
  await expectNoSidewaysScroll(requester);
  await requesterContext.close();
});
