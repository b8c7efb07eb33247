import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'undici';
import { signedInCookies } from '../shared/auth/auth-cookies.ts';
import { GatewaySession } from '../shared/auth/gateway-session.ts';
import type { RefreshCoordinator } from '../shared/auth/refresh-coordinator.ts';
import { isSecureConnection } from '../shared/plugins/use-gateway-context.ts';
import { gatewayMessage, localeOf, type GatewayMessageKey } from '../shared/gateway-messages.ts';

/**
 * Files of the courses service the browser fetches from the site's own origin, so that service need not be
 * reachable: lesson clips (signed paths from `POST /api/Media/Grant`), certificate PDFs (public, as anyone may
 * verify a certificate) and official invoices.
 */
const siteFiles: {
  /** The paths this proxy answers; one that does not match `site` gets the 404 `notFound`. */
  claims: RegExp;
  site: RegExp;
  upstream: (match: RegExpExecArray) => string;
  notFound: GatewayMessageKey;
}[] = [
  {
    claims: /^\/media\//,
    site: /^\/media\/([A-Za-z0-9._-]{1,100})(\?[^#]*)?$/,
    upstream: (match) => `/api/Media/${match[1]}${match[2] ?? ''}`,
    notFound: 'error.mediaNotFound',
  },
  // A PDF's query (a link's `?download=1`) changes nothing: the file is the same.
  {
    claims: /^\/certificates\/[^/?]+\.pdf(\?|$)/,
    site: /^\/certificates\/([A-Za-z0-9-]{1,40})\.pdf(\?[^#]*)?$/,
    upstream: (match) => `/api/Certificates/${match[1]}/Pdf`,
    notFound: 'error.certificateNotFound',
  },
  // Official invoices are the buyer's own: the access-token cookie goes along and the service answers 404 to anyone else.
  {
    claims: /^\/invoices\/[^/?]+\.pdf(\?|$)/,
    site: /^\/invoices\/([0-9a-f-]{36})\.pdf(\?[^#]*)?$/,
    upstream: (match) => `/v2/AfterPay/GetPdfInvoice?id=${match[1]}`,
    notFound: 'error.invoiceNotFound',
  },
];

/** Whether a request path is one of those files (a malformed one is refused by the proxy rather than served the app). */
export function isCoursesFileRequest(url: string): boolean {
  return siteFiles.some(({ claims }) => claims.test(url));
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
export function createCoursesFileProxy(
  coursesPool: Pool,
  sessions: { refreshCoordinator: RefreshCoordinator; secureCookies?: boolean | undefined },
) {
  return async function proxyCoursesFile(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') });
    const locale = localeOf(headers);
    const fail = (status: 404 | 405, message: string): void => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code: status === 405 ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND', message }));
    };
    const url = request.url ?? '';
    const file = siteFiles.find(({ claims }) => claims.test(url));
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return fail(405, gatewayMessage('error.fileReadOnly', locale));
    const match = file?.site.exec(url);
    if (!file || !match) return fail(404, gatewayMessage(file?.notFound ?? 'error.notFound', locale));
    const upstreamPath = file.upstream(match);
    const cookieHeaders = new Headers({ cookie: request.headers.cookie ?? '' });
    const session = new GatewaySession(cookieHeaders, sessions.refreshCoordinator, locale);
    const upstreamHeaders: Record<string, string> = { 'accept-language': locale };
    if (request.headers.range) upstreamHeaders.range = request.headers.range;
    const abort = new AbortController();
    // A player that seeks drops its request; the upstream read must stop with it.
    response.on('close', () => abort.abort());
    const method = request.method;
    const ask = (accessToken: string | null) =>
      coursesPool.request({
        method,
        path: upstreamPath,
        headers: accessToken
          ? { ...upstreamHeaders, authorization: `Bearer ${accessToken}` }
          : upstreamHeaders,
        signal: abort.signal,
        // A paused player stops reading and the clip's stream idles; it ends when the browser drops it (above).
        bodyTimeout: 0,
      });
    try {
      let upstream = await ask(session.accessToken);
      // An access token lasts minutes: a receipt left open (its invoice link) or a long lesson outlives it. Refreshed
      // as /graphql does (once, shared with the gateway's other requests), the file is asked for again.
      if (upstream.statusCode === 401 && session.accessToken !== null && session.refreshToken !== null) {
        const renewed = await session.refreshAfterRejection(session.accessToken);
        if (renewed !== null) {
          await upstream.body.dump();
          upstream = await ask(renewed);
        }
      }
      const outgoing: Record<string, string | string[]> = {};
      if (session.issued) {
        // The gateway's own server speaks plain HTTP; a trusted proxy in front may say the browser used HTTPS.
        const forwardedProto = request.headers['x-forwarded-proto'];
        const secure =
          sessions.secureCookies ??
          isSecureConnection(
            'http:',
            typeof forwardedProto === 'string' ? forwardedProto : null,
            request.socket.remoteAddress,
          );
        outgoing['set-cookie'] = signedInCookies(session.issued.tokens, session.issued.persisted, secure);
      }
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
