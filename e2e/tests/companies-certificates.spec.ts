import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { freshMobile, latestCode, signUpThroughApi } from './accounts-support.ts';
import { waitForServices } from './companies-support.ts';
import { courseIdFromAddress, reportCourseWatched } from './courses-support.ts';
import { serviceUrl } from './e2e-ports.ts';
import { asCoursesService } from './service-credentials.ts';
import { graphqlData } from './graphql-request.ts';

/** Six sessions share two cores: screens may take long to appear. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The CEO's registered mobile the demo data fixes for the first company (services/src/business/companies/seed-registered-mobiles.ts). */
const demoCeoMobile = '09121000001';

async function signInWithPassword(request: APIRequestContext, userName: string, password: string) {
  const data = await graphqlData(
    request,
    'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } userErrors { message } } }',
    { input: { userName, password } },
  );
  expect(data.accountSignIn.viewer).toBeTruthy();
  return data.accountSignIn.viewer.uuid as string;
}

/**
 * An enterprise administrator of their own (the demo one's seats belong to the administration spec) who is also the
 * verified manager of the first demo company: the company whose page shows their learners' certificates.
 */
async function administratorOfFirstCompany(request: APIRequestContext) {
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, 'Company-Admin-1');
  const userId = await signInWithPassword(request, mobile, 'Company-Admin-1');
  const granted = await request.post(`${serviceUrl('accounts')}/internal/v1/Subscriptions/Grant`, {
    data: { userId, packageType: 'ENTERPRISE', months: 12, seats: 2, orderId: `e2e-certificates-${mobile}` },
    headers: await asCoursesService('accounts'),
  });
  expect(granted.status()).toBe(200);
  // Signed in again, the session holds the ENTERPRISE package (which reads the CEO's national code in full).
  await request.post('/graphql', { data: { query: 'mutation { accountSignOut { signedOut } }' } });
  await signInWithPassword(request, mobile, 'Company-Admin-1');
  const summaries = await request.get(
    `${serviceUrl('business')}/v2/Companies/GetSummary?ids=${Array.from({ length: 20 }, (_, index) => index + 1).join(',')}`,
  );
  const [first] = ((await summaries.json()) as { id: number; nationalId: string }[]).sort(
    (a, b) => a.id - b.id,
  );
  const found = await graphqlData(
    request,
    'query ($text: String!) { search(text: $text, type: COMPANY, first: 1) { edges { node { company { id name people { role person { nationalCode } } } } } } }',
    { text: first!.nationalId },
  );
  const { company } = found.search.edges[0].node;
  const ceo = company.people.find((entry: { role: string }) => entry.role === 'CEO');
  const sent = await graphqlData(
    request,
    'mutation ($input: CompanyVerificationSendCodeInput!) { companyVerificationSendCode(input: $input) { verification { verificationId } userErrors { message } } }',
    {
      input: {
        nationalId: first!.nationalId,
        nationalCode: ceo.person.nationalCode,
        mobile: demoCeoMobile,
        acceptedRules: true,
      },
    },
  );
  expect(sent.companyVerificationSendCode.userErrors).toEqual([]);
  const verified = await graphqlData(
    request,
    'mutation ($input: CompanyVerificationVerifyCodeInput!) { companyVerificationVerifyCode(input: $input) { userErrors { message } } }',
    {
      input: {
        verificationId: sent.companyVerificationSendCode.verification.verificationId,
        code: await latestCode(request, demoCeoMobile),
      },
    },
  );
  expect(verified.companyVerificationVerifyCode.userErrors).toEqual([]);
  return { companyId: company.id as string, companyName: company.name as string };
}

/** The learner watches every lesson of the Excel course and passes its exam: the certificate is issued. */
async function earnExcelCertificate(page: Page) {
  await page.goto('/companies');
  await page.getByRole('button', { name: 'ثبت‌نام با اعتبار' }).click();
  await expect(page.locator('.fui-ToastTitle')).toContainText('در دوره ثبت‌نام شدید.');
  await page.getByRole('link', { name: 'رفتن به دوره' }).first().click();
  await expect(page.getByTestId('syllabus-lesson')).toHaveCount(3);
  // Watching in the browser is courses-exam.spec.ts's flow; here the lessons are reported watched as the player would.
  await reportCourseWatched(page.request, await courseIdFromAddress(page), 'e2e-certificates');
  await page.reload();
  for (let index = 0; index < 3; index++)
    await expect(page.getByTestId('syllabus-lesson').nth(index)).toHaveAttribute('data-watched', 'true');
  await page.getByRole('link', { name: 'آزمون پایانی و گواهی' }).click();
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-question')).toHaveCount(3);
  for (const answer of ['SUM', 'خلاصه‌سازی و گروه‌بندی داده‌ها', 'نمودار دایره‌ای'])
    await page.getByRole('radio', { name: answer }).check();
  await page.getByTestId('exam-submit').click();
  await expect(page.getByTestId('exam-result').first().getByTestId('exam-score')).toHaveText(
    'نمره: ۱۰۰ از ۱۰۰',
  );
}

