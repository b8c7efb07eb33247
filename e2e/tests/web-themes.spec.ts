import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { expectScreenFits, phone, settled } from './web-phone-support.ts';

/**
 * The two themes besides the default (whose every screen web-phone-visitor.spec.ts checks): the visitor's main
 * screens at 390 px, with no serious or critical axe-core violation (text contrast among them) and nothing wider than
 * the screen. Theme names as the theme cookie holds them (`themeNames` in web/src/app/theme/themes.ts).
 */
test.describe.configure({ mode: 'parallel' });

for (const theme of ['alt', 'dark'] as const) {
  test(`the ${theme} theme: the main screens fit a phone and pass axe-core, in Persian and in English`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: phone });
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    const page = await context.newPage();
    const search = `/search?q=${encodeURIComponent('صنایع')}`;
    await page.goto(search);
    await settled(page);
    const company = await page.locator('main a[href*="/company/"]').first().getAttribute('href');
    await page.goto('/courses');
    await settled(page);
    const course = await page
      .locator('main a[href^="/courses/"]:not([href^="/courses/browse"]):not([href^="/courses/dashboard"])')
      .first()
      .getAttribute('href');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const path of ['/', search, company!.split('?')[0]!, course!, '/pricing', '/courses'])
      await expectScreenFits(page, 'fa-IR', path);
    for (const path of ['/', '/pricing']) await expectScreenFits(page, 'en-US', path);
    await context.close();
  });
}
