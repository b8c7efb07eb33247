import { expect, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe-with-persian-text.ts';
import { e2eContextOptions, gatewayUrl } from './e2e-ports.ts';
import { layoutSlackPx } from './layout-slack.ts';
import { test } from './platform-test.ts';

/** A phone's screen: every screen of the route table is checked at this size. */
export const phone = { width: 390, height: 844 };

export type Screen = { name: string; path: (ids: Ids) => string; signedIn?: boolean };
type Ids = { company: string; person: string; course: string; question: string; blogPost: string };

export const screens: Screen[] = [
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
  ...(['contact', 'people', 'related', 'products', 'trade', 'gazette', 'capital', 'timeline'] as const).map(
    (tab): Screen => ({ name: `company ${tab} tab`, path: (ids) => `/company/${ids.company}?tab=${tab}` }),
  ),
  { name: 'person', path: (ids) => `/person/${ids.person}` },
  { name: 'blog post', path: (ids) => `/blog/${ids.blogPost}` },
  { name: 'relationship graph start', path: () => '/graph' },
  { name: 'relationship graph', path: (ids) => `/graph/${ids.company}` },
  { name: 'industries', path: () => '/industry' },
  { name: 'industry', path: () => '/industry/20?compare=24' },
  { name: 'industry with its charts', path: () => '/industry/20?compare=24', signedIn: true },
  { name: 'courses', path: () => '/courses' },
  { name: 'course list', path: () => '/courses/browse' },
  { name: 'course', path: (ids) => `/courses/${ids.course}` },
  { name: 'forum', path: () => '/forum' },
  { name: 'forum question', path: (ids) => `/forum/${ids.question}` },
  { name: 'certificate check', path: () => '/certificates/RSD-0000-0000' },
  { name: 'not found', path: () => '/no-such-page' },
  { name: 'company lists', path: () => '/lists', signedIn: true },
  { name: 'saved searches', path: () => '/saved-searches', signedIn: true },
  { name: 'follow feed', path: () => '/feed', signedIn: true },
  { name: 'courses dashboard', path: () => '/courses/dashboard', signedIn: true },
  { name: 'course exam', path: (ids) => `/courses/${ids.course}/exam`, signedIn: true },
  { name: 'certificates', path: () => '/certificates', signedIn: true },
  { name: 'teaching', path: () => '/courses/teaching', signedIn: true },
  { name: 'checkout', path: () => '/checkout', signedIn: true },
  { name: 'companies', path: () => '/companies', signedIn: true },
  { name: 'company verification', path: () => '/companies/verify', signedIn: true },
  { name: 'company administration', path: () => '/companies/administration', signedIn: true },
  { name: 'mentoring', path: () => '/companies/mentor', signedIn: true },
  { name: 'profile', path: () => '/profile', signedIn: true },
  { name: 'discount code', path: () => '/profile/discount-code', signedIn: true },
  { name: 'payments', path: () => '/payments', signedIn: true },
];

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`no link ${selector}`);
  return href.split('?')[0]!.split('/').pop()!;
}

/** Ids of a real company, person, course, forum question and blog post, found as a visitor finds them. */
export async function discoverIds(context: BrowserContext): Promise<Ids> {
  const page = await context.newPage();
  await page.goto('/');
  const blogPost = await firstHref(page, 'main a[href^="/blog/"]');
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
  return { company, person, course, question, blogPost };
}

/** Waits until the page's own content replaced the skeletons (no busy region left) in its own font. */
export async function settled(page: Page) {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Opens `address` in the app already loaded on `page`, as its router does on back or forward (the address changes,
 * then the router renders that page), and waits until that page is the one shown: the app's scripts run once per
 * page instead of once per screen.
 */
async function navigateInApp(page: Page, address: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  const target = new URL(address, page.url());
  await expect(page.locator('main#main')).toHaveAttribute(
    'data-location',
    `${target.pathname}${target.search}`,
  );
}

/** Elements sticking out of the screen sideways, named so a failure says what to fix. */
function overflowingElements(page: Page) {
  return page.evaluate((slack) => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + slack) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + slack || box.left < -slack);
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')} ${Math.round(element.getBoundingClientRect().width)}px «${(element.textContent ?? '').trim().slice(0, 30)}»`,
      );
  }, layoutSlackPx);
}

