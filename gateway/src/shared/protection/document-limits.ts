import { Kind, Lexer, Source, TokenKind, visit, type DocumentNode } from 'graphql';
import { memoizedPerDocument } from '../documents/parsed-documents.ts';

/**
 * The size of a document one may send (GraphQL Armor's max-tokens, max-aliases and max-directives, and a byte limit
 * before them), checked before the document is parsed, validated or priced. The web app's persisted operations are
 * at most about 3 KB, 320 tokens, 3 aliases and 3 directives; the limits leave an analyst's own queries (and
 * GraphiQL's introspection) ample room and refuse the 1 MB document of 12,000 aliased `__type` look-ups before
 * graphql-js builds its tree (which alone exhausted the heap).
 */
export interface DocumentLimits {
  /** UTF-8 bytes of the document text (`query`), before it is read at all. */
  maximumBytes: number;
  /** Lexical tokens (names, punctuation, values), counted without building a tree. */
  maximumTokens: number;
  /** Aliased fields: each alias is another run of its field, so one document cannot ask for the same thing 10,000 times. */
  maximumAliases: number;
  /** Directives (`@include`, `@skip`…) in the whole document. */
  maximumDirectives: number;
}

export const defaultDocumentLimits: DocumentLimits = {
  maximumBytes: 32 * 1024,
  maximumTokens: 5_000,
  maximumAliases: 30,
  maximumDirectives: 50,
};

export type DocumentLimitName = 'bytes' | 'tokens' | 'aliases' | 'directives';

export interface DocumentLimitBreach {
  limit: DocumentLimitName;
  /** What the document has (for tokens: more than the maximum; the count stops there). */
  found: number;
  maximum: number;
}

/** The lexical tokens of `text` up to `limit + 1` (the lexer alone: no tree); a lexing error ends the count. */
function tokensUpTo(text: string, limit: number): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  try {
    while (count <= limit && lexer.advance().kind !== TokenKind.EOF) count++;
  } catch {
    // A syntax error is the parser's to report.
  }
  return count;
}

const aliasesAndDirectives = memoizedPerDocument((document: DocumentNode) => {
  let aliases = 0;
  let directives = 0;
  visit(document, {
    [Kind.FIELD]: (node) => {
      if (node.alias) aliases++;
    },
    [Kind.DIRECTIVE]: () => {
      directives++;
    },
  });
  return { aliases, directives };
});

/** The first limit the document text breaks before it is parsed (its bytes, then its tokens), or null. */
export function textLimitBreach(text: string, limits: DocumentLimits): DocumentLimitBreach | null {
  // A UTF-16 unit is at most three UTF-8 bytes: most documents are let through without counting.
  if (text.length * 3 > limits.maximumBytes) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > limits.maximumBytes) return { limit: 'bytes', found: bytes, maximum: limits.maximumBytes };
  }
  const tokens = tokensUpTo(text, limits.maximumTokens);
  if (tokens > limits.maximumTokens) return { limit: 'tokens', found: tokens, maximum: limits.maximumTokens };
  return null;
}

/** The first limit a parsed document breaks (aliases, then directives), or null. */
export function documentLimitBreach(
  document: DocumentNode,
  limits: DocumentLimits,
): DocumentLimitBreach | null {
  const { aliases, directives } = aliasesAndDirectives(document, '');
  if (aliases > limits.maximumAliases)
    return { limit: 'aliases', found: aliases, maximum: limits.maximumAliases };
  if (directives > limits.maximumDirectives)
    return { limit: 'directives', found: directives, maximum: limits.maximumDirectives };
  return null;
}
