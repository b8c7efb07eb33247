/**
 * How deep brackets may nest in a request's document, and arrays and objects in its variables. The parser and every
 * walk over a value recurse once per level, so a request nested thousands deep (ten kilobytes of `[[[…`) overflows the
 * stack; the deepest query allowed (10 levels of fields, each with an argument object or list) needs a few dozen.
 */
export const maximumNesting = 64;

/** Whether a GraphQL document's `{`, `[` and `(` nest deeper than `limit`; strings and comments are skipped. */
export function documentNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '#') {
      while (index < text.length && text[index] !== '\n') index++;
    } else if (character === '"') {
      if (text.startsWith('"""', index)) {
        const end = text.indexOf('"""', index + 3);
        index = end === -1 ? text.length : end + 2;
      } else {
        index++;
        while (index < text.length && text[index] !== '"' && text[index] !== '\n') {
          if (text[index] === '\\') index++;
          index++;
        }
      }
    } else if (character === '{' || character === '[' || character === '(') {
      if (++depth > limit) return true;
    } else if (character === '}' || character === ']' || character === ')') {
      depth--;
    }
  }
  return false;
}

/** Whether arrays and objects in a JSON value nest deeper than `limit` (recursion stops at the limit). */
export function valueNestsDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  return items.some((item) => valueNestsDeeperThan(item, limit - 1));
}
