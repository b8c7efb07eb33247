import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { AppLocale } from '../src/shared/locale/locales.ts';

type CodePointRange = readonly [first: number, last: number];

/** The space and punctuation Persian text shares with Latin, the middle dot of our lists and the ellipsis. */
const sharedWithLatin: readonly CodePointRange[] = [
  [0x20, 0x21],
  [0x28, 0x29],
  [0x2b, 0x2b],
  [0x2d, 0x2f],
  [0x3a, 0x3a],
  [0x3d, 0x3d],
  [0x5b, 0x5b],
  [0x5d, 0x5d],
  [0xa0, 0xa0],
  [0xab, 0xab],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x2012, 0x2014],
  [0x2026, 0x2026],
];

/**
 * Vazirmatn cut into two files, each holding only the glyphs of its own ranges (with the variable weight axis): the
 * Persian file (Arabic-script letters, Persian digits, the joiners, and what Persian text shares with Latin) and the
 * Latin file (Latin letters and digits, Western punctuation). `unicode-range` makes the browser fetch a file only when
 * the page draws one of its characters; of two faces whose ranges overlap it uses the one declared last, so a page
 * declares its own language's face last, and a Persian page without Latin letters or digits fetches the Persian file
 * alone.
 */
export const vazirmatnSubsets: readonly {
  name: string;
  language: AppLocale;
  ranges: readonly CodePointRange[];
}[] = [
  {
    name: 'vazirmatn-persian.woff2',
    language: 'fa-IR',
    ranges: [
      [0x600, 0x6ff],
      [0x750, 0x77f],
      [0x8a0, 0x8ff],
      [0x200c, 0x200f],
      [0x2010, 0x2011],
      [0x204f, 0x204f],
      [0x2e41, 0x2e41],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
      ...sharedWithLatin,
    ],
  },
  {
    name: 'vazirmatn-latin.woff2',
    language: 'en-US',
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
      [0x2bb, 0x2bc],
      [0x2c6, 0x2c6],
      [0x2da, 0x2da],
      [0x2dc, 0x2dc],
      [0x2000, 0x200b],
      [0x2012, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as CSS writes them: `U+0600-06FF, U+0020-0021, …`. */
export function unicodeRangeOf(ranges: readonly CodePointRange[]): string {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

function charactersOf(ranges: readonly CodePointRange[]): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');
}

/**
 * The weights the app draws with: Fluent's regular, medium, semibold and bold (400–700). The variable font's others
 * (100–300, 800–900) are cut away, which takes a quarter off each file (the Persian one 46 → 33 kB); a heavier weight
 * asked for is drawn at 700.
 */
export const vazirmatnWeights = { min: 400, max: 700 } as const;

/**
 * The full variable font as the `vazirmatn` package ships it, cut to the subset's characters and to
 * `vazirmatnWeights` (harfbuzz's subsetter and instancer).
 */
export async function buildVazirmatnSubset(ranges: readonly CodePointRange[]): Promise<Buffer> {
  const vazirmatn = path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json'));
  const fullFont = readFileSync(path.join(vazirmatn, 'fonts/webfonts/Vazirmatn[wght].woff2'));
  return subsetFont(fullFont, charactersOf(ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: vazirmatnWeights },
  });
}
