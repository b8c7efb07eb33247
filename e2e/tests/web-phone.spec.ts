import { expect, type Page } from '@playwright/test';
import { test } from './platform-test.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { expectNoSidewaysScroll, expectWhollyInView } from './layout-slack.ts';
import { describeScreensAtPhoneWidth, phone, settled } from './web-phone-support.ts';

/**
 * Opens `address` and waits until the app has drawn it and the network is quiet; the names of the GraphQL operations
 * the page sent, then and later (the list keeps filling).
 */
async function graphqlOperationsOfFirstLoad(page: Page, address: string): Promise<string[]> {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql')
      operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
  });
  await page.goto(address);
  await settled(page);
  await page.waitForLoadState('networkidle');
  return operations;
}

/**
 * The screens behind sign-in on a phone (390 × 844), in Persian and in English, opened as the enterprise demo user
 * (with the specs that share that account, one at a time); the visitor's screens are web-phone-visitor.spec.ts. Then
 * what the shell must do on a phone: paint before scripts, one GraphQL request per navigation, one language's texts,
 * focus back to a dialog's opener.
 */
describeScreensAtPhoneWidth('signed in', (page) => signInDemoUser(page, demoUsers.enterprise));

test('the header and a Persian skeleton are painted from the HTML alone, before any script runs, and home’s headline with them', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'جست‌وجوی اطلاعات رسمی شرکت‌های ایران' }),
  ).toBeVisible();
  await page.goto('/en-US');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search official data on Iranian companies' }),
  ).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'رصد' })).toBeVisible();
  await expect(page.getByText('ورود / ثبت‌نام')).toBeVisible();
  await expect(page.locator('main[aria-busy="true"]')).toBeVisible();
  await page.goto('/en-US/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Rasad' })).toBeVisible();
  await context.close();
});

test('a reader who chose the dark theme gets the shell dark from the HTML, before the app’s scripts', async ({
  browser,
  baseURL,
}) => {
  const colours = async (theme: string | null) => {
    const context = await browser.newContext({ viewport: phone });
    if (theme) await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    const page = await context.newPage();
    // The app's scripts never come: what shows is the HTML's shell.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await context.close();
    return { header, body };
  };
  const brightness = (colour: string) => {
    const [red, green, blue] = colour.match(/\d+/g)!.map(Number);
    return (red! + green! + blue!) / (3 * 255);
  };
  const light = await colours(null);
  const dark = await colours('dark');
  expect(brightness(light.header)).toBeGreaterThan(0.9);
  expect(brightness(dark.header)).toBeLessThan(0.25);
  expect(brightness(dark.body)).toBeLessThan(0.25);
});

test('a first load makes one GraphQL request, the page’s own: the shell’s answer comes in the page', async ({
  page,
}) => {
  expect(await graphqlOperationsOfFirstLoad(page, '/faq')).toEqual(['FaqPageQuery']);
  // What the shell's answer brings is on the page: the footer's support hours and the visitor's sign-in button.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود / ثبت‌نام' })).toBeVisible();
});

test('search results and a company page are drawn by the server: readable before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto(`/search?q=${encodeURIComponent('گروه صنعتی')}`);
  const company = page.locator('main a[href*="/company/"]').first();
  const name = (await company.innerText()).trim();
  expect(name).toContain('گروه صنعتی');
  // Its links are links before the app takes over (here: never), and the page they open is drawn too.
  await company.click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(page.locator('main h1')).toHaveText(name);
  // Its controls take no tap until the app's own replace them.
  const aboutTab = page.locator('main [role="tab"]').first();
  await expect(aboutTab).toHaveText('درباره');
  await expect(aboutTab).toHaveCSS('pointer-events', 'none');
  await context.close();
});

test('a Persian page is drawn from the Persian font file alone; the Latin one is fetched for Latin letters', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  const fontFilesOf = async (address: string) => {
    await page.goto(address);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.woff2'))
        .map((pathname) => pathname.replace(/^\/assets\/(vazirmatn-[a-z]+)-.*$/, '$1'))
        .sort(),
    );
  };
  // Spaces, parentheses, «», the list dot and the ellipsis are in the Persian file too.
  expect(await fontFilesOf(`/search?q=${encodeURIComponent('گروه صنعتی')}`)).toEqual(['vazirmatn-persian']);
  // (and «فارسی», the language switch, in Persian's)
  expect(await fontFilesOf('/en-US/pricing')).toEqual(['vazirmatn-latin', 'vazirmatn-persian']);
  await context.close();
});

