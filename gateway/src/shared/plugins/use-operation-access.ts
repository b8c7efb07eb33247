import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { ApiKeyAccess } from '../auth/api-key-access.ts';
import { localeOf } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';

export interface OperationAccessOptions {
  apiKeys: ApiKeyAccess;
  /** Anyone may send ad-hoc documents: a development switch (ALLOW_AD_HOC_QUERIES), never on in production. */
  openQueries: boolean;
}

/**
 * Who may send what: the web app sends persisted operations (a hash the gateway looks up); a document
 * of one's own (an analyst in GraphiQL, an in-house system) needs a personal API key in
 * `Authorization: Bearer rsd_…`, and runs within that key's budget. A key that does not work is refused
 * whatever the request carries, so its holder learns at once. Runs before any document is parsed or priced.
 */
export function useOperationAccess(options: OperationAccessOptions): Plugin {
  return {
    onRequestParse({ request }) {
      return {
        async onRequestParseDone({ requestParserResult }) {
          const locale = localeOf(request.headers);
          const check = await options.apiKeys.check(request);
          if (check.kind === 'refused') {
            if (check.code === 'UPSTREAM_UNAVAILABLE')
              throw new GraphQLError(protectionMessages.serviceTemporarilyUnavailable(locale), {
                extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 503 } },
              });
            const message =
              check.code === 'API_KEY_INVALID'
                ? protectionMessages.apiKeyInvalid(locale)
                : protectionMessages.apiAccessRequired(locale);
            throw new GraphQLError(message, {
              extensions: {
                code: check.code,
                http: {
                  status: check.code === 'API_KEY_INVALID' ? 401 : 403,
                  headers: { 'www-authenticate': 'Bearer realm="rasad"' },
                },
              },
            });
          }
          if (check.kind === 'holder' || options.openQueries) return;
          const batch: (GraphQLParams | null)[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          if (batch.some((params) => typeof params?.query === 'string')) {
            throw new GraphQLError(protectionMessages.adHocQueryNeedsApiKey(locale), {
              extensions: { code: 'PERSISTED_OPERATIONS_ONLY', http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}
