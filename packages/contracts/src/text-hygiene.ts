/**
 * Characters no text from outside may carry (ASVS 5.1): NUL and the other C0 controls except tab,
 * line feed and carriage return, DEL and the C1 controls, the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) that make text read differently than it is stored, and
 * lone surrogates (U+D800–U+DFFF not in a pair: ill-formed UTF-16, which no UTF-8 column can store and
 * which a JSON escape such as "\ud800" carries through any parser). The `u` flag makes a paired
 * surrogate one code point, so only an unpaired half matches, as `String.prototype.isWellFormed` would say.
 * The marks Persian text needs (ZWNJ U+200C, RLM U+200F, LRM U+200E) are allowed.
 */
// Control characters are what this pattern is for.
export const forbiddenTextCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

export function hasForbiddenCharacters(text: string): boolean {
  return forbiddenTextCharacters.test(text);
}

/** Whether any string in a JSON value (keys included) carries a forbidden character. */
export function valueHasForbiddenCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => valueHasForbiddenCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasForbiddenCharacters(key) || valueHasForbiddenCharacters(item, depth + 1),
  );
}