/** Badges (Fluent's fixed-height pills) whose text spills out of them, as a wrapped second line does on a phone. */
export function spilledBadges(page: Page): Promise<string[]> {
  return page.evaluate(
    (slack) =>
      Array.from(document.querySelectorAll<HTMLElement>('.fui-Badge'))
        .filter(
          (badge) =>
            badge.clientHeight > 0 &&
            (badge.scrollHeight > badge.clientHeight + slack ||
              badge.scrollWidth > badge.clientWidth + slack),
        )
        .map(
          (badge) =>
            `«${(badge.textContent ?? '').trim()}» ${badge.scrollHeight}px in ${badge.clientHeight}px`,
        ),
    layoutSlackPx,
  );
}

/**
 * On a Persian screen, names read out by a screen reader, tooltips and placeholders with an English word in them
 * (English a component library brought, such as a hidden button's label). Codes in capitals (ISIC, HS) and examples
 * of what to type (an e-mail address, a gift code) are not words; an element marked as in another language (the
 * switch to English, labelled in English) is its own.
 */
export function latinAccessibleNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    return Array.from(document.querySelectorAll<HTMLElement>(attributes.map((name) => `[${name}]`).join(',')))
      .filter((element) => element.closest('[lang]')?.getAttribute('lang') === 'fa')
      .flatMap((element) =>
        attributes
          .map((name) => [name, element.getAttribute(name) ?? ''] as const)
          .filter(([, value]) =>
            value
              .split(/\s+/)
              .some((word) => /^[A-Za-z]*[a-z][A-Za-z]*$/.test(word.replace(/^[(«"]+|[)»",.:;]+$/g, ''))),
          )
          .map(([name, value]) => `${element.tagName.toLowerCase()} ${name}="${value.slice(0, 60)}"`),
      );
  });
}

/**
 * Table cells whose content is wider than the cell and runs over its neighbour (a coupon's code kept on one line in a
 * phone's narrow column, drawn over the discount beside it): the screen is no wider, so `overflowingElements` misses it.
 */
export function spillingTableCells(page: Page): Promise<string[]> {
  return page.evaluate(
    (slack) =>
      Array.from(document.querySelectorAll<HTMLElement>('td, th, [role="cell"], [role="columnheader"]'))
        .filter((cell) => cell.checkVisibility() && cell.scrollWidth > cell.clientWidth + slack)
        .map(
          (cell) =>
            `«${(cell.textContent ?? '').trim().slice(0, 30)}» ${cell.scrollWidth}px in ${cell.clientWidth}px`,
        ),
    layoutSlackPx,
  );
}

/**
 * On a Persian screen, numbers written in Latin digits inside Persian text («سال 1403»), which Persian readers read as
 * a foreign number. Digits that belong to a Latin word or code beside them («B2B», «HS 2022») are that word's, and
 * what someone wrote (a question, a note, a review: `WrittenText`, in its own direction) is shown as they wrote it.
 */
export function latinDigitsInPersianText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? '';
      const holder = walker.currentNode.parentElement;
      if (!/[0-9]/.test(text) || !holder || holder.closest('[lang]')?.getAttribute('lang') !== 'fa') continue;
      if (holder.closest('[dir="auto"]')) continue;
      // Above the page is where the charts' library measures its labels, out of sight.
      const abovePage = holder.getBoundingClientRect().bottom + window.scrollY < 0;
      if (!holder.checkVisibility() || abovePage || !/\p{Script=Arabic}/u.test(text)) continue;
      for (const run of text.matchAll(/[0-9]+/g)) {
        const before = text.slice(0, run.index).trimEnd().at(-1) ?? '';
        const after = text.slice(run.index + run[0].length).trimStart()[0] ?? '';
        if (!/\p{Script=Latin}/u.test(before + after))
          found.push(`${holder.tagName.toLowerCase()}: ${text.trim().slice(0, 50)}`);
      }
    }
    return [...new Set(found)];
  });
}

