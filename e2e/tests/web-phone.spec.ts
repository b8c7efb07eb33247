import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';

/**
 * Every screen of the route table on a phone (390 × 844), in Persian and in English: nothing wider than the screen,
 * and axe-core finds no serious or critical WCAG 2.2 A/AA violation. Screens behind sign-in are opened as a demo user.
 */
const phone = { width: 390, height: 844 };

type Screen = { name: string; path: (ids: Ids) => string; signedIn?: boolean };
type Ids = { company: string; person: string; course: string; question: string };

const screens: Screen[] = [
  { name: 'home', path: () => '/' },
  ...[
    'about',
    'what-is',
    'terms',
    'privacy',
    'disclaimer',
    'data-sources',
    'advertising',
    'jobs',
    'faq',
    'pricing',
    'ads-pricing',
    'contact',
    'suggestions',
  ].map((slug) => ({ name: slug, path: () => `/${slug}` })),
  { name: 'search results', path: () => `/search?q=${encodeURIComponent('صنایع')}` },
  { name: 'advanced search', path: () => '/search/advanced' },
  { name: 'company', path: (ids) => `/company/${ids.company}` },
  { name: 'company trade tab', path: (ids) => `/company/${ids.company}?tab=trade` },
  { name: 'company capital tab', path: (ids) => `/company/${ids.company}?tab=capital` },
  { name: 'person', path: (ids) => `/person/${ids.person}` },
  { name: 'relationship graph', path: (ids) => `/graph/${ids.company}` },
  { name: 'industry', path: () => '/industry/20?compare=24' },
  { name: 'courses', path: () => '/courses' },
  { name: 'course list', path: () => '/courses/browse' },
  { name: 'course', path: (ids) => `/courses/${ids.course}` },
  { name: 'forum', path: () => '/forum' },
  { name: 'forum question', path: (ids) => `/forum/${ids.question}` },
  { name: 'not found', path: () => '/no-such-page' },
  { name: 'company lists', path: () => '/lists', signedIn: true },
  { name: 'follow feed', path: () => '/feed', signedIn: true },
  { name: 'courses dashboard', path: () => '/courses/dashboard', signedIn: true },
  { name: 'course exam', path: (ids) => `/courses/${ids.course}/exam`, signedIn: true },
  { name: 'profile', path: () => '/profile', signedIn: true },
  { name: 'discount code', path: () => '/profile/discount-code', signedIn: true },
];

let ids: Ids;

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`no link ${selector}`);
  return href.split('?')[0]!.split('/').pop()!;
}

async function discoverIds(browser: Browser): Promise<Ids> {
  const page = await browser.newPage();
  await page.goto(`/search?q=${encodeURIComponent('صنایع')}`);
  const company = await firstHref(page, 'main a[href*="/company/"]');
  await page.goto(`/company/${company}?tab=people`);
  const person = await firstHref(page, 'main a[href*="/person/"]');
  await page.goto('/courses');
  const course = await firstHref(
    page,
    'main a[href^="/courses/"]:not([href^="/courses/browse"]):not([href^="/courses/dashboard"])',
  );
  await page.goto('/forum');
  const question = await firstHref(page, 'main a[href^="/forum/"]');
  await page.close();
  return { company, person, course, question };
}

test.beforeAll(async ({ browser }) => {
  ids = await discoverIds(browser);
});

/** Waits until the page's own content replaced the skeletons (no busy region left) and the network is quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Elements sticking out of the screen sideways, named so a failure says what to fix. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')} ${Math.round(element.getBoundingClientRect().width)}px «${(element.textContent ?? '').trim().slice(0, 30)}»`,
      );
  });
}

for (const locale of ['fa-IR', 'en-US'] as const) {
  test.describe(`${locale} at 390 px`, () => {
    test.use({ viewport: phone });
    for (const screen of screens) {
      test(`${screen.name}: no horizontal scrolling and no serious accessibility violation`, async ({
        page,
      }) => {
        if (screen.signedIn) await signInDemoUser(page, demoUsers.enterprise);
        const path = screen.path(ids);
        await page.goto(locale === 'fa-IR' ? path : `/en-US${path === '/' ? '' : path}`);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa-IR' ? 'rtl' : 'ltr');
        const overflow = await overflowingElements(page);
        // Tabster's focus sentinels (Fluent's focus trapping) are focusable by design and hand focus on at once.
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .exclude('[data-tabster-dummy]')
          .analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(' | ')}`,
          );
        expect({ overflow, serious }).toEqual({ overflow: [], serious: [] });
      });
    }
  });
}

test('the header and a Persian skeleton are painted from the HTML alone, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto('/company/anything');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'رصد' })).toBeVisible();
  await expect(page.getByText('ورود / ثبت‌نام')).toBeVisible();
  await expect(page.locator('main[aria-busy="true"]')).toBeVisible();
  await page.goto('/en-US/pricing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Rasad' })).toBeVisible();
  await context.close();
});

test('a navigation makes one GraphQL request and reports the visit by beacon', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === '/visits');
  await page.getByRole('navigation').getByRole('link', { name: 'تعرفه اشتراک' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await settled(page);
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
  // The build compresses every file of a kilobyte or more (web/build/precompress-plugin.ts); smaller ones gain nothing.
  expect(scripts.filter((script) => script.encoding !== 'br' && script.length >= 1024)).toEqual([]);
  expect(scripts.some((script) => script.encoding === 'br')).toBe(true);
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
