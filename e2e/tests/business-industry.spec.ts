import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { graphqlData } from './graphql-request.ts';
import { layoutSlackPx } from './layout-slack.ts';
import { misplacedChartLabels } from './web-phone-support.ts';

test('the industry page draws its charts with the second industry in every one', async ({ page }) => {
  // A visitor sees the headline figures and the three largest companies, with hints naming what a package adds.
  await page.goto('/industry/20');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('تحلیل صنعت');
  const hints = page.getByTestId('upgrade-hint');
  await expect(hints.filter({ hasText: '۳ شرکت از ۱۰' })).toHaveCount(1);
  await expect(hints.filter({ hasText: 'حرفه‌ای' })).not.toHaveCount(0);
  const visitorLargest = page.getByRole('table', { name: /^بزرگ‌ترین شرکت‌های / });
  await expect(visitorLargest.first().getByRole('link')).toHaveCount(3);
  // The breakdowns are the professional package's: no empty chart is drawn under the hint that says so.
  await expect(page.getByTestId('chart')).toHaveCount(0);
  // Under the figures, courses that fit a manufacturer's trade, each opening its course page.
  const courses = page.getByTestId('industry-courses');
  await expect(courses.getByRole('heading', { level: 2 })).toContainText('دوره‌های آموزشی مناسب فعالان');
  await expect(courses.getByRole('link').first()).toHaveAttribute('href', /^\/courses\/[A-Za-z0-9]+$/);

  await signInDemoUser(page, demoUsers.professional);
  await page.goto('/industry/20?compare=24');
  const charts = page.getByTestId('chart');
  await expect(charts).toHaveCount(5);
  for (let index = 0; index < 5; index++) {
    await expect(
      charts.nth(index).locator('.recharts-bar-rectangle, .recharts-line-curve').first(),
    ).toBeVisible();
  }
  // Two industries side by side: the company charts name both, the trade charts both industries' imports and exports.
  for (const index of [0, 1, 2])
    await expect(charts.nth(index).locator('.recharts-legend-item')).toHaveCount(2);
  for (const index of [3, 4]) await expect(charts.nth(index).locator('.recharts-legend-item')).toHaveCount(4);
  // HS chapters by their Persian titles.
  await expect(charts.nth(4)).toContainText('پلاستیک');
  // Every year from the first founding to the last is a point of each line: a year in which neither industry had a
  // company founded is a zero, not a gap the axis closes.
  const { first, second } = await graphqlData(
    page.request,
    'query { first: industryAnalysis(code: "20") { byFoundingYear { year } } second: industryAnalysis(code: "24") { byFoundingYear { year } } }',
  );
  const foundingYears = [...first.byFoundingYear, ...second.byFoundingYear].map(
    (row: { year: number }) => row.year,
  );
  const yearsSpanned = Math.max(...foundingYears) - Math.min(...foundingYears) + 1;
  expect(new Set(foundingYears).size).toBeLessThan(yearsSpanned);
  const linePoints = await charts
    .nth(1)
    .locator('.recharts-line-curve')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('d')?.match(/[ML]/g)?.length));
  expect(linePoints).toEqual([yearsSpanned, yearsSpanned]);
  // Axis labels in Persian digits.
  const ticks = await charts.nth(1).locator('.recharts-cartesian-axis-tick-value').allInnerTexts();
  expect(ticks.join('')).not.toMatch(/[0-9]/);
  // Every label fits inside its chart, clear of the legend and of its neighbours (on a phone: web-phone.spec.ts).
  await expect.poll(() => misplacedChartLabels(page)).toEqual([]);
  // A bar's tooltip: the series' name, then its value («۰ دلار») to the left of it, each line in the page's text colour
  // (Recharts writes a line in its series' colour, unreadable for a faint one).
  const chapters = charts.nth(4);
  await chapters.scrollIntoViewIfNeeded();
  const frame = (await chapters.locator('figure').boundingBox())!;
  await page.mouse.move(frame.x + frame.width / 2, frame.y + 30);
  const tooltip = chapters.locator('.recharts-default-tooltip');
  await expect(tooltip.locator('.recharts-tooltip-item').first()).toBeVisible();
  const name = (await tooltip.locator('.recharts-tooltip-item-name').first().boundingBox())!;
  const value = (await tooltip.locator('.recharts-tooltip-item-value').first().boundingBox())!;
  expect(value.x + value.width).toBeLessThanOrEqual(name.x + layoutSlackPx);
  const colours = await tooltip.evaluate((box) =>
    [...box.querySelectorAll('.recharts-tooltip-item')].map((item) => getComputedStyle(item).color),
  );
  const pageText = await page.locator('main h1').evaluate((heading) => getComputedStyle(heading).color);
  expect(colours).toEqual(colours.map(() => pageText));
});

test('industries are chosen by name, and a paid user sees the ten largest companies', async ({ page }) => {
  // Enterprise allows several sessions, so other specs signing the same user in do not crowd this one out.
  await signInDemoUser(page, demoUsers.enterprise);
  await page.goto('/industry/20');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('تحلیل صنعت');
  await expect(page.getByRole('table', { name: /^بزرگ‌ترین شرکت‌های / }).getByRole('link')).toHaveCount(10);
  const compare = page.getByRole('combobox', { name: 'مقایسه با فعالیت' });
  await compare.click();
  await compare.pressSequentially('دارو');
  await page.getByRole('option', { name: /دارو/ }).first().click();
  await page.getByRole('button', { name: 'نمایش' }).click();
  await expect(page).toHaveURL(/\/industry\/20\?compare=\d{2,4}$/);
  await expect(page.getByRole('table', { name: /^بزرگ‌ترین شرکت‌های / })).toHaveCount(2);
});

test('the industry page and the advanced search each ask one GraphQL request; the industry list comes when opened', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql')
      asked.push((request.postDataJSON() as { operationName: string }).operationName);
  });
  await page.goto('/industry/20?compare=24');
  const compared = page.getByRole('combobox', { name: 'مقایسه با' });
  // Both fields show the page's own industries by name, without asking for them.
  await expect(compared).toHaveValue('تولید فلزات پایه (۲۴)');
  await page.goto('/search/advanced');
  await expect(page.getByTestId('advanced-count')).toBeVisible();
  expect(asked).toEqual(['IndustryPageQuery', 'AdvancedSearchPageQuery']);
  await page.getByRole('combobox', { name: 'فعالیت (ISIC)' }).click();
  await expect(page.getByRole('option').filter({ hasText: '(۲۰)' }).first()).toBeVisible();
  expect(asked).toEqual(['IndustryPageQuery', 'AdvancedSearchPageQuery', 'IndustryComboboxQuery']);
});