/**
 * Text that reads in the wrong direction: a run mostly of the other script than the page's (a Persian review on an
 * English page, a path or a code on a Persian one) that begins or ends with punctuation, which takes the direction of
 * what holds it (a Persian question's «؟» ends up on its left on an English page) unless the run has its own; and
 * fields for what is always typed left to right (e-mail addresses, web addresses, passwords, phone numbers) that are not.
 */
export function misdirectedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const pageDirection = document.documentElement.dir;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = (walker.currentNode.textContent ?? '').trim();
      const holder = walker.currentNode.parentElement;
      // Above the page is where the charts' library measures its labels (the last chart's language), out of sight.
      if (!holder || !holder.checkVisibility() || holder.getBoundingClientRect().bottom + window.scrollY < 0)
        continue;
      const persian = text.match(/(?=\p{L})\p{Script=Arabic}/gu)?.length ?? 0;
      const latin = text.match(/(?=\p{L})\p{Script=Latin}/gu)?.length ?? 0;
      if (persian === latin) continue;
      const own = persian > latin ? 'rtl' : 'ltr';
      const punctuatedEdge = /^[^\p{L}\p{N}\s()[\]{}]|[^\p{L}\p{N}\s()[\]{}]$/u.test(text);
      if (own !== pageDirection && punctuatedEdge && getComputedStyle(holder).direction !== own)
        found.push(`${holder.tagName.toLowerCase()}: ${text.slice(0, 50)}`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[type="email"], input[type="url"], input[type="password"], input[type="tel"]',
    ))
      if (field.checkVisibility() && getComputedStyle(field).direction !== 'ltr')
        found.push(`input[type=${field.type}] ${field.name}: not left to right`);
    return [...new Set(found)];
  });
}

/**
 * Headings set inline (Fluent's text components are, whatever element they render) with text or an inline element
 * beside them on their line: a section's title running into its first sentence («Changes and alertsNo changes…»).
 * A heading a flex or grid container lays out is a block of its own, and placed where its container means it to be.
 */
export function headingsSharingALine(page: Page): Promise<string[]> {
  return page.evaluate(
    (slack) =>
      Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))
        .filter((heading) => {
          const own = heading.getBoundingClientRect();
          if (own.height === 0 || !getComputedStyle(heading).display.startsWith('inline')) return false;
          return Array.from(heading.parentElement?.childNodes ?? []).some((node) => {
            if (node === heading) return false;
            if (node instanceof Element && !getComputedStyle(node).display.startsWith('inline')) return false;
            if (node.nodeType === Node.TEXT_NODE && !(node.textContent ?? '').trim()) return false;
            const range = document.createRange();
            range.selectNode(node);
            return Array.from(range.getClientRects()).some(
              (box) => box.width > 0 && box.top < own.bottom - slack && box.bottom > own.top + slack,
            );
          });
        })
        .map(
          (heading) =>
            `${heading.tagName.toLowerCase()} «${(heading.textContent ?? '').trim().slice(0, 40)}»`,
        ),
    layoutSlackPx,
  );
}

/**
 * Axis labels that reach out of their chart, into its legend or into another label of the same axis, and, on a
 * right-to-left page, labels of several words whose first word is not the rightmost («میلیون ۳۴» for «۳۴ میلیون»:
 * the chart's drawing is left to right, and a label must keep its own direction in it).
 */
export function misplacedChartLabels(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
    const misplaced: string[] = [];
    for (const chart of document.querySelectorAll('[data-testid="chart"]')) {
      const frame = chart.getBoundingClientRect();
      const legend = chart.querySelector('.recharts-default-legend')?.getBoundingClientRect();
      for (const axis of chart.querySelectorAll('.recharts-cartesian-axis-tick-labels')) {
        const labels = [...axis.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((label) => ({
          text: label.textContent ?? '',
          box: label.getBoundingClientRect(),
          element: label as SVGTextElement,
        }));
        labels.forEach(({ text, box, element }, index) => {
          // The first line's words (a long name takes two lines, each read on its own).
          const firstLine = element.querySelector('tspan')?.textContent ?? text;
          const words = [...firstLine.matchAll(/[^\s\u2066-\u2069]+/g)];
          if (document.documentElement.dir === 'rtl' && words.length > 1) {
            const left = (word: RegExpExecArray) => element.getStartPositionOfChar(word.index).x;
            if (left(words[0]!) < left(words.at(-1)!)) misplaced.push(`reads left to right: ${text}`);
          }
          const outside =
            box.left < frame.left - slack ||
            box.right > frame.right + slack ||
            box.top < frame.top - slack ||
            box.bottom > frame.bottom + slack;
          if (outside) misplaced.push(`outside its chart: ${text}`);
          if (legend && overlap(box, legend)) misplaced.push(`on the legend: ${text}`);
          for (const other of labels.slice(index + 1))
            if (overlap(box, other.box)) misplaced.push(`on its neighbour: ${text} / ${other.text}`);
        });
      }
    }
    return misplaced;
  }, layoutSlackPx);
}

