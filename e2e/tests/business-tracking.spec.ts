import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { randomInt } from 'node:crypto';
import { legalIdCheckDigit } from '../../packages/contracts/src/iranian-identifiers.ts';
import { freshMobile, signUpThroughApi } from './accounts-support.ts';
import { demoUsers } from './business-support.ts';
import { toPersianDigits } from './persian-digits.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { e2eImportToken, serviceUrl } from './e2e-ports.ts';
import { asCoursesService } from './service-credentials.ts';

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

/** Loads JSON Lines through the business service's operator import, as a data operator does. */
async function importRows(request: APIRequestContext, files: Record<string, string>) {
  const response = await request.post(`${serviceUrl('business')}/v1/Import/JsonLines`, {
    headers: { 'x-operator-token': e2eImportToken },
    data: { files },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    reports: { loaded: number; rejected: unknown[] }[];
    digestsSent: number;
  };
}

const companyRow = (nationalId: string, name: string, capitalRials: number, extra: object = {}) =>
  JSON.stringify({
    nationalId,
    name,
    registrationNumber: nationalId.slice(3, 9),
    registrationDate: '2025-03-01',
    legalForm: 'PRIVATE_JOINT_STOCK',
    status: 'ACTIVE',
    capitalRials,
    province: 'تهران',
    city: 'تهران',
    isicCode: '2011',
    ...extra,
  });

/** A company no earlier attempt of a test imported, with a valid national ID: a retry imports a new one. */
function newCompany(namePrefix: string) {
  const serial = randomInt(100_000, 700_000);
  const firstTen = `1400${serial}`;
  return {
    serial,
    nationalId: `${firstTen}${legalIdCheckDigit(firstTen)}`,
    name: `${namePrefix} ${toPersianDigits(String(serial))} (سهامی خاص)`,
  };
}
test('a national ID followed before the company exists catches it; its capital change shows before → after with its notice in the feed and on the timeline', async ({
  page,
  request,
}) => {
  // A company and an account of this attempt's own, so a retry follows and catches its own.
  const { serial, nationalId, name } = newCompany('شرکت رصدگر نمونهٔ دروازه');
  const noticeNumber = `77${serial}`;
  await freshProfessionalAnalyst(page);
  await page.goto('/feed');
  const identifiers = page.getByTestId('identifier-follows');
  await identifiers.getByLabel('مقدار').fill('۱۲۳');
  await identifiers.getByRole('button', { name: 'دنبال کردن' }).click();
  await expect(identifiers).toContainText('شناسهٔ ملی باید ۱۱ رقم و معتبر باشد.');
  await identifiers.getByLabel('مقدار').fill(toPersianDigits(nationalId));
  await identifiers.getByRole('button', { name: 'دنبال کردن' }).click();
  await expect(identifiers.getByTestId('followed-identifier')).toContainText(
    `شناسهٔ ملی: ${toPersianDigits(nationalId)}`,
  );

  expect(
    (await importRows(request, { companies: companyRow(nationalId, name, 100_000_000) })).reports[0],
  ).toMatchObject({
    loaded: 1,
    rejected: [],
  });
  await importRows(request, {
    companies: companyRow(nationalId, name, 200_000_000, { changedOn: '2026-11-18', noticeNumber }),
    gazette: JSON.stringify({
      companyNationalId: nationalId,
      kind: 'CAPITAL_CHANGE',
      publishedOn: '2026-11-18',
      noticeNumber,
      summary: 'افزایش سرمایهٔ شرکت از ۱۰۰ میلیون ریال به ۲۰۰ میلیون ریال',
    }),
  });

  await page.goto('/feed');
  const feed = page.getByTestId('tracking-feed');
  const change = feed.locator('[data-testid="tracking-entry"][data-kind="COMPANY_CHANGE"]').first();
  await expect(change).toContainText('تغییر سرمایه: ۱۰۰ → ۲۰۰ میلیون ریال');
  await expect(
    change.getByRole('link', { name: `آگهی شمارهٔ ${toPersianDigits(noticeNumber)} روزنامهٔ رسمی` }),
  ).toBeVisible();
  await expect(change).toHaveAttribute('data-new', 'true');
  await expect(feed.locator('[data-kind="IDENTIFIER_MATCHED"]')).toContainText(toPersianDigits(nationalId));

  await change.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/tab=timeline/);
  const timeline = page.getByTestId('company-timeline');
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText(
    'تغییر سرمایه: ۱۰۰ → ۲۰۰ میلیون ریال',
  );
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText(
    `آگهی شمارهٔ ${toPersianDigits(noticeNumber)} روزنامهٔ رسمی`,
  );
  await expect(timeline.locator('[data-kind="GAZETTE_NOTICE"]')).toContainText(toPersianDigits(noticeNumber));
  expect(await timeline.innerText()).not.toMatch(/[0-9]/);
});

