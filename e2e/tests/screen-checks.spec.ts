import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import {
  headingsSharingALine,
  latinDigitsInPersianText,
  misdirectedText,
  settled,
  spillingTableCells,
} from './web-phone-support.ts';

test('the screens’ checks find a heading running into its text, Latin digits in Persian (not in what someone wrote), a cell’s text over its neighbour, and not a chart’s measuring', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  expect(await headingsSharingALine(page)).toEqual([]);
  expect(await latinDigitsInPersianText(page)).toEqual([]);
  expect(await spillingTableCells(page)).toEqual([]);
  // Planted outside the app's root, which the app's own render would replace.
  await page.evaluate(() => {
    const section = document.createElement('section');
    const title = document.createElement('h2');
    title.style.display = 'inline';
    title.textContent = 'تغییرات و هشدارها';
    const empty = document.createElement('span');
    empty.textContent = 'هنوز تغییری نیست.';
    const dated = document.createElement('p');
    dated.textContent = 'ثبت در سال 1403؛ فروش B2B بر پایهٔ HS 2022';
    // A learner's question as they typed it, in its own direction (WrittenText): their words, not the page's.
    const written = document.createElement('span');
    written.dir = 'auto';
    written.textContent = 'در ثانیهٔ 3 چرا مرتب‌سازی لازم بود؟';
    // Where a chart library measures a label: above the page, out of sight.
    const measured = document.createElement('span');
    measured.textContent = '\u2067۷۰۰ میلیون\u2069';
    measured.style.position = 'absolute';
    measured.style.top = '-20000px';
    const shown = document.createElement('span');
    shown.textContent = '\u2067۸۰۰ میلیون\u2069';
    // A coupon's code kept on one line in a column narrower than it.
    const table = document.createElement('table');
    table.style.width = '120px';
    table.style.tableLayout = 'fixed';
    const row = table.insertRow();
    const code = row.insertCell();
    code.style.whiteSpace = 'nowrap';
    code.textContent = 'NOWRUZ-1405-N5';
    row.insertCell().textContent = '۲۰٪ تخفیف';
    section.append(title, empty, dated, written, measured, shown, table);
    document.body.append(section);
  });
  expect(await headingsSharingALine(page)).toEqual(['h2 «تغییرات و هشدارها»']);
  expect(await latinDigitsInPersianText(page)).toEqual(['p: ثبت در سال 1403؛ فروش B2B بر پایهٔ HS 2022']);
  expect(await spillingTableCells(page)).toEqual([expect.stringContaining('«NOWRUZ-1405-N5»')]);
  // Read as on an English page: the Persian label shown is in the wrong direction, the one measured is not shown.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
  const misdirected = await misdirectedText(page);
  expect(misdirected).toContain('span: \u2067۸۰۰ میلیون\u2069');
  expect(misdirected.filter((text) => text.includes('۷۰۰'))).toEqual([]);
});
