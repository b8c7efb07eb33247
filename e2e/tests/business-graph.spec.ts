import { expect, test, type Page } from '@playwright/test';
import { serviceUrl } from './e2e-ports.ts';
import { demoUsers, signInDemoUser } from './business-support.ts';

const nodeCount = async (page: Page) => {
  const text = await page.getByTestId('graph-status').innerText();
  return Number(text.split('·')[0]!.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/[^0-9]/g, ''));
};

test('the graph opens around a holding, expands a node and finds a chain to another entity', async ({ page, request }) => {
  await signInDemoUser(page, demoUsers.professional);
  // Company 1 of the demo data is a holding; its first subsidiary's managing director is two links away.
  const holding = (await (await request.get(`${serviceUrl('business')}/v3/Companies/GetDetails?companyId=1`)).json()) as { children: { company: { id: number } }[] };
  const subsidiaryId = holding.children[0]!.company.id;
  const subsidiary = (await (await request.get(`${serviceUrl('business')}/v3/Companies/GetDetails?companyId=${subsidiaryId}`)).json()) as {
    people: { role: string; person: { nationalCode: string; fullName: string } }[];
  };
  const [summary] = (await (await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=1`)).json()) as { nationalId: string }[];

  await page.goto(`/search?q=${summary!.nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('link', { name: 'گراف ارتباطات' }).click();
  await expect(page).toHaveURL(/\/graph\//);
  await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeVisible();
  const before = await nodeCount(page);
  expect(before).toBeGreaterThan(3);

  // Select a node by clicking it on the canvas through cytoscape's own API surface: the first person node.
  await page.evaluate(() => {
    const canvasHost = document.querySelector('[data-testid="graph-canvas"]') as HTMLElement & { _cyreg?: { cy: { nodes: (selector: string) => { first: () => { select: () => void } } } } };
    canvasHost._cyreg?.cy.nodes('[type = "PERSON"][depth != 0]').first().select();
  });
  await page.getByRole('button', { name: 'گسترش گرهٔ انتخاب‌شده' }).click();
  await expect.poll(() => nodeCount(page)).toBeGreaterThan(before);

  await page.getByLabel('شناسه ملی، شماره ثبت یا کد ملی مقصد').fill(subsidiary.people.find((entry) => entry.role === 'CEO')!.person.nationalCode);
  await page.getByRole('button', { name: 'یافتن کوتاه‌ترین زنجیره' }).click();
  await expect(page.getByTestId('graph-status')).toContainText('زنجیرهٔ');
});

test('the relation filter hides links of that kind', async ({ page, request }) => {
  const [summary] = (await (await request.get(`${serviceUrl('business')}/v2/Companies/GetSummary?ids=1`)).json()) as { nationalId: string }[];
  await page.goto(`/search?q=${summary!.nationalId}`);
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('link', { name: 'گراف ارتباطات' }).click();
  await expect(page.getByText('عمق مجاز اشتراک شما: ۱ گام')).toBeVisible();
  await page.getByRole('checkbox', { name: 'سمت‌ها' }).uncheck();
  const hidden = await page.evaluate(() => {
    const host = document.querySelector('[data-testid="graph-canvas"]') as HTMLElement & { _cyreg?: { cy: { edges: (selector: string) => { filter: (test: (edge: { style: (name: string) => string }) => boolean) => { length: number }; length: number } } } };
    const roleEdges = host._cyreg!.cy.edges('[kind = "ROLE"]');
    return roleEdges.length > 0 && roleEdges.filter((edge) => edge.style('display') === 'none').length === roleEdges.length;
  });
  expect(hidden).toBe(true);
});
