import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a user cannot see: layout measures that differ by no more than this many CSS pixels are the same. The two
 * Chromium builds these tests run on (Debian's `chromium` and `chromium-headless-shell`, see chromium-launch.ts) lay
 * text out a fraction of a pixel apart, so a selected tab «wholly in view» on one is 0.995 in view on the other.
 * Every layout assertion of the browser tests measures with this slack, and only with it.
 */
export const layoutSlackPx = 1;

/**
 * How many CSS pixels of the element its viewport and its scrolling ancestors cut off, on the side that loses the
 * most (its whole width or height when it is out of view): what IntersectionObserver, which `toBeInViewport` reads,
 * measures.
 */
export function hiddenPixels(locator: Locator): Promise<number> {
  return locator.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          if (!entry) return resolve(Number.POSITIVE_INFINITY);
          const box = entry.boundingClientRect;
          const seen = entry.intersectionRect;
          resolve(Math.max(box.width - seen.width, box.height - seen.height));
        });
        observer.observe(element);
      }),
  );
}

/** The element is wholly in view, give or take what a user cannot see (`toBeInViewport({ ratio: 1 })` with slack). */
export async function expectWhollyInView(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() => hiddenPixels(locator), { message: `${String(locator)} is wholly in view` })
    .toBeLessThanOrEqual(layoutSlackPx);
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits its width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The page does not scroll sideways, give or take what a user cannot see. */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  expect(await sidewaysOverflow(page), message).toBeLessThanOrEqual(layoutSlackPx);
}
