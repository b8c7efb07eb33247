import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { serviceUrl } from './e2e-ports.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { expectOpenScreenFits, phone } from './web-phone-support.ts';

const nodeCount = async (page: Page) => {
  const text = await page.getByTestId('graph-status').innerText();
  return Number(
    text
      .split('·')[0]!
      .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .replace(/[^0-9]/g, ''),
  );
};

async function openHoldingGraph(page: Page, nationalId: string) {
  await page.goto(`/search?q=${nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('link', { name: 'گراف ارتباطات' }).click();
  await expect(page).toHaveURL(/\/graph\//);
  await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeVisible();
}

test('the graph opens around a holding, expands a node from the node list and finds a chain to a chosen entity', async ({
  page,
  request,
}) => {
  await signInDemoUser(page, demoUsers.professional);
  // Read as the same professional user: a visitor's answer masks national codes and counts against its daily quota.
  const accessToken = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const headers = { authorization: `Bearer ${accessToken}` };
  // Company 1 of the demo data is a holding; its first subsidiary's managing director is two links away.
  const holding = (await (
    await request.get(`${serviceUrl('business')}/v3/Companies/GetDetails?companyId=1`, { headers })
  ).json()) as { children: { company: { id: number } }[] };
  const subsidiaryId = holding.children[0]!.company.id;
  const subsidiary = (await (
    await request.get(`${serviceUrl('business')}/v3/Companies/GetDetails?companyId=${subsidiaryId}`, {
      headers,
    })
  ).json()) as {
    people: { role: string; person: { nationalCode: string; fullName: string } }[];
  };
  const [summary] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=1`)
  ).json()) as { nationalId: string }[];
  await openHoldingGraph(page, summary!.nationalId);
  const nodes = page.getByTestId('graph-node');
  await expect.poll(() => nodes.count()).toBeGreaterThan(3);
  const before = await nodeCount(page);
  expect(await nodes.count()).toBe(before);

  // The accessible node list drives the graph: select the first person, then expand it.
  const person = nodes.and(page.locator('[data-node-type="PERSON"]')).first();
  const personName = (await person.locator('span').innerText()).split(' · ')[0]!;
  await person.getByRole('button', { name: `انتخاب ${personName}` }).click();
  await expect(page.getByTestId('graph-status')).toContainText(personName);
  await page.getByRole('button', { name: 'گسترش گرهٔ انتخاب‌شده' }).click();
  await expect.poll(() => nodeCount(page)).toBeGreaterThan(before);

  const ceo = subsidiary.people.find((entry) => entry.role === 'CEO')!.person;
  await page.getByLabel('نام، شناسه ملی، شماره ثبت یا کد ملی مقصد').fill(ceo.nationalCode);
  await page.getByRole('button', { name: 'جست‌وجوی مقصد' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(ceo.fullName) })).toBeChecked();
  await page.getByRole('button', { name: 'یافتن کوتاه‌ترین زنجیره' }).click();
  await expect(page.getByTestId('graph-status')).toContainText(`تا ${ceo.fullName}`);
});