test('a drawn page’s text is first painted in its own font, so the app drawing over it is no later largest paint', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone });
  // A slow phone network's order: the page paints, then its font comes, then (much later) the app's scripts.
  const later = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
  await context.route(/\/assets\/vazirmatn-persian-[^/]*\.woff2$/, async (route) => {
    await later(600);
    await route.continue();
  });
  await context.route(/\/assets\/libraries-[^/]*\.js$/, async (route) => {
    await later(1_500);
    await route.continue();
  });
  await context.addInitScript(() => {
    const watch = window as unknown as { largestPaints: number[]; appDrawnAt?: number };
    watch.largestPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.largestPaints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('main') && !document.querySelector('main[aria-busy="true"]')) {
        watch.appDrawnAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
  const page = await context.newPage();
  await page.goto(`/search?q=${encodeURIComponent('گروه صنعتی')}`);
  await settled(page);
  // A largest paint is reported a frame or two after it is presented.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  const { largestPaints, appDrawnAt } = await page.evaluate(() => {
    const watch = window as unknown as { largestPaints: number[]; appDrawnAt: number };
    return { largestPaints: watch.largestPaints, appDrawnAt: watch.appDrawnAt };
  });
  // Text first painted in a fallback font is smaller; the app's copy in Vazirmatn was then a new, larger paint.
  expect(largestPaints.length).toBeGreaterThan(0);
  for (const paintedAt of largestPaints) expect(paintedAt).toBeLessThan(appDrawnAt);
  await context.close();
});

test('a page the server drew makes no GraphQL request: its answers come in it, and the app takes it over', async ({
  page,
}) => {
  const operations = await graphqlOperationsOfFirstLoad(
    page,
    `/search?q=${encodeURIComponent('گروه صنعتی')}`,
  );
  expect(operations).toEqual([]);
  // The app's own search box, not the server's copy: typing a new search navigates in the app.
  const searchForm = page.getByRole('main').getByRole('search');
  await searchForm.getByRole('searchbox').fill('پتروشیمی');
  await searchForm.getByRole('button', { name: 'جست‌وجو' }).click();
  await expect(page).toHaveURL(/q=%D9%BE%D8%AA%D8%B1%D9%88%D8%B4%DB%8C%D9%85%DB%8C/);
  await expect(page.locator('main a[href*="/company/"]').first()).toContainText('پتروشیمی');
  expect(operations).toEqual(['SearchPageQuery']);
  // The app drew over the server's page starting from the styles that came with it, not with a second copy of each.
  const rules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')].flatMap((style) =>
      [...style.sheet!.cssRules].map((rule) => rule.cssText),
    ),
  );
  expect(rules.length).toBeGreaterThan(100);
  expect(rules.length - new Set(rules).size).toBe(0);
});

test('a navigation makes one GraphQL request and reports the visit by beacon', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await page.waitForLoadState('networkidle');
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === '/visits');
  await page.getByRole('navigation').getByRole('link', { name: 'تعرفه اشتراک' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await settled(page);
  // Anything the navigation asks for after painting would arrive before the network is quiet.
  await page.waitForLoadState('networkidle');
  expect((await beacon).status()).toBe(202);
  expect(graphql).toHaveLength(1);
});

test('the first load fetches only the current language’s texts, compressed', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; length: number }[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (response.request().resourceType() === 'script')
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        length: Number(headers['content-length'] ?? 0),
      });
  });
  await page.goto('/en-US');
  await settled(page);
  expect(scripts.some((script) => script.url.includes('catalogue.en-US'))).toBe(true);
  expect(scripts.some((script) => script.url.includes('catalogue.fa-IR'))).toBe(false);
  // The footer's newsletter form (and the form libraries it brings) waits until the reader scrolls near it.
  expect(scripts.some((script) => script.url.includes('NewsletterForm'))).toBe(false);
  // The build compresses every file of a kilobyte or more (web/build/precompress-plugin.ts); smaller ones gain nothing.
  expect(scripts.filter((script) => script.encoding !== 'br' && script.length >= 1024)).toEqual([]);
  expect(scripts.some((script) => script.encoding === 'br')).toBe(true);
});

test('the phone’s drawer is fetched when it is first opened, not with the page', async ({ page }) => {
  await page.setViewportSize(phone);
  const drawerScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('NavigationDrawer'))
      drawerScripts.push(request.url());
  });
  await page.goto('/');
  await settled(page);
  expect(drawerScripts).toEqual([]);
  await page.getByRole('button', { name: 'منو', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'منو' })).toBeVisible();
  expect(drawerScripts).toHaveLength(1);
});

