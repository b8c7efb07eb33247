import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { expectScreenFits, phone } from './web-phone-support.ts';

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
    // Seven screens, each measured and checked by axe-core: a minute and more on a loaded machine.
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: phone });
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    const page = await context.newPage();
    // Each screen is checked as it is opened; the company and the course come from the lists checked first.
    await expectScreenFits(page, 'fa-IR', `/search?q=${encodeURIComponent('صنایع')}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const company = await page.locator('main a[href*="/company/"]').first().getAttribute('href');
    await expectScreenFits(page, 'fa-IR', '/courses');
    const course = await page
      .locator('main a[href^="/courses/"]:not([href^="/courses/browse"]):not([href^="/courses/dashboard"])')
      .first()
      .getAttribute('href');
    for (const path of ['/', company!.split('?')[0]!, course!, '/pricing'])
      await expectScreenFits(page, 'fa-IR', path);
    await expectScreenFits(page, 'en-US', '/pricing');
    await context.close();
  });
}