test('the relation filter hides links of that kind and the people left unconnected; a visitor cannot expand past one hop', async ({
  page,
  request,
}) => {
  const [summary] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=1`)
  ).json()) as { nationalId: string }[];
  await openHoldingGraph(page, summary!.nationalId);
  await expect(page.getByText('عمق ۱ گام', { exact: false })).toBeVisible();
  const people = page.getByTestId('graph-node').and(page.locator('[data-node-type="PERSON"]'));
  await expect.poll(() => people.count()).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: 'سمت‌ها' }).uncheck();
  // People hang on the holding by roles only: without role links they are no longer connected, so they go.
  await expect(people).toHaveCount(0);
  await expect(page.getByTestId('graph-node').and(page.locator('[data-root="true"]'))).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'سمت‌ها' }).check();
  await expect.poll(() => people.count()).toBeGreaterThan(0);

  // One hop is a visitor's limit: expanding a neighbour is refused by the service, with an upgrade hint.
  const before = await nodeCount(page);
  const neighbour = page.getByTestId('graph-node').and(page.locator(':not([data-root])')).first();
  await neighbour.getByRole('button', { name: /^گسترش / }).click();
  await expect(page.getByTestId('upgrade-hint')).toContainText('اشتراک');
  await expect(
    page.getByTestId('upgrade-hint').getByRole('link', { name: 'مشاهدهٔ اشتراک‌ها' }),
  ).toBeVisible();
  expect(await nodeCount(page)).toBe(before);
});

test('a graph with an expanded node and a relation filter is saved, and reopens after a reload with the same nodes', async ({
  page,
  request,
}) => {
  await signInDemoUser(page, demoUsers.professional);
  const [summary] = (await (
    await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=1`)
  ).json()) as { nationalId: string }[];
  await openHoldingGraph(page, summary!.nationalId);
  const nodes = page.getByTestId('graph-node');
  await expect.poll(() => nodes.count()).toBeGreaterThan(3);
  const before = await nodeCount(page);

  const person = nodes.and(page.locator('[data-node-type="PERSON"]')).first();
  const personName = (await person.locator('span').innerText()).split(' · ')[0]!;
  await person.getByRole('button', { name: `گسترش ${personName}` }).click();
  await expect.poll(() => nodeCount(page)).toBeGreaterThan(before);
  await page.getByRole('checkbox', { name: 'زیرمجموعه' }).uncheck();
  const labelsOnScreen = async () => (await nodes.locator('span').allInnerTexts()).sort();
  await expect.poll(() => nodeCount(page)).toBe(await nodes.count());
  const shown = await labelsOnScreen();

  // The browser's own "fill in this field" bubble never shows: an empty name gets our Persian message.
  await page.getByRole('button', { name: 'ذخیرهٔ گراف' }).click();
  await expect(page.getByText('نام گراف باید ۱ تا ۸۰ نویسه باشد.')).toBeVisible();
  const name = `هلدینگ و ${personName}`;
  await page.getByLabel('نام گراف برای ذخیره').fill(name);
  await page.getByRole('button', { name: 'ذخیرهٔ گراف' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'گراف ذخیره شد.' })).toBeVisible();

  // A fresh load of the graph shows it as it first opens; the saved one is found on the graph page.
  await page.reload();
  await page.goto('/graph');
  const saved = page.getByTestId('saved-graph').filter({ hasText: name });
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/graph\/saved\//);
  await expect(page.getByRole('checkbox', { name: 'زیرمجموعه' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'سمت‌ها' })).toBeChecked();
  await expect.poll(labelsOnScreen).toEqual(shown);

  // Reopened after a reload too, and renamed and deleted from the list.
  await page.reload();
  await expect.poll(labelsOnScreen).toEqual(shown);

  // The saved graph, on a phone in both languages, passes the screens' checks.
  const savedPath = new URL(page.url()).pathname;
  const desktop = page.viewportSize()!;
  await page.setViewportSize(phone);
  await expectOpenScreenFits(page, 'fa-IR');
  await page.goto(`/en-US${savedPath}`);
  await expect.poll(() => nodes.count()).toBe(shown.length);
  await expectOpenScreenFits(page, 'en-US');
  await page.setViewportSize(desktop);
  await page.goto('/graph');
  await page.getByRole('button', { name: `تغییر نام ${name}` }).click();
  await page.getByLabel('نام تازه').fill('گراف هلدینگ');
  await page.getByRole('button', { name: 'ثبت نام' }).click();
  await expect(page.getByTestId('saved-graph').getByRole('link', { name: 'گراف هلدینگ' })).toBeVisible();
  await page.getByRole('button', { name: 'حذف گراف هلدینگ' }).click();
  await expect(page.getByTestId('saved-graph').filter({ hasText: 'گراف هلدینگ' })).toHaveCount(0);
});