/**
 * Opens a screen in a language at 390 px and expects nothing wider than the screen, no serious or critical WCAG 2.2
 * A/AA violation from axe-core, no badge or table cell spilling its text, no English in a Persian screen's accessible names, no Latin
 * digits in its Persian text, no text in the wrong direction, no heading sharing its line, and every chart's labels
 * in their place.
 */
export async function expectScreenFits(page: Page, locale: 'fa-IR' | 'en-US', path: string) {
  const address = locale === 'fa-IR' ? path : `/en-US${path === '/' ? '' : path}`;
  if (page.url().startsWith('http')) await navigateInApp(page, address);
  else await page.goto(address);
  await expectOpenScreenFits(page, locale);
}

/** The same checks on the screen the page shows now, in the language it shows it in (a flow's receipt, say). */
export async function expectOpenScreenFits(page: Page, locale: 'fa-IR' | 'en-US') {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa-IR' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fa-IR' ? 'fa' : 'en');
  const overflow = await overflowingElements(page);
  const serious = await seriousViolations(page);
  const latin = locale === 'fa-IR' ? await latinAccessibleNames(page) : [];
  const latinDigits = locale === 'fa-IR' ? await latinDigitsInPersianText(page) : [];
  expect({
    overflow,
    serious,
    spilled: await spilledBadges(page),
    spillingCells: await spillingTableCells(page),
    latin,
    latinDigits,
    misdirected: await misdirectedText(page),
    headingsSharingALine: await headingsSharingALine(page),
  }).toEqual({
    overflow: [],
    serious: [],
    spilled: [],
    spillingCells: [],
    latin: [],
    latinDigits: [],
    misdirected: [],
    headingsSharingALine: [],
  });
  await expect.poll(() => misplacedChartLabels(page)).toEqual([]);
}

/**
 * The screen tests of a worker share one page of one browser context: the first screen loads the app, and each
 * screen after it is opened in the app (navigateInApp), as a visitor moving through the site sees it, instead of
 * loading and running 1.4 MB of JavaScript again for every screen.
 */
const screenTest = test.extend<{ page: Page }, { screenContext: BrowserContext; screenPage: Page }>({
  screenContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...e2eContextOptions,
        baseURL: gatewayUrl(workerInfo.parallelIndex),
        viewport: phone,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  screenPage: [
    async ({ screenContext }, use) => {
      const page = await screenContext.newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ screenPage }, use) => {
    await use(screenPage);
  },
});

/**
 * One test per screen and language: `which` picks the visitor's screens or those behind sign-in; `prepare` runs once
 * per worker, on the context its screens share (signing in, for the screens behind sign-in).
 */
export function describeScreensAtPhoneWidth(
  which: 'visitor' | 'signed in',
  prepare: (page: Page) => Promise<void>,
) {
  screenTest.describe(`${which} screens`, () => {
    let ids: Ids;
    screenTest.beforeAll(async ({ screenContext }) => {
      ids = await discoverIds(screenContext);
      const page = await screenContext.newPage();
      await prepare(page);
      await page.close();
    });
    for (const locale of ['fa-IR', 'en-US'] as const) {
      screenTest.describe(`${locale} at 390 px`, () => {
        for (const screen of screens.filter(
          (screen) => Boolean(screen.signedIn) === (which === 'signed in'),
        )) {
          screenTest(
            `${screen.name}: no horizontal scrolling and no serious accessibility violation`,
            async ({ page }) => {
              await expectScreenFits(page, locale, screen.path(ids));
            },
          );
        }
      });
    }
  });
}