test('a company’s learner shows a certificate on the company’s page, where visitors see it by name with a Solar Hijri date and a link to verify it, and takes it back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await waitForServices(request);
  const { companyId, companyName } = await administratorOfFirstCompany(page.request);

  // The administrator adds the learner and gives them the Excel course.
  // A retry's learner is named apart from a failed attempt's, whose certificate may still be on the page.
  const learnerNames = ['نیلوفر صدری', 'نیلوفر کامرانی', 'نیلوفر رستمی'];
  const learner = { name: learnerNames[test.info().retry % learnerNames.length]!, mobile: freshMobile() };
  const added = await graphqlData(
    page.request,
    'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } userErrors { message } } }',
    { input: { mobile: learner.mobile, fullName: learner.name } },
  );
  expect(added.companyUserAdd.userErrors).toEqual([]);
  const courses = await graphqlData(page.request, '{ courses(first: 20) { edges { node { id title } } } }');
  const excel = courses.courses.edges.find(
    (edge: { node: { title: string } }) => edge.node.title === 'اکسل کاربردی برای کسب‌وکار',
  );
  const granted = await graphqlData(
    page.request,
    'mutation ($input: CompanyCourseCreditGrantInput!) { companyCourseCreditGrant(input: $input) { userErrors { message } } }',
    { input: { companyUserId: added.companyUserAdd.companyUser.id, courseId: excel.node.id, days: 30 } },
  );
  expect(granted.companyCourseCreditGrant.userErrors).toEqual([]);

  // The learner, in their own browser, earns the certificate and switches it on for the company page.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await learnerPage.addInitScript(() =>
    window.localStorage.setItem('rasad.courses.deviceId', 'e2e-certificates'),
  );
  await graphqlData(
    learnerPage.request,
    'mutation ($input: AccountUserNameInput!) { accountSignInCodeSend(input: $input) { userErrors { message } } }',
    { input: { userName: learner.mobile } },
  );
  await graphqlData(
    learnerPage.request,
    'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { userErrors { message } } }',
    { input: { userName: learner.mobile, code: await latestCode(learnerPage.request, learner.mobile) } },
  );
  await earnExcelCertificate(learnerPage);
  await learnerPage.goto('/companies');
  const card = learnerPage.getByRole('heading', { name: 'گواهی‌های من در صفحهٔ شرکت' }).locator('..');
  await expect(card).toContainText(companyName);
  const toggle = learnerPage.getByRole('switch', {
    name: 'نمایش گواهی «اکسل کاربردی برای کسب‌وکار» در صفحهٔ شرکت',
  });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(
    learnerPage.locator('.fui-ToastTitle').filter({ hasText: 'گواهی در صفحهٔ شرکت نمایش داده می‌شود.' }),
  ).toBeVisible();
  await learnerPage.reload();
  await expect(toggle).toBeChecked();

  // A visitor sees it on the company's page: the learner's name, never their mobile, a Solar Hijri date, and a link to verify.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/company/${companyId}`);
  const section = visitorPage.getByTestId('company-learner-certificates');
  await expect(section.getByRole('heading', { name: 'گواهی‌های یادگیرندگان شرکت' })).toBeVisible();
  const entry = section.getByTestId('company-learner-certificate').filter({ hasText: learner.name });
  await expect(entry).toContainText('اکسل کاربردی برای کسب‌وکار');
  await expect(entry).toContainText(
    /[۰-۹]+ (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) ۱۴[۰-۹]{2}/,
  );
  await expect(section).not.toContainText(learner.mobile);
  await entry.getByRole('link', { name: 'استعلام گواهی' }).click();
  await expect(visitorPage.getByTestId('certificate-valid')).toBeVisible();
  await expect(visitorPage.locator('main')).toContainText('اکسل کاربردی برای کسب‌وکار');

  // Taken back: gone from the page.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(
    learnerPage.locator('.fui-ToastTitle').filter({ hasText: 'گواهی از صفحهٔ شرکت برداشته شد.' }),
  ).toBeVisible();
  await visitorPage.goto(`/company/${companyId}`);
  await expect(visitorPage.getByTestId('company-own-section')).toBeVisible();
  await expect(
    visitorPage.getByTestId('company-learner-certificate').filter({ hasText: learner.name }),
  ).toHaveCount(0);
  await learnerContext.close();
  await visitor.close();
});