/**
 * An analyst of their own on the PROFESSIONAL package, signed in on the page. What a test leaves on a user (a digest,
 * which goes out at most once a Tehran day; a follow; notices seen) stays for its retry on the same platform, so each
 * attempt has a user of its own.
 */
async function freshProfessionalAnalyst(page: Page) {
  const mobile = freshMobile();
  const userId = await signUpThroughApi(page.request, mobile, 'Saved-Search-1');
  const granted = await page.request.post(`${serviceUrl('accounts')}/internal/v1/Subscriptions/Grant`, {
    data: { userId, packageType: 'PROFESSIONAL', months: 1, seats: 1, orderId: `e2e-saved-search-${mobile}` },
    headers: await asCoursesService('accounts'),
  });
  expect(granted.status()).toBe(200);
  const signedIn = await page.request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { packageType } } }',
      variables: { input: { userName: mobile, password: 'Saved-Search-1' } },
    },
  });
  expect((await signedIn.json()).data.accountSignIn.viewer).toEqual({ packageType: 'PROFESSIONAL' });
  return mobile;
}

/** A user's outbox, newest first. */
async function outboxOf(request: APIRequestContext, userName: string) {
  const response = await request.get(`${serviceUrl('accounts')}/v1/Outbox?userName=${userName}`);
  return (await response.json()) as { channel: string; body: string }[];
}

