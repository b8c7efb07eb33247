import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { serviceUrl } from './e2e-ports.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { expectNoSidewaysScroll } from './layout-slack.ts';
import { toPersianDigits } from './persian-digits.ts';

const tabs = [
  'درباره',
  'اطلاعات تماس',
  'اشخاص و سمت‌ها',
  'شرکت‌های مرتبط',
  'محصولات',
  'واردات و صادرات',
  'روزنامهٔ رسمی',
  'تاریخچهٔ سرمایه',
];

/** Company 491 of the deterministic demo data: a petrochemical subsidiary with people, products, trade, gazette and capital history. */
async function openDemoCompany(page: Page, request: APIRequestContext) {
  const [company] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=491`)
  ).json()) as { nationalId: string }[];
  await page.goto(`/search?q=${company?.nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
  // The search page stays on screen until the company page has loaded.
  await expect(page.getByRole('tab', { name: 'درباره' })).toBeVisible();
}

interface DemoCompanyDetails {
  about: string;
  phone: string;
  address: string;
  postalCode: string;
  people: { role: string; person: { fullName: string } }[];
  parents: { company: { name: string } }[];
  products: { name: string }[];
  trade: { valueUsd: number }[];
  tradeTotalCount: number;
  gazette: { noticeNumber: string; kind: string }[];
  capitalHistory: { capitalRials: number }[];
}

const persianNumber = (value: number) => new Intl.NumberFormat('fa-IR').format(value);

test('a company page shows every tab with its data, and the visit appears under recent visits with its search', async ({
  page,
  request,
}) => {
  const [summary] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=491`)
  ).json()) as { nationalId: string; name: string }[];
  // Contact details, all people and the whole gazette come with BASIC and above: a basic user reads the page, and the
  // service answers the same user's token with what the page should show.
  await signInDemoUser(page, demoUsers.basic);
  const accessToken = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(accessToken).toBeTruthy();
  const details = (await (
    await request.get(`${serviceUrl('business')}/v3/Companies/GetDetails?companyId=491`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json()) as DemoCompanyDetails;
  await openDemoCompany(page, request);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  expect(name).toBe(summary?.name);
  expect(name).toContain('پتروشیمی');

  const panelOf = async (tab: string) => {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    return panel;
  };
  await expect(await panelOf(tabs[0]!)).toContainText(toPersianDigits(summary!.nationalId));
  await expect(page.getByRole('tabpanel')).toContainText(details.about.slice(0, 30));
  const contact = await panelOf(tabs[1]!);
  await expect(contact).toContainText(toPersianDigits(details.phone));
  await expect(contact).toContainText(details.address);
  await expect(contact).toContainText(toPersianDigits(details.postalCode));
  const people = await panelOf(tabs[2]!);
  await expect(people.getByRole('link', { name: details.people[0]!.person.fullName }).first()).toBeVisible();
  await expect(people.getByRole('cell', { name: 'مدیرعامل' })).toBeVisible();
  const related = await panelOf(tabs[3]!);
  expect(details.parents.length).toBeGreaterThan(0);
  await expect(related.getByRole('link', { name: details.parents[0]!.company.name })).toBeVisible();
  const products = await panelOf(tabs[4]!);
  for (const product of details.products) await expect(products).toContainText(product.name);
  // A petrochemical's products sit in HS chapter 39, named in Persian; the heading's English title is set apart.
  await expect(products).toContainText('پلاستیک');
  await expect(products.locator('bdi[dir="ltr"]').first()).toBeVisible();
  const trade = await panelOf(tabs[5]!);
  await expect(page.getByTestId('chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(trade.getByRole('table').getByRole('row')).toHaveCount(details.trade.length + 1);
  await expect(trade).toContainText(persianNumber(details.trade[0]!.valueUsd));
  if (details.tradeTotalCount > details.trade.length)
    await expect(trade.getByTestId('upgrade-hint')).toContainText('ارتقا');
  const gazette = await panelOf(tabs[6]!);
  await expect(page.getByTestId('gazette-event')).toHaveCount(details.gazette.length);
  await expect(gazette).toContainText(toPersianDigits(details.gazette[0]!.noticeNumber));
  await expect(page.getByTestId('gazette-event').last()).toContainText('تأسیس');
  const capital = await panelOf(tabs[7]!);
  await expect(capital.getByRole('table').getByRole('row')).toHaveCount(details.capitalHistory.length + 1);
  await expect(capital).toContainText(persianNumber(details.capitalHistory.at(-1)!.capitalRials));
  // The keyboard in reading order: in Persian the right arrow goes back a tab, and Enter opens it.
  await page.getByRole('tab', { name: tabs[7]!, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: tabs[6]!, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: tabs[6]!, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('gazette-event').first()).toBeVisible();
  // No Latin digits on a Persian page.
  expect(await page.locator('main').innerText()).not.toMatch(/[0-9]/);

  await page.goto('/search');
  const recent = page.getByRole('region', { name: 'بازدیدهای اخیر' });
  await expect(recent.getByRole('link', { name })).toBeVisible();
  await expect(recent).toContainText(`از جست‌وجوی «${summary!.nationalId}»`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('Visits') ?? '[]'));
  expect(stored[0]).toMatchObject({
    path: expect.stringMatching(/^\/company\//),
    title: name,
    query: summary!.nationalId,
  });
  expect(Object.keys(stored[0])).toEqual(expect.arrayContaining(['path', 'query', 'date', 'visitId']));
});

test('a signed-in user’s visit is kept on the server with its search, and shows in another browser', async ({
  page,
  request,
  browser,
}) => {
  await signInDemoUser(page, demoUsers.enterprise);
  const recorded: { analyticsVisitId?: string }[] = [];
  const graphqlOperations: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/graphql') graphqlOperations.push(sent.postDataJSON()?.operationName);
  });
  // A beacon's body is not in the request event (postData() is null): it is read as the beacon passes the route.
  await page.route('**/visits', async (route) => {
    const beacon = JSON.parse(route.request().postDataBuffer()?.toString() ?? '{}') as { entity?: object };
    if (beacon.entity) recorded.push(beacon.entity);
    await route.continue();
  });
  await openDemoCompany(page, request);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  // One beacon, tied to the page's analytics visit (it was a GraphQL mutation, sent before the visit was known and
  // after), and no GraphQL request beside the page's own.
  await expect.poll(() => recorded.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(recorded).toEqual([expect.objectContaining({ analyticsVisitId: expect.any(String) })]);
  expect(graphqlOperations.filter((operation) => /Mutation$/.test(operation ?? ''))).toEqual([]);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInDemoUser(otherPage, demoUsers.enterprise);
  await otherPage.goto('/search');
  const recent = otherPage.getByRole('region', { name: 'بازدیدهای اخیر' });
  await expect(recent.getByRole('link', { name })).toBeVisible();
  await expect(recent).toContainText('از جست‌وجوی «');
  await other.close();
});

test('a person page lists the person’s roles across companies', async ({ page, request }) => {
  await openDemoCompany(page, request);
  await page.getByRole('tab', { name: 'اشخاص و سمت‌ها' }).click();
  // A person's link, not whatever link the previous tab's panel showed while the people tab loads.
  const person = page.getByRole('tabpanel').locator('a[href*="/person/"]').first();
  const personName = await person.innerText();
  await person.click();
  await expect(page).toHaveURL(/\/person\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personName);
  const firstCompany = page.getByRole('table').getByRole('link').first();
  await expect(firstCompany).toBeVisible();

  // On a phone a role is a card: the company's name across it, the role, term and status under their columns' names.
  await page.setViewportSize({ width: 390, height: 844 });
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveAttribute('data-label', 'سمت');
  const [rowBox, companyCellBox] = [
    await row.boundingBox(),
    await row.getByRole('cell').first().boundingBox(),
  ];
  expect(companyCellBox!.width).toBeGreaterThan(rowBox!.width * 0.9);
  await expectNoSidewaysScroll(page);
});
