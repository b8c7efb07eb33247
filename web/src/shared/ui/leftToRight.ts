import { tokens } from '@fluentui/react-components';

/**
 * Text that reads left to right in either language: codes, card numbers, e-mail addresses, passwords, paths. Griffel
 * mirrors a style for a right-to-left page, `direction` too, so a plain `direction: 'ltr'` became `rtl` on every
 * Persian page (a path «/graphql» read «graphql/»); the comment tells it to keep the value, which the style's types do
 * not foresee.
 */
export const leftToRight = { direction: 'ltr /* @noflip */' as 'ltr' };

/** The same, for a run inside a sentence: isolated, so the text around it keeps its own order. */
export const leftToRightRun = { ...leftToRight, unicodeBidi: 'isolate' as const };

/** A code read and copied whole (a discount code, a coupon): left to right, in even letters, never broken at a hyphen. */
export const wholeCode = {
  ...leftToRight,
  fontFamily: tokens.fontFamilyMonospace,
  whiteSpace: 'nowrap' as const,
};
