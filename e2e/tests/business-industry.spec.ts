import { expect, test } from '@playwright/test';

test('the industry page draws its charts, compared with a second industry', async ({ page }) => {
  await page.goto('/industry/20?compare=24');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('تحلیل صنعت');
  const charts = page.getByTestId('chart');
  await expect(charts).toHaveCount(5);
  for (let index = 0; index < 5; index++) {
    await expect(charts.nth(index).locator('.recharts-bar-rectangle, .recharts-line-curve').first()).toBeVisible();
  }
  // Two industries side by side: the legend names both.
  await expect(charts.first().locator('.recharts-legend-item')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'بزرگ‌ترین شرکت‌ها' }).getByRole('link')).toHaveCount(10);
  // Axis labels in Persian digits.
  const ticks = await charts.nth(1).locator('.recharts-cartesian-axis-tick-value').allInnerTexts();
  expect(ticks.join('')).not.toMatch(/[0-9]/);
});