test('the bar’s menus, its buttons’ names, the toaster and Tabster are fetched when first needed, not with the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const onDemand: string[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      /MenuItems|ShownLabel|FluentAppToaster|tabster/i.test(request.url())
    )
      onDemand.push(request.url());
  });
  await page.goto('/');
  await settled(page);
  expect(onDemand).toEqual([]);
  // Opened from the keyboard, the loaded menu takes focus to its first item and gives it back when it closes.
  const tools = page.getByRole('button', { name: 'ابزارهای داده' });
  await tools.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'جست‌وجوی پیشرفته' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'جست‌وجوی پیشرفته' })).toBeHidden();
  await expect(tools).toBeFocused();
  expect(onDemand.some((url) => url.includes('BusinessToolsMenuItems'))).toBe(true);
  expect(onDemand.some((url) => url.includes('FluentAppToaster'))).toBe(false);

  // An icon button's name shows while the keyboard's focus is on it, and the focus stays where it was put.
  const theme = page.getByRole('button', { name: 'پوسته' });
  await theme.focus();
  await expect(page.getByRole('tooltip', { name: 'پوسته' })).toBeVisible();
  await expect(theme).toBeFocused();
  expect(onDemand.some((url) => url.includes('ShownLabel'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // And while the mouse is over it; not once it has moved on.
  await page.getByRole('button', { name: 'جست‌وجوی شرکت‌ها' }).hover();
  await expect(page.getByRole('tooltip', { name: 'جست‌وجوی شرکت‌ها' })).toBeVisible();
  await page.mouse.move(600, 600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('search results, a company page and its tables, and a person’s page load without Tabster', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const tabster: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /tabster/i.test(request.url())) tabster.push(request.url());
  });
  await page.goto('/search?q=پتروشیمی');
  await settled(page);
  await page.getByTestId('search-tab-COMPANY').click();
  await expect(page.getByTestId('search-tab-COMPANY')).toHaveAttribute('aria-selected', 'true');
  await page.locator('main a[href*="/company/"]').first().click();
  await expect(page.getByRole('tab', { name: 'درباره' })).toHaveAttribute('aria-selected', 'true');
  await settled(page);
  expect(tabster).toEqual([]);
  await page.getByRole('tab', { name: 'اشخاص و سمت‌ها' }).click();
  const person = page.getByRole('tabpanel').locator('a[href*="/person/"]').first();
  await expect(person).toBeVisible();
  // Fluent's table rows use its focus hooks, not Tabster: neither the tab's table nor a person's page fetches it.
  await person.click();
  await expect(page).toHaveURL(/\/person\//);
  await expect(page.locator('main table').first()).toBeVisible();
  await settled(page);
  expect(tabster).toEqual([]);
});

test('a company page opened on its last tab shows that tab selected on a phone, in both languages', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  const company = new URL(
    (await page.getByTestId('search-hit').first().locator('h3 a').getAttribute('href'))!,
    page.url(),
  );
  company.searchParams.set('tab', 'timeline');
  for (const [prefix, timeline] of [
    ['', 'رویدادها و تغییرات'],
    ['/en-US', 'Timeline'],
  ] as const) {
    await page.goto(`${prefix}${company.pathname}${company.search}`);
    const tab = page.getByRole('tab', { name: timeline, exact: true });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The tabs scroll sideways at 390 px: the selected one is brought into their view, not left past the edge.
    await expectWhollyInView(tab);
  }
});

test('focus returns to the button that opened a dialog when it closes', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await settled(page);
  const opener = page.getByRole('button', { name: 'ورود / ثبت‌نام' });
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('on a phone the bar’s search box takes the whole bar, in both languages, and closing it brings the account button back', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  for (const [address, searchLabel, closeLabel, signIn] of [
    ['/courses', 'جست‌وجوی شرکت‌ها', 'بستن جست‌وجو', 'ورود / ثبت‌نام'],
    ['/en-US/courses', 'Search companies', 'Close search', 'Sign in / Sign up'],
  ] as const) {
    await page.goto(address);
    await settled(page);
    await page.getByRole('button', { name: searchLabel }).click();
    await expect(page.getByRole('banner').getByRole('searchbox', { name: searchLabel })).toBeFocused();
    await expect(page.getByRole('button', { name: signIn })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: closeLabel }).click();
    await expect(page.getByRole('button', { name: signIn })).toBeVisible();
  }
});
