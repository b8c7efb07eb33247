import type { Plugin } from 'graphql-yoga';
import { localeOf } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';
import { refusalResponse } from './gateway-refusal.ts';

/** The header every POST must carry: a cross-site form cannot set it, and a cross-site fetch that does is preflighted (and refused by CORS). */
export const clientHeader = 'x-rasad-client';

/**
 * The media types of a GraphQL POST's body that Yoga reads (JSON); forms and multipart bodies run nothing. Any other
 * type (`application/graphql-response+json` names an answer, not a request) is refused here in the caller's language,
 * where Yoga would answer 415 with an empty body.
 */
const acceptedMediaTypes = new Set(['application/json', 'application/graphql+json']);

/**
 * Closes cross-site request forgery before anything is parsed: a POST runs only with a JSON body and
 * the client header (sign-in included). GET runs queries only (Yoga refuses mutations over GET).
 */
export function useCsrfProtection(options: { requireClientHeader: boolean }): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const locale = localeOf(request.headers);
      const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!acceptedMediaTypes.has(mediaType)) {
        endResponse(
          refusalResponse(
            fetchAPI,
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            protectionMessages.unsupportedMediaType(locale),
            {
              accept: 'application/json',
            },
          ),
        );
        return;
      }
      if (options.requireClientHeader && !request.headers.get(clientHeader)) {
        endResponse(
          refusalResponse(
            fetchAPI,
            403,
            'CSRF_HEADER_MISSING',
            protectionMessages.csrfHeaderMissing(clientHeader, locale),
          ),
        );
      }
    },
  };
}
