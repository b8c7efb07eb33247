import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { serviceUrl } from './e2e-ports.ts';

interface CompanyPeople {
  people: { role: string; endedOn: string | null; person: { id: number; fullName: string } }[];
}

async function accessTokenOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return token as string;
}

/** The first demo company whose people include a former CEO, with its people as the service gives them. */
async function companyWithFormerCeo(request: APIRequestContext, token: string) {
  for (let id = 1; id <= 40; id++) {
    const details = (await (
      await request.get(`${serviceUrl('business')}/v3/Companies/GetDetails?companyId=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as CompanyPeople;
    const former = details.people.find((entry) => entry.role === 'CEO' && entry.endedOn !== null);
    if (former) return { id, former };
  }
  throw new Error('the demo data has former CEOs among its first companies');
}

/** Opens a demo company's page the way a user reaches it: by searching its national ID. */
export async function openCompany(page: Page, request: APIRequestContext, companyId: number, prefix = '') {
  const [company] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=${companyId}`)
  ).json()) as { nationalId: string }[];
  await page.goto(`${prefix}/search?q=${company?.nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
  return company?.nationalId as string;
}

test('former officers are marked as former, with their term in Solar Hijri dates, on the company and person pages', async ({
  page,
  request,
}) => {
  await signInDemoUser(page, demoUsers.basic);
  const { id, former } = await companyWithFormerCeo(request, await accessTokenOf(page));
  await openCompany(page, request, id);
  const companyPath = new URL(page.url()).pathname;
  await page.getByRole('tab', { name: 'اشخاص و سمت‌ها', exact: true }).click();
  const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: former.person.fullName });
  await expect(row.filter({ hasText: 'مدیرعامل' })).toContainText('سابق');
  await expect(row.filter({ hasText: 'مدیرعامل' })).toContainText(' تا ');
  expect(await page.getByRole('tabpanel').innerText()).not.toMatch(/[0-9]/);

  await row.getByRole('link', { name: former.person.fullName }).first().click();
  await expect(page).toHaveURL(/\/person\//);
  const formerRow = page.locator('tr[data-former="true"]').first();
  await expect(formerRow).toContainText('سابق');
  // A Solar Hijri year of the end date (13xx or 14xx in Persian digits).
  await expect(formerRow).toContainText(/۱[۳۴][۰-۹]{2}/);

  await page.goto(`/en-US${companyPath}`);
  await page.getByRole('tab', { name: 'People and roles', exact: true }).click();
  const englishRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: former.person.fullName });
  await expect(englishRow.filter({ hasText: 'Managing director' })).toContainText('former');
});
