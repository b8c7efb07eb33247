import { expect } from '@playwright/test';
import { readyToDrawMark } from '../../web/src/app/takeover/readyToDrawMark.ts';
import { test } from './platform-test.ts';

const latinDigit = /[0-9]/;

test('the home page renders right-to-left in Persian with Persian digits and database data', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', /^fa/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('جست‌وجوی اطلاعات رسمی شرکت‌های ایران');
  // 31 provinces, counted in the database, written with Persian digits.
  await expect(page.getByText('۳۱', { exact: true })).toBeVisible();
  const statistics = await page.locator('main').innerText();
  expect(statistics).not.toMatch(latinDigit);
  const fontFamily = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily);
  expect(fontFamily).toContain('Vazirmatn');
  expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'ایران'))).toBe(true);
});

test('switching to English flips the page to left-to-right English', async ({ page }) => {
  await page.goto('/pricing');
  await page
    .getByRole('button', { name: 'Switch to English' })
    .or(page.getByRole('link', { name: 'Switch to English' }))
    .click();
  await expect(page).toHaveURL(/\/en-US\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
  await expect(page.getByText('Professional', { exact: true }).first()).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const background = () =>
    page
      .locator('.fui-FluentProvider')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  const lightBackground = await background();
  await page.getByRole('button', { name: 'پوسته' }).click();
  await page.getByRole('menuitemradio', { name: 'تیره' }).click();
  await expect.poll(background).not.toBe(lightBackground);
  const darkBackground = await background();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await background()).toBe(darkBackground);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'theme')?.value).toBe('dark');
});

test('a slow route shows the progress bar after 300 ms and a fast one never does', async ({ page }) => {
  // The page's clock is the test's, so the 300 ms are the page's and a loaded machine cannot stretch them.
  await page.clock.install();
  await page.goto('/');
  // The headline is in the HTML before any script; the search box beside it comes with the app.
  await expect(page.getByRole('searchbox')).toBeVisible();
  await page.evaluate(() => {
    const seen = { progress: false };
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.progress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const progressSeen = () =>
    page.evaluate(() => (window as unknown as { progressSeen: { progress: boolean } }).progressSeen.progress);
  const progressBar = page.getByRole('progressbar');

  // A route change that ends before the page's clock moves: no bar then, and none later from a forgotten timer.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
  await page.getByRole('navigation').getByRole('link', { name: 'پرسش‌های متداول' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(progressBar).toHaveCount(0);
  expect(await progressSeen()).toBe(false);

  // A route change still waiting for its data: hidden at 299 ms, shown from 300 ms, gone when the page arrives.
  let answerPricing = () => {};
  const pricingAnswered = new Promise<void>((resolve) => (answerPricing = resolve));
  let pricingAsked = () => {};
  const pricingRequested = new Promise<void>((resolve) => (pricingAsked = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'PricingPageQuery') {
      pricingAsked();
      await pricingAnswered;
    }
    await route.continue();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'تعرفه اشتراک' }).first().click();
  await pricingRequested;
  // The request leaves before the app draws the change pending (its 300 ms count from that drawing): wait for it.
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(299);
  expect(await progressSeen()).toBe(false);
  await page.clock.runFor(1);
  await expect(progressBar).toBeVisible();
  answerPricing();
  await expect(page.getByRole('heading', { level: 1, name: 'تعرفه اشتراک' })).toBeVisible();
  await expect(progressBar).toHaveCount(0);
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
});

test('an unknown address, and a company that does not exist, show a not-found page in Persian sent as a 404', async ({
  page,
}) => {
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
  await expect(page.getByRole('link', { name: 'بازگشت به صفحه نخست' })).toHaveAttribute('href', '/');

  expect((await page.goto('/company/AAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('این شرکت پیدا نشد');
  await expect(page.getByText('شناسهٔ ملی یا شمارهٔ ثبت')).toBeVisible();
  await page.getByRole('link', { name: 'جست‌وجوی شرکت‌ها و اشخاص' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('footer pages read their text from the content service', async ({ page }) => {
  for (const [path, title] of [
    ['/about', 'درباره'],
    ['/terms', 'قوانین'],
    ['/privacy', 'حریم'],
    ['/faq', 'پرسش‌های متداول'],
    ['/jobs', 'فرصت'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  }
});

test('a page whose code a deploy replaced reloads into the new version instead of showing an error', async ({
  page,
}) => {
  // The reader's tab was opened before a deploy: the company page's file is gone, and the site now names a new entry.
  let deployed = true;
  await page.route(/\/assets\/CompanyPage-[^/]*\.js$/, (route) =>
    deployed ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/g, '/assets/index-next.js');
      deployed = false;
      return route.fulfill({ response, body: html });
    },
  );
  // The app has taken over the page drawn on the server, so that the click below is the app's own navigation.
  await page.goto('/search?q=پتروشیمی&type=COMPANY', { waitUntil: 'networkidle' });
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(page.getByRole('tablist', { name: 'بخش‌های صفحهٔ شرکت' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    ),
  ).toBe('reload');
});

test('a tap on a link of the server’s page that lasts while the app takes over still opens the link', async ({
  page,
}) => {
  // The search page's code held back, so that the press begins on the server's page and the app is ready to draw
  // over it before the press ends.
  let pageCodeSent!: () => void;
  const pageCodeArrived = new Promise<void>((resolve) => (pageCodeSent = resolve));
  await page.route(/\/assets\/SearchPage-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    pageCodeSent();
  });
  await page.goto('/search?q=پتروشیمی&type=COMPANY', { waitUntil: 'commit' });
  const link = page.getByTestId('search-hit').first().locator('h3 a');
  const href = await link.getAttribute('href');
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await pageCodeArrived;
  // The app ready to draw, and two frames more: an app that did not wait for the press would have drawn by then.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, readyToDrawMark);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.mouse.up();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('tab', { name: 'درباره' })).toBeVisible();
});
