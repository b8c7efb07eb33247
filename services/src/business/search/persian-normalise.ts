import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';
import { persianLetterOf } from '@rasad/contracts/persian-text.ts';

/** Beyond the stored spelling's letters, the forms matching folds together (hamza seats, ta marbuta, alef forms). */
const characterMap: Record<string, string> = {
  ...persianLetterOf,
  ئ: 'ی',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
};

/** Harakat, tanwin, shadda, sukun, superscript alef and tatweel carry no meaning for matching. */
const ignoredMarks = /[\u064B-\u065F\u0670\u0640]/g;
/** ZWNJ, ZWJ and direction marks: people type a half-space, a space or nothing at all. */
const joiners = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The form both stored search keys and queries take, so «پتروشيمي», «پتروشیمی» and «پترو‌شیمی»
 * meet: Arabic letters → Persian, Persian and Arabic digits → Latin, marks and joiners dropped,
 * punctuation → space, Latin lower-cased, spaces collapsed.
 */
export function normalisePersian(text: string): string {
  let result = '';
  for (const character of toLatinDigits(
    text.normalize('NFC').replace(ignoredMarks, '').replace(joiners, ''),
  )) {
    result += characterMap[character] ?? character;
  }
  return result
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The query's digits alone when it is nothing but digits (an identifier), else null. */
export function identifierDigits(text: string): string | null {
  const normalised = normalisePersian(text).replace(/\s+/g, '');
  return /^\d{3,12}$/.test(normalised) ? normalised : null;
}
