import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { freshMobile, latestCode, signUpThroughApi } from './accounts-support.ts';
import { toPersianDigits, waitForServices } from './companies-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { serviceUrl } from './e2e-ports.ts';

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

async function signIn(request: APIRequestContext, userName: string) {
  const response = await request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } userErrors { message } } }',
      variables: { input: { userName, password: 'Company-Owner-1' } },
    },
  });
  expect((await response.json()).data.accountSignIn.viewer).toBeTruthy();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(200_000);
  await waitForServices(request);
});
test.describe.configure({ timeout: 300_000 });

test('a user verifies as CEO of a demo company, edits the about text, and the public page shows it with the badge; a wrong CEO mobile gets the §8 message', async ({
  page,
  request,
}) => {
  const owner = freshMobile();
  await signUpThroughApi(page.request, owner, 'Company-Owner-1');
  await signIn(page.request, owner);
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
  await page.getByRole('textbox', { name: 'کد تأیید' }).fill(await latestCode(page.request, demoCeoMobile));
  await page.getByRole('button', { name: 'تأیید', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'تبریک! مالکیت شرکت تأیید شد.' })).toBeVisible();

  // The management panel: the about text.
  await page.getByRole('link', { name: 'رفتن به پنل مدیریت' }).click();
  const about = 'تولیدکنندهٔ قطعات صنعتی با سی سال سابقه؛ نمایندگی در همهٔ استان‌ها.';
  await page.getByLabel('معرفی شرکت').fill(about);
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'صفحهٔ شرکت ذخیره شد.' })).toBeVisible();

  // The public page shows it apart from the official data, with the verified badge.
  await page.getByRole('link', { name: 'دیدن صفحهٔ عمومی شرکت' }).click();
  const own = page.getByTestId('company-own-section');
  await expect(own).toContainText(about);
  await expect(own.getByText('شرکت تأییدشده')).toBeVisible();
});
