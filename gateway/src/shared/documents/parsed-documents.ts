import { parse, type DocumentNode } from 'graphql';

/**
 * Documents parsed once per text, for the plugins that read a document before Yoga does (input
 * hygiene, query cost): the same few hundred persisted operations arrive again and again, and parsing
 * them on every request was most of what those plugins cost. The oldest texts go first past the limit,
 * so a caller sending ever new documents cannot grow it.
 */
const maximumTexts = 1_000;
const parsed = new Map<string, DocumentNode | Error>();

/** The document of `text` (no locations); throws as `parse` does when it does not parse. */
export function parseOnce(text: string): DocumentNode {
  let entry = parsed.get(text);
  if (entry === undefined) {
    try {
      entry = parse(text, { noLocation: true });
    } catch (error) {
      entry = error as Error;
    }
    if (parsed.size >= maximumTexts) parsed.delete(parsed.keys().next().value!);
    parsed.set(text, entry);
  }
  if (entry instanceof Error) throw entry;
  return entry;
}

/** A value computed once per document (and key), kept as long as the document is. */
export function memoizedPerDocument<Value>(compute: (document: DocumentNode, key: string) => Value) {
  const values = new WeakMap<DocumentNode, Map<string, Value>>();
  return (document: DocumentNode, key: string): Value => {
    let byKey = values.get(document);
    if (!byKey) {
      byKey = new Map();
      values.set(document, byKey);
    }
    let value = byKey.get(key);
    if (value === undefined && !byKey.has(key)) {
      value = compute(document, key);
      // Keys carry variables: bounded per document.
      if (byKey.size >= 100) byKey.clear();
      byKey.set(key, value);
    }
    return value as Value;
  };
}
