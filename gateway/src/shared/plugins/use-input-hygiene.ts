import { hasForbiddenCharacters, valueHasForbiddenCharacters } from '@rasad/contracts/text-hygiene.ts';
import { GraphQLError, Kind, visit } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { memoizedPerDocument, parseOnce } from '../documents/parsed-documents.ts';
import { localeOf } from '../gateway-messages.ts';
import {
  documentNestsDeeperThan,
  maximumNesting,
  valueNestsDeeperThan,
} from '../protection/nesting-limit.ts';
import { protectionMessages } from '../protection/protection-messages.ts';

// Escapes such as "\u0000" in a string literal are decoded by the parser, so the values are checked too.
const literalsHaveForbiddenCharacters = memoizedPerDocument((document) => {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (hasForbiddenCharacters(node.value)) found = true;
    },
  });
  return found;
});

function documentHasForbiddenStrings(query: string): boolean {
  if (hasForbiddenCharacters(query)) return true;
  try {
    return literalsHaveForbiddenCharacters(parseOnce(query), '');
  } catch {
    // A document that does not parse is answered by Yoga; nothing of it runs.
    return false;
  }
}

function paramsNestTooDeep(params: GraphQLParams): boolean {
  return (
    (typeof params.query === 'string' && documentNestsDeeperThan(params.query, maximumNesting)) ||
    valueNestsDeeperThan(params.variables, maximumNesting) ||
    valueNestsDeeperThan(params.extensions, maximumNesting)
  );
}

function paramsHaveForbiddenCharacters(params: GraphQLParams): boolean {
  return (
    (typeof params.query === 'string' && documentHasForbiddenStrings(params.query)) ||
    valueHasForbiddenCharacters(params.variables) ||
    valueHasForbiddenCharacters(params.operationName) ||
    valueHasForbiddenCharacters(params.extensions)
  );
}

/**
 * Refuses, with a 400 in the request's language, any request whose document or variables carry NUL,
 * other control characters or bidi overrides (the rule shared with the services), or nest deeper than any query the
 * schema allows needs, before it runs.
 */
export function useInputHygiene(): Plugin {
  return {
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          const batch = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
          // A request must carry a document (a string) or a persisted operation's hash: anything else is a 400, never run.
          // A batch item that is not an object (`[null]`, `[1]`) is as malformed as one without a document.
          const malformed = batch.some(
            (params: GraphQLParams | null) =>
              params === null ||
              typeof params !== 'object' ||
              (typeof params.query !== 'string' && !params.extensions?.['persistedQuery']),
          );
          if (malformed) {
            throw new GraphQLError(protectionMessages.missingQuery(localeOf(request.headers)), {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
          // Before anything parses or walks them: nesting thousands deep overflows the stack (a 500).
          if (batch.some(paramsNestTooDeep)) {
            throw new GraphQLError(
              protectionMessages.nestedTooDeep(maximumNesting, localeOf(request.headers)),
              {
                extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
              },
            );
          }
          if (batch.some(paramsHaveForbiddenCharacters)) {
            throw new GraphQLError(protectionMessages.invalidCharacters(localeOf(request.headers)), {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