test('a saved advanced search alerts in the feed and by SMS once after a matching company is imported; it can be renamed and deleted', async ({
  page,
  request,
}) => {
  const analyst = await freshProfessionalAnalyst(page);
  await page.goto('/search/advanced?text=آلارم‌سنج');
  await page.getByRole('button', { name: 'ذخیرهٔ جست‌وجو و هشدار' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('نام جست‌وجو').fill('');
  await dialog.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(dialog).toContainText('نامی برای جست‌وجو وارد کنید.');
  await dialog.getByLabel('نام جست‌وجو').fill('آلارم‌سنج‌ها');
  await dialog.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(dialog).toBeHidden();

  const { nationalId, name } = newCompany('شرکت آلارم‌سنج پیشرو');
  const before = await outboxOf(request, analyst);
  const loaded = await importRows(request, { companies: companyRow(nationalId, name, 5_000_000_000) });
  expect(loaded.reports[0]).toMatchObject({ loaded: 1, rejected: [] });
  expect(loaded.digestsSent).toBeGreaterThanOrEqual(1);
  const afterFirst = await outboxOf(request, analyst);
  expect(afterFirst).toHaveLength(before.length + 1);
  expect(afterFirst[0]).toEqual(
    expect.objectContaining({ channel: 'sms', body: expect.stringContaining(name) }),
  );
  expect(afterFirst[0]?.body).toContain('آلارم‌سنج‌ها');
  // The same rows again are no new match: nothing more is sent.
  await importRows(request, { companies: companyRow(nationalId, name, 5_000_000_000) });
  expect(await outboxOf(request, analyst)).toHaveLength(afterFirst.length);

  await page.goto('/feed');
  const alert = page.getByTestId('tracking-feed').locator('[data-kind="SAVED_SEARCH_MATCH"]').first();
  await expect(alert).toContainText('شرکت تازه در جست‌وجوی ذخیره‌شدهٔ «آلارم‌سنج‌ها»');
  await expect(alert.getByRole('link', { name })).toBeVisible();

  await page.goto('/saved-searches');
  const card = page.getByTestId('saved-search').filter({ hasText: 'آلارم‌سنج‌ها' });
  await card.getByRole('button', { name: 'تغییر نام' }).click();
  await card.getByLabel('نام جست‌وجو').fill('هشدار آلارم');
  await card.getByRole('button', { name: 'ثبت نام تازه' }).click();
  await expect(page.getByTestId('saved-search').filter({ hasText: 'هشدار آلارم' })).toBeVisible();
  await page
    .getByTestId('saved-search')
    .filter({ hasText: 'هشدار آلارم' })
    .getByRole('button', { name: 'حذف' })
    .click();
  await expect(page.getByTestId('saved-search')).toHaveCount(0);
});

test('a company timeline merges notices, changes and customs years newest first, and pages on', async ({
  page,
  request,
}) => {
  await signInDemoUser(page, demoUsers.basic);
  const token = await accessTokenOf(page);
  let chosen = 0;
  for (let id = 480; id < 560 && chosen === 0; id++) {
    const timeline = (await (
      await request.get(`${serviceUrl('business')}/v1/Companies/GetTimeline?companyId=${id}&limit=10`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number; entries: { kind: string }[] };
    const kinds = new Set(timeline.entries.map((entry) => entry.kind));
    if (timeline.total > 10 && kinds.has('CHANGE') && kinds.has('CUSTOMS')) chosen = id;
  }
  expect(chosen).toBeGreaterThan(0);
  await openCompany(page, request, chosen);
  await page.getByRole('tab', { name: 'رویدادها و تغییرات', exact: true }).click();
  const entries = page.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(10);
  await expect(page.locator('[data-testid="timeline-entry"][data-kind="CUSTOMS"]').first()).toContainText(
    /(واردات|صادرات) سال ۱۴/,
  );
  await expect(page.locator('[data-testid="timeline-entry"][data-kind="CHANGE"]').first()).toContainText(
    'آگهی شمارهٔ',
  );
  const more = page.getByRole('button', { name: 'رویدادهای قدیمی‌تر' });
  while (await more.isVisible()) {
    const shown = await entries.count();
    await more.click();
    await expect.poll(() => entries.count()).toBeGreaterThan(shown);
  }
  await expect(entries.last()).toContainText('تأسیس');
  expect(await page.getByTestId('company-timeline').innerText()).not.toMatch(/[0-9]/);
});

test('the follow feed marks as new only the notice that arrived since the last visit', async ({
  page,
  request,
}) => {
  // A company, its notices and an account of this attempt's own: a retry's notices are new to its new follower.
  const { serial, nationalId, name } = newCompany('شرکت تازه‌نمای آزمون');
  const notice = (kind: string, publishedOn: string, noticeNumber: string, summary: string) =>
    JSON.stringify({ companyNationalId: nationalId, kind, publishedOn, noticeNumber, summary });
  await importRows(request, {
    companies: companyRow(nationalId, name, 100_000_000),
    gazette: notice('ESTABLISHMENT', '2026-11-01', `71${serial}`, 'تأسیس شرکت تازه‌نمای آزمون'),
  });

  await freshProfessionalAnalyst(page);
  await page.goto(`/search?q=${nationalId}&type=COMPANY`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('button', { name: 'دنبال کردن' }).click();
  await expect(page.getByRole('button', { name: 'دنبال می‌کنید' })).toBeVisible();

  const feedEvents = page.getByTestId('follow-feed').getByTestId('feed-event').filter({ hasText: name });
  const markedSeen = page.waitForResponse(
    (response) => response.request().postData()?.includes('"useFollowFeedMarkSeenMutation"') === true,
  );
  await page.goto('/search');
  await expect(feedEvents.filter({ hasText: 'تأسیس' })).toHaveAttribute('data-new', 'true');
  await markedSeen;

  // A notice published after that visit is the only new one on the next.
  await importRows(request, {
    gazette: notice('CAPITAL_CHANGE', '2026-11-20', `72${serial}`, 'افزایش سرمایهٔ شرکت تازه‌نمای آزمون'),
  });
  await page.reload();
  await expect(feedEvents).toHaveCount(2);
  await expect(feedEvents.filter({ hasText: 'تغییر سرمایه' })).toHaveAttribute('data-new', 'true');
  await expect(feedEvents.filter({ hasText: 'تأسیس' })).not.toHaveAttribute('data-new', 'true');
  await expect(page.locator('[data-testid="feed-event"][data-new="true"]')).toHaveCount(1);

  await page.goto(`/search?q=${nationalId}&type=COMPANY`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('button', { name: 'دنبال می‌کنید' }).click();
  await expect(page.getByRole('button', { name: 'دنبال کردن' })).toBeVisible();
});
