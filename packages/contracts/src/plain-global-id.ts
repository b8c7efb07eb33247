/**
 * A global ID that is not sealed: base64url of `Type:key` (companies and persons are sealed instead, by the gateway
 * alone: gateway/src/shared/relay/global-id.ts). Written here once for the gateway, which makes and reads them, and
 * the web app, which checks an address's ids before it asks with them.
 */
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

function binaryText(text: string): string {
  // btoa takes one byte per character: printable ASCII as it is, anything else as its UTF-8 bytes.
  return /^[ -~]*$/.test(text) ? text : String.fromCharCode(...utf8Encoder.encode(text));
}

export function plainGlobalId(typeName: string, key: string | number): string {
  return btoa(binaryText(`${typeName}:${key}`))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The type and key inside a plain global ID; null when it is not one. */
export function parsePlainGlobalId(globalId: string): { typeName: string; key: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(globalId) || globalId.length % 4 === 1) return null;
  const bytes = Uint8Array.from(atob(globalId.replace(/-/g, '+').replace(/_/g, '/')), (character) =>
    character.charCodeAt(0),
  );
  const decoded = utf8Decoder.decode(bytes);
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  return { typeName: decoded.slice(0, separator), key: decoded.slice(separator + 1) };
}

/** A database id written as a key: decimal digits for a whole number from 1 to PostgreSQL's integer limit; else null. */
export function databaseIdFromKey(key: string): number | null {
  if (!/^\d{1,10}$/.test(key)) return null;
  const id = Number(key);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Whether an ID is a plain global ID of the type with a database id for its key (a province, a city, …). */
export function isNumberedGlobalIdOf(globalId: string, typeName: string): boolean {
  const parsed = parsePlainGlobalId(globalId);
  return parsed?.typeName === typeName && databaseIdFromKey(parsed.key) !== null;
}
