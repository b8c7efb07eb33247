import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { axeWithPersianText } from './axe-with-persian-text.ts';
import { test } from './platform-test.ts';
import { settled } from './web-phone-support.ts';

test('the screens’ accessibility check weighs a Persian word’s contrast, which axe-core alone takes for an icon and skips', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  // A mark in white on the page's near-white background, in the app's own font: the «سابق» badge as it once was. It
  // goes outside the app's root, which the app's own render would replace.
  await page.evaluate(() => {
    const mark = document.createElement('p');
    mark.id = 'unreadable-mark';
    mark.textContent = 'سابق';
    mark.style.color = '#ffffff';
    mark.style.backgroundColor = '#fafafa';
    mark.style.fontFamily = getComputedStyle(document.querySelector('main')!).fontFamily;
    document.body.append(mark);
  });
  // The mark alone: axe-core decides on a font from the first texts it meets in it.
  const contrastFailures = async (axe: AxeBuilder) =>
    (await axe.include('#unreadable-mark').withRules(['color-contrast']).analyze()).violations.flatMap(
      (violation) => violation.nodes.map((node) => node.target.join(' ')),
    );
  expect(await contrastFailures(new AxeBuilder({ page }))).toEqual([]);
  expect(await contrastFailures(axeWithPersianText(page))).toEqual(['#unreadable-mark']);
});
