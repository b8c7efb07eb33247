import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'undici';
import { accessTokenCookieOf } from '../shared/auth/auth-cookies.ts';
import { gatewayMessage, localeOf } from '../shared/gateway-messages.ts';
import { databaseIdOf } from '../shared/relay/global-id.ts';

const filePath = /^\/company-files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const uploadPath = /^\/company-files\?company=([A-Za-z0-9_-]{1,60})&kind=(logo|pictures)$/;

/** The header the web app sends with an upload; a form on another site cannot send it without the browser asking first. */
export const companyUploadHeader = 'x-rasad-upload';

/** Anything larger is refused before it is read (the business service's own limit is 2 MB). */
const maxUploadBytes = 8 * 1024 * 1024;

/** Whether a request is for a company image or an upload of one. */
export function isCompanyFileRequest(url: string): boolean {
  return url.startsWith('/company-files/') || url.startsWith('/company-files?');
}

/** Where the browser loads a company image: the site's own origin. */
export function siteCompanyFileUrl(fileId: string): string {
  return `/company-files/${fileId}`;
}

const forwardedResponseHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'x-content-type-options',
] as const;

/**
 * Company images on the site's origin (GET /company-files/{id}, from the business service's
 * `/v2/Companies/Files/{id}`) and their upload (POST /company-files?company={Company global ID}&kind=logo|pictures with the raw
 * image as the body, to `/api/Appsmith/AUploadFile`), carrying the signed-in user's access-token cookie.
 */
export function createCompanyFileProxy(businessPool: Pool) {
  return async function proxyCompanyFile(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') });
    const locale = localeOf(headers);
    const fail = (status: number, code: string, message: string): void => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code, message }));
    };
    const url = request.url ?? '';
    const file = filePath.exec(url);
    const upload = uploadPath.exec(url);
    let upstreamPath: string;
    const upstreamHeaders: Record<string, string> = { 'accept-language': locale };
    if (file && (request.method === 'GET' || request.method === 'HEAD')) {
      upstreamPath = `/v2/Companies/Files/${file[1]}`;
    } else if (upload && request.method === 'POST') {
      if (request.headers[companyUploadHeader] !== '1')
        return fail(403, 'FORBIDDEN', gatewayMessage('companyFile.forbidden', locale));
      if (Number(request.headers['content-length'] ?? 0) > maxUploadBytes)
        return fail(413, 'TOO_LARGE', gatewayMessage('companyFile.tooLarge', locale));
      const accessToken = accessTokenCookieOf(request.headers.cookie);
      if (!accessToken) return fail(401, 'UNAUTHENTICATED', gatewayMessage('error.signInRequired', locale));
      upstreamHeaders.authorization = `Bearer ${accessToken}`;
      upstreamHeaders['content-type'] = 'application/octet-stream';
      const companyId = databaseIdOf(upload[1]!, 'Company');
      if (companyId === null) return fail(404, 'NOT_FOUND', gatewayMessage('companyFile.notFound', locale));
      upstreamPath = `/api/Appsmith/AUploadFile?path=${encodeURIComponent(`companies/${companyId}/${upload[2]}`)}`;
    } else {
      return fail(404, 'NOT_FOUND', gatewayMessage('companyFile.notFound', locale));
    }
    try {
      const upstream = await businessPool.request({
        method: request.method as 'GET' | 'HEAD' | 'POST',
        path: upstreamPath,
        headers: upstreamHeaders,
        ...(request.method === 'POST' ? { body: request } : {}),
      });
      const outgoing: Record<string, string> = {};
      for (const name of forwardedResponseHeaders) {
        const value = upstream.headers[name];
        if (typeof value === 'string') outgoing[name] = value;
      }
      response.writeHead(upstream.statusCode, outgoing);
      await pipeline(upstream.body, response);
    } catch (error) {
      console.error('company file proxy failed', error);
      if (response.headersSent) return void response.destroy();
      fail(502, 'UPSTREAM_UNAVAILABLE', gatewayMessage('error.upstreamUnavailable', locale));
    }
  };
}
