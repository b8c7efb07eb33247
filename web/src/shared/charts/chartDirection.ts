import { textDirection, type AppLocale } from '../locale/locales.ts';

/**
 * Charts are drawn left to right (see ChartFrame), so a right-to-left page's chart is turned by its axes: the axis
 * along the bottom runs from the right, and the value or name axis stands on the reading side.
 */
export function alongFromRight(locale: AppLocale): boolean {
  return textDirection(locale) === 'rtl';
}

/** The side a chart's value or name axis stands on: where a line of the page's text starts. */
export function readingSide(locale: AppLocale): 'right' | 'left' {
  return alongFromRight(locale) ? 'right' : 'left';
}
