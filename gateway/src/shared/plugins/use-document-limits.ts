import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { parseOnce } from '../documents/parsed-documents.ts';
import { localeOf } from '../gateway-messages.ts';
import {
  documentLimitBreach,
  textLimitBreach,
  type DocumentLimitBreach,
  type DocumentLimits,
} from '../protection/document-limits.ts';
import { protectionMessages } from '../protection/protection-messages.ts';

function breachOf(params: GraphQLParams | null, limits: DocumentLimits): DocumentLimitBreach | null {
  // Persisted operations are the web app's own documents; only a document sent as text is measured.
  if (params === null || typeof params !== 'object' || typeof params.query !== 'string') return null;
  const breach = textLimitBreach(params.query, limits);
  if (breach) return breach;
  try {
    return documentLimitBreach(parseOnce(params.query), limits);
  } catch {
    // A document that does not parse is answered by Yoga's syntax error, in the caller's language.
    return null;
  }
}

/**
 * Refuses a document over the size limits (bytes, then tokens, before it is parsed; then aliases and directives)
 * with a 400 in the caller's language, before anything else reads it: input hygiene, the cost walk, validation and
 * execution all scale with the document. First after the CSRF check.
 */
export function useDocumentLimits(limits: DocumentLimits): Plugin {
  return {
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          const batch: (GraphQLParams | null)[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          for (const params of batch) {
            const breach = breachOf(params, limits);
            if (!breach) continue;
            throw new GraphQLError(protectionMessages.documentTooLarge(breach, localeOf(request.headers)), {
              extensions: {
                code: 'QUERY_TOO_LARGE',
                limit: breach.limit,
                found: breach.found,
                maximum: breach.maximum,
                http: { status: 400 },
              },
            });
          }
        },
      };
    },
  };
}
