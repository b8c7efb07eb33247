import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeCoreSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core skips the contrast of a text it takes for an icon font's ligature: it draws the text's first letter
 * alone and the whole text, and a text much narrower than its letters set apart counts as one glyph. Persian letters
 * join, so a Persian word is narrower than its letters apart, and «سابق» in white on white passed unchecked. The
 * platform has no icon font (its icons are SVG): before each run every font is declared one seen often and never with
 * a ligature (axe's own per-run record of fonts, which its run clears), so every Persian text is checked.
 */
const everyFontWithoutLigatures = `
;(() => {
  const fontsWithoutLigatures = () =>
    new Proxy({}, { get: () => ({ occurrences: Number.POSITIVE_INFINITY, numLigatures: 0 }) });
  for (const name of ['run', 'runPartial']) {
    const run = axe[name];
    axe[name] = function (...args) {
      axe._cache.set('fonts', fontsWithoutLigatures());
      return run.apply(this, args);
    };
  }
})();
`;

/** axe-core for a page of the platform: its Persian text checked like any other. */
export function axeWithPersianText(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: axeCoreSource + everyFontWithoutLigatures });
}

/**
 * Holds the page still while axe reads it: Fluent's motions (a toast coming in) run to their end, then every running
 * CSS animation is paused, the toasts' four-second timers among them. axe takes its elements first and their colours
 * later, so a toast leaving in between is read faded (on CI a toast's title failed its contrast once; not reproduced
 * here). Gives back a thaw that resumes what it paused.
 */
async function holdStill(page: Page): Promise<() => Promise<void>> {
  const motionsEnded = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              !(animation instanceof CSSAnimation) &&
              animation.playState === 'running' &&
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => undefined),
    );
  await motionsEnded();
  const paused = await page.evaluateHandle(() => {
    const running = document.getAnimations().filter((animation) => animation.playState === 'running');
    for (const animation of running) animation.pause();
    return running;
  });
  // A timer that ended just before the pause has its toast's exit still to start: it starts and ends here.
  await motionsEnded();
  return async () => {
    await paused.evaluate((animations) => animations.forEach((animation) => animation.play()));
    await paused.dispose();
  };
}

/** The serious and critical WCAG 2.2 A/AA violations on the page as it is, each with up to three of its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const thaw = await holdStill(page);
  // Tabster's focus sentinels (Fluent's focus trapping) are focusable by design and hand focus on at once.
  const { violations } = await axeWithPersianText(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-tabster-dummy]')
    .analyze()
    .finally(thaw);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
