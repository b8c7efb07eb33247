import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'undici';
import { authCookieNames } from '../shared/auth/auth-cookies.ts';
import { gatewayMessage, localeOf } from '../shared/gateway-messages.ts';

/**
 * Files of the courses service the browser fetches from the site's own origin, so that service need not be
 * reachable: lesson clips (signed paths from `POST /api/Media/Grant`) and certificate PDFs (public, as anyone may
 * verify a certificate).
 */
const siteFiles = [
  {
    site: /^\/media\/([A-Za-z0-9._-]{1,100})(\?[^#]*)?$/,
    upstream: (match: RegExpExecArray) => `/api/Media/${match[1]}${match[2] ?? ''}`,
  },
  {
    site: /^\/certificates\/([A-Za-z0-9-]{1,40})\.pdf$/,
    upstream: (match: RegExpExecArray) => `/api/Certificates/${match[1]}/Pdf`,
  },
  // Official invoices are the buyer's own: the access-token cookie goes along and the service answers 404 to anyone else.
  {
    site: /^\/invoices\/([0-9a-f-]{36})\.pdf$/,
    upstream: (match: RegExpExecArray) => `/v2/AfterPay/GetPdfInvoice?id=${match[1]}`,
  },
];

function upstreamPathOf(url: string): string | null {
  for (const { site, upstream } of siteFiles) {
    const match = site.exec(url);
    if (match) return upstream(match);
  }
  return null;
}

/** Whether a request path is one of those files (a malformed one is refused by the proxy rather than served the app). */
export function isCoursesFileRequest(url: string): boolean {
  return url.startsWith('/media/') || /^\/(certificates|invoices)\/[^/?]+\.pdf$/.test(url);
}

/** The courses service's signed clip path as the browser should fetch it from the gateway. */
export function siteMediaUrl(servicePath: string): string {
  return servicePath.replace(/^\/api\/Media\//, '/media/');
}

/** Where the browser downloads a certificate's PDF. */
export function siteCertificatePdfUrl(code: string): string {
  return `/certificates/${encodeURIComponent(code)}.pdf`;
}

const forwardedResponseHeaders = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'content-disposition',
] as const;

/**
 * Streams one of those files from the courses service: the Range header goes up and the 200/206 answer comes back as
 * it arrives, never buffered whole. The caller's session (the access-token cookie the <video> element sends) goes
 * along, because a clip's link plays only for the learner it was handed to.
 */
export function createCoursesFileProxy(coursesPool: Pool) {
  return async function proxyCoursesFile(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') });
    const locale = localeOf(headers);
    const fail = (status: 404 | 405, message: string): void => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code: status === 405 ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND', message }));
    };
    const upstreamPath = upstreamPathOf(request.url ?? '');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return fail(405, gatewayMessage('error.mediaNotFound', locale));
    if (!upstreamPath) return fail(404, gatewayMessage('error.mediaNotFound', locale));
    const accessToken = parseCookieHeader(request.headers.cookie ?? null).get(authCookieNames.accessToken);
    const upstreamHeaders: Record<string, string> = { 'accept-language': locale };
    if (request.headers.range) upstreamHeaders.range = request.headers.range;
    if (accessToken) upstreamHeaders.authorization = `Bearer ${accessToken}`;
    const abort = new AbortController();
    // A player that seeks drops its request; the upstream read must stop with it.
    response.on('close', () => abort.abort());
    try {
      const upstream = await coursesPool.request({
        method: request.method,
        path: upstreamPath,
        headers: upstreamHeaders,
        signal: abort.signal,
        // A paused player stops reading and the clip's stream idles; it ends when the browser drops it (above).
        bodyTimeout: 0,
      });
      const outgoing: Record<string, string> = {};
      for (const name of forwardedResponseHeaders) {
        const value = upstream.headers[name];
        if (typeof value === 'string') outgoing[name] = value;
      }
      response.writeHead(upstream.statusCode, outgoing);
      await pipeline(upstream.body, response);
    } catch (error) {
      if (abort.signal.aborted) return;
      console.error('courses file proxy failed', error);
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          code: 'UPSTREAM_UNAVAILABLE',
          message: gatewayMessage('error.upstreamUnavailable', locale),
        }),
      );
    }
  };
}
