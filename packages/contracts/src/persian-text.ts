/**
 * Arabic letters that Persian keyboards and old data produce in place of the Persian ones
 * (ي ى ئ for ی, ك for ک, …): mapped to one spelling so the same word is stored and found alike.
 */
export const persianLetterOf: Readonly<Record<string, string>> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
};

const arabicLetters = new RegExp(`[${Object.keys(persianLetterOf).join('')}]`, 'g');
const tatweel = /\u0640/g;

/**
 * Text people typed, in the one spelling it is stored in: Persian ی and ک for their Arabic forms, no tatweel,
 * single spaces, and ZWNJ kept only inside a word (a ZWNJ at an edge or beside a space means nothing).
 */
export function normalisePersianText(text: string): string {
  return text
    .normalize('NFC')
    .replace(arabicLetters, (letter) => persianLetterOf[letter]!)
    .replace(tatweel, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?\u200c+ ?/g, (joiner) => (joiner.includes(' ') ? ' ' : '\u200c'))
    .trim()
    .replace(/^\u200c+|\u200c+$/g, '');
}
