import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { axeWithPersianText } from './axe-with-persian-text.ts';
import { test } from './platform-test.ts';

test('the screens’ accessibility check weighs a Persian word’s contrast, which axe-core alone takes for an icon and skips', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  // A mark in white on the page's near-white background, in the app's own font: the «سابق» badge as it once was.
  await page.locator('main').evaluate((main) => {
    const mark = document.createElement('span');
    mark.id = 'unreadable-mark';
    mark.textContent = 'سابق';
    mark.style.color = '#ffffff';
    main.prepend(mark);
  });
  // The mark alone: axe-core decides on a font from the first texts it meets in it.
  const contrastFailures = async (axe: AxeBuilder) =>
    (await axe.include('#unreadable-mark').withRules(['color-contrast']).analyze()).violations.flatMap(
      (violation) => violation.nodes.map((node) => node.target.join(' ')),
    );
  expect(await contrastFailures(new AxeBuilder({ page }))).toEqual([]);
  expect(await contrastFailures(axeWithPersianText(page))).toEqual(['#unreadable-mark']);
});
