import type { Socket } from 'node:net';
import { serviceMessages } from './service-messages/service-messages.ts';
import type { MessageLocale } from './localised-messages.ts';

/**
 * Requests Node's HTTP parser refuses before any handler sees them (a request line or headers over `maxHeaderSize`,
 * a malformed request, headers that never finish): Node would answer them with a bare status line and no body, in no
 * language. The gateway and every service answer them instead, in the platform's error shape of each and in the
 * caller's language, from these few facts.
 */
export interface ClientErrorAnswer {
  status: 400 | 408 | 413 | 431;
  code: 'BAD_REQUEST' | 'REQUEST_TIMEOUT' | 'REQUEST_ENTITY_TOO_LARGE' | 'REQUEST_HEADER_FIELDS_TOO_LARGE';
  message: string;
  locale: MessageLocale;
}

const reasons: Record<ClientErrorAnswer['status'], string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * The caller's language, read from what arrived of the request (the parser hands it over as `rawPacket`): English
 * when its Accept-Language starts with `en`, as everywhere else, Persian otherwise.
 */
function localeOfRawRequest(rawPacket: unknown): MessageLocale {
  if (!Buffer.isBuffer(rawPacket)) return 'fa-IR';
  // Only the start is read: a header section over the limit is tens of kilobytes.
  const head = rawPacket.subarray(0, 64 * 1024).toString('latin1');
  return /\r?\naccept-language:[ \t]*en\b/i.test(head) ? 'en-US' : 'fa-IR';
}

/** What to answer a request the HTTP parser refused with `error` (the `clientError` event's). */
export function clientErrorAnswer(error: Error & { code?: string; rawPacket?: unknown }): ClientErrorAnswer {
  const locale = localeOfRawRequest(error.rawPacket);
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: serviceMessages['request.headersTooLarge'][locale],
      locale,
    };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      code: 'REQUEST_TIMEOUT',
      message: serviceMessages['request.timeout'][locale],
      locale,
    };
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW')
    return {
      status: 413,
      code: 'REQUEST_ENTITY_TOO_LARGE',
      message: serviceMessages['request.tooLarge'][locale],
      locale,
    };
  return { status: 400, code: 'BAD_REQUEST', message: serviceMessages['request.malformed'][locale], locale };
}

/**
 * Writes `body` (JSON) as the answer to a refused request and closes the connection, as Node would have with its
 * bare status line; a socket already closed or mid-answer is only destroyed.
 */
export function writeClientError(socket: Socket, status: ClientErrorAnswer['status'], body: string): void {
  const writable = socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage;
  if (!writable) {
    socket.destroy();
    return;
  }
  const bytes = Buffer.from(body, 'utf8');
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${bytes.length}\r\n` +
      'Connection: close\r\n\r\n' +
      bytes.toString('latin1'),
    'latin1',
  );
}
