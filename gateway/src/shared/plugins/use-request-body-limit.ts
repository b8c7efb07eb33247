import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { localeOf, type Locale } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';

/** Yoga's own default for `maxRequestBodySize`. */
export const maximumRequestBodyBytes = 25_000_000;

const tooLarge = (locale: Locale) =>
  new GraphQLError(protectionMessages.requestTooLarge(locale), {
    extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
  });

/** Only one non-negative integer is a valid Content-Length (several joined by commas is a smuggling attempt). */
const validContentLength = /^\d+$/;

/**
 * Yoga's request-body limit (`maxRequestBodySize`, turned off where this is used), without its cost on
 * almost every request: Yoga pipes each body through a TransformStream that counts its bytes, and
 * builds a second Request around it. A body with a Content-Length cannot be longer than that (Node's
 * HTTP parser reads exactly that many bytes), so the header alone is checked; only a body without one
 * (chunked) is counted as it arrives.
 */
export function useRequestBodyLimit(limit = maximumRequestBodyBytes): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const locale = localeOf(request.headers);
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!validContentLength.test(contentLength))
          throw new GraphQLError(protectionMessages.invalidContentLength(locale), {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        if (Number(contentLength) > limit) throw tooLarge(locale);
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((unlimited) => {
        let bytesRead = 0;
        // A native body stream does not pipe into the ponyfill's TransformStream (graphql-yoga#4583).
        const Transform =
          unlimited.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        const counted = unlimited.body!.pipeThrough(
          new Transform<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              bytesRead += chunk.byteLength;
              if (bytesRead > limit) controller.error(tooLarge(locale));
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(unlimited.url, {
            method: unlimited.method,
            headers: unlimited.headers,
            signal: unlimited.signal,
            body: counted,
            duplex: 'half',
          } as RequestInit),
        );
      });
    },
  };
}
