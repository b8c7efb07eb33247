/**
 * The cookies of a `Cookie` header (or `document.cookie`), by name, values URI-decoded. A cookie some other
 * software mangled (no name, bad escape) is skipped rather than failing the caller.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      continue;
    }
  }
  return cookies;
}
