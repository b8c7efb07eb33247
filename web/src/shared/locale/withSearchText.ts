/** A page's address with the searched-for text as its `q` parameter (`/search?q=…`); the bare address for no text. */
export function withSearchText(path: string, text: string): string {
  return text === '' ? path : `${path}?${new URLSearchParams({ q: text }).toString()}`;
}
