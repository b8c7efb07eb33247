/**
 * Opaque global identifiers: base64url of `Type:key`. Clients must not take them apart;
 * `node(id:)` does.
 */
export function toGlobalId(typeName: string, key: string | number): string {
  return Buffer.from(`${typeName}:${key}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { typeName: string; key: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  return { typeName: decoded.slice(0, separator), key: decoded.slice(separator + 1) };
}
