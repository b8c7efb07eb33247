import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { latestCode, signInNewAccount } from './accounts-support.ts';
import { seriousViolations } from './axe-with-persian-text.ts';
import { waitForServices } from './companies-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { serviceUrl } from './e2e-ports.ts';
import { expectNoSidewaysScroll } from './layout-slack.ts';
import { phone } from './web-phone-support.ts';

/** Six sessions share two cores: screens may take long to appear. */
const expect = baseExpect.configure({ timeout: 30_000 });

const widths = [1366, phone.width] as const;

/**
 * The page fits its width (no sideways scrolling), in Persian its text has no Latin digits or English words, and on a
 * phone axe-core finds no serious or critical violation.
 */
async function look(page: Page, name: string, persian: boolean) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${name} at ${width} px scrolls sideways`);
    if (persian) {
      const text = await page.locator('main').innerText();
      // Typed addresses, file formats and product names in course titles (Power BI) aside, Persian text carries Persian digits and no English words.
      expect(
        text.replace(/[\w.+-]+@[\w.-]+|https?:\/\/\S+|CSV|PNG|JPEG|WebP|Power BI|RSD-\w+/g, ''),
        name,
      ).not.toMatch(/[0-9]|\b[A-Za-z]{3,}\b/);
    }
    if (width === phone.width) expect(await seriousViolations(page), name).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

for (const locale of ['fa-IR', 'en-US'] as const) {
  const prefix = locale === 'fa-IR' ? '' : '/en-US';
  const persian = locale === 'fa-IR';
  // Each language walks the wizard for its own demo company (their CEOs' registered mobiles are fixed by the seed).
  const [companyRank, ceoMobile] = persian ? [0, '09121000001'] : [1, '09121000090'];

  test(`the companies screens fit 1366 and 390 px in ${locale}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await waitForServices(request);

    // A verified manager (an account of its own verifies a demo company as its CEO), with the wizard's steps on the
    // way; a retry's account is new too, so it walks the same steps.
    await signInNewAccount(page.request);
    const summaries = await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=1,2,3,4,5`);
    const first = ((await summaries.json()) as { id: number; nationalId: string }[]).sort(
      (a, b) => a.id - b.id,
    )[companyRank];
    await page.goto(`${prefix}/companies/verify`);
    await look(page, `${locale}-verify-find`, persian);
    // The CEO's national code in full takes a package above FREE: read it as the demo ENTERPRISE holder.
    await signInDemoUser(request, '09121000004');
    const search = await request.post('/graphql', {
      data: {
        query:
          'query ($text: String!) { search(text: $text, type: COMPANY, first: 1) { edges { node { company { id people { role person { nationalCode } } } } } } }',
        variables: { text: first!.nationalId },
      },
    });
    const company = (await search.json()).data.search.edges[0].node.company;
    const ceo = company.people.find((entry: { role: string }) => entry.role === 'CEO');
    await page.getByLabel(persian ? 'شناسهٔ ملی شرکت' : 'Company national ID').fill(first!.nationalId);
    await page.getByRole('button', { name: persian ? 'جست‌وجو' : 'Find', exact: true }).click();
    await expect(page.getByRole('button', { name: persian ? 'بله، همین شرکت است' : /Yes/ })).toBeVisible();
    await look(page, `${locale}-verify-confirm`, persian);
    await page.getByRole('button', { name: persian ? 'بله، همین شرکت است' : /Yes/ }).click();
    await expect(page.getByRole('checkbox')).toBeVisible();
    await look(page, `${locale}-verify-rules`, persian);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: persian ? 'ادامه' : 'Continue' }).click();
    const nationalCode = page.getByLabel(persian ? 'کد ملی مدیرعامل' : 'CEO’s national code');
    await expect(nationalCode).toBeVisible();
    await look(page, `${locale}-verify-ceo`, persian);
    await nationalCode.fill(ceo.person.nationalCode);
    await page.getByLabel(persian ? 'شمارهٔ همراه مدیرعامل' : 'CEO’s mobile number').fill(ceoMobile);
    await page.getByRole('button', { name: persian ? 'ارسال کد تأیید' : 'Send the code' }).click();
    const codeBox = page.getByRole('textbox', { name: persian ? 'کد تأیید' : 'Verification code' });
    await expect(codeBox).toBeVisible();
    await look(page, `${locale}-verify-code`, persian);
    await codeBox.fill(await latestCode(page.request, ceoMobile));
    await page.getByRole('button', { name: persian ? 'تأیید' : 'Verify', exact: true }).click();
    await expect(page.getByRole('link', { name: persian ? 'رفتن به پنل مدیریت' : /panel/i })).toBeVisible();
    await look(page, `${locale}-verify-done`, persian);
    await page.goto(`${prefix}/companies/manage/${company.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look(page, `${locale}-manage`, persian);
    await page.goto(`${prefix}/companies`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look(page, `${locale}-companies`, persian);

    await signInDemoUser(page, '09121000004');
    await page.goto(`${prefix}/companies/administration`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look(page, `${locale}-administration`, persian);

    await signInDemoUser(page, '09121000003');
    await page.goto(`${prefix}/companies/mentor`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look(page, `${locale}-mentor`, persian);
  });
}
