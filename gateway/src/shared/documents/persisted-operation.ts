/**
 * The document a persisted operation's hash names, or null. The store is a plain object read from JSON, so a hash is
 * looked up among its own keys only: `constructor`, `toString` or `__proto__` would otherwise find a function or the
 * object's prototype (a 500 where an unknown hash gets its 4xx).
 */
export function persistedOperationText(
  operations: Readonly<Record<string, string>>,
  hash: unknown,
): string | null {
  if (typeof hash !== 'string' || !Object.hasOwn(operations, hash)) return null;
  const text = operations[hash];
  return typeof text === 'string' ? text : null;
}
