import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year unasked. */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
/** The pages (the shells per language) and unhashed files: kept, but checked with the server on every use. */
export const pageCacheControl = 'no-cache';

const englishPrefix = '/en-US';

/** A path the app routes in the browser (no file extension in its last segment), as opposed to a file. */
function isPagePath(pathname: string): boolean {
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * The built web app: the build's brotli and gzip copies sent with `Content-Encoding` to browsers that accept them,
 * hashed assets cached for good and pages revalidated; page paths fall back to the prerendered shell of their
 * language (`/en-US/…` to `en-US/index.html` when the build made one, everything else to `index.html`), and the
 * home page (`/`, `/en-US`) to its own (`home.html`, `en-US/home.html`), which paints its headline.
 */
export function createWebAppServer(webDistDirectory: string) {
  const hasEnglishShell = existsSync(path.join(webDistDirectory, 'en-US', 'index.html'));
  const hasHomeShells =
    existsSync(path.join(webDistDirectory, 'home.html')) &&
    existsSync(path.join(webDistDirectory, 'en-US', 'home.html'));
  const serve = sirv(webDistDirectory, {
    single: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (response, pathname) => {
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? hashedAssetCacheControl : pageCacheControl,
      );
    },
  });
  return function serveWebApp(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const english = pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`);
    if (hasHomeShells && (pathname === '/' || pathname === englishPrefix || pathname === `${englishPrefix}/`))
      request.url = english ? `${englishPrefix}/home.html` : '/home.html';
    else if (english && hasEnglishShell && isPagePath(pathname)) request.url = `${englishPrefix}/index.html`;
    serve(request, response, next);
  };
}
