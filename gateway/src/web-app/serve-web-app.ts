import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { inlinedAnswersHtml, type InlinedAnswer } from '@rasad/contracts/inlined-answers.ts';
import {
  pageSlotMarkers,
  serverDrawnAttribute,
  type IsAppPage,
  type RenderServerPage,
} from '@rasad/contracts/server-page.ts';
import { englishPathPrefix, localeFromPath, pathWithoutLocale } from '@rasad/contracts/site-locale-paths.ts';
import sirv from 'sirv';
import { askShellQuery, type AsReader } from './reader-graphql.ts';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year unasked. */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
/** The pages (the shells per language) and unhashed files: kept, but checked with the server on every use. */
export const pageCacheControl = 'no-cache';
/** A page holding answers for its reader (who is signed in, their package): for that browser only, never shared. */
export const personalPageCacheControl = 'private, no-cache';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
// Compressed for each request at a fast level: a shell is about 9 kB, a page drawn on the server 50–130 kB.
const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** A path the app routes in the browser (no file extension in its last segment), as opposed to a file. */
function isPagePath(pathname: string): boolean {
  return !/\.[A-Za-z0-9]+$/.test(pathname) && !pathname.startsWith('/assets/');
}

/** What a page is sent with besides the build's shell: its answers, and the page drawn on the server where it can be. */
export interface PageContent {
  asReader: AsReader;
  shellOperationId: string;
  /** The web build's server renderer (web/dist-server), when built. */
  renderServerPage?: RenderServerPage | undefined;
  /** Whether the app has a page at a path (from the same build); the others are sent with status 404. */
  isAppPage?: IsAppPage | undefined;
}

/**
 * Until the app draws over the drawn page, its links are plain links (a tap opens the page, drawn too), and screen
 * readers read it; its controls take no tap: a button would do nothing, and what is typed into a field or a video
 * started would be gone when the app's own replace them.
 */
const untilTheAppDrawsOver = `<style>main[${serverDrawnAttribute}] :is(button,input,select,textarea,label,video){pointer-events:none}</style>`;

/** The page with the drawn page in place of the skeleton, its styles in the head and the answers before `</body>`. */
function composePage(
  shell: string,
  answers: readonly InlinedAnswer[],
  drawn: { html: string; styles: string } | null,
): string | null {
  const closing = shell.lastIndexOf('</body>');
  if (closing < 0) return null;
  const page = `${shell.slice(0, closing)}${inlinedAnswersHtml(answers)}${shell.slice(closing)}`;
  const start = page.indexOf(pageSlotMarkers.start);
  const end = page.indexOf(pageSlotMarkers.end);
  if (!drawn || start < 0 || end < start) return page;
  const withPage = `${page.slice(0, start)}<main ${serverDrawnAttribute} aria-busy="true">${drawn.html}</main>${page.slice(end + pageSlotMarkers.end.length)}`;
  return withPage.replace('</head>', `${drawn.styles}${untilTheAppDrawsOver}</head>`);
}

/**
 * The built web app: the build's brotli and gzip copies sent with `Content-Encoding` to browsers that accept them,
 * hashed assets cached for good and pages revalidated; page paths fall back to the prerendered shell of their
 * language (`/en-US/…` to `en-US/index.html` when the build made one, everything else to `index.html`), and the
 * home page (`/`, `/en-US`) to its own (`home.html`, `en-US/home.html`), which paints its headline. Given page
 * content, a page is sent with the answer to the app's shell query written into it (one GraphQL request fewer) and,
 * for the pages the server draws (search results, a company, a course), with the page itself in place of the skeleton.
 */
export function createWebAppServer(webDistDirectory: string, content?: PageContent) {
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

  /** The page with its content written in, or null to send the built file as it is. */
  async function pageWithContent(request: IncomingMessage, pathname: string, file: string, english: boolean) {
    if (!content || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
    const locale = english ? 'en-US' : 'fa-IR';
    const reader = content.asReader(request, locale);
    const [shell, shellAnswer] = await Promise.all([
      readFile(path.join(webDistDirectory, file), 'utf8').catch(() => null),
      askShellQuery(reader.fetch, content.shellOperationId),
    ]);
    if (shell == null || shellAnswer == null) return null;
    const drawn =
      (await content
        .renderServerPage?.({
          address: request.url ?? '/',
          locale,
          cookies: request.headers.cookie ?? '',
          fetch: reader.fetch,
          answered: [shellAnswer],
        })
        .catch(() => null)) ?? null;
    const html = composePage(shell, [shellAnswer, ...(drawn?.answers ?? [])], drawn);
    const notFound = drawn?.notFound === true || content.isAppPage?.(pathname) === false;
    return html == null
      ? null
      : {
          html,
          status: notFound ? 404 : 200,
          setCookies: [...reader.setCookies(), ...(drawn?.setCookies ?? [])],
        };
  }

  async function sendPage(
    request: IncomingMessage,
    response: ServerResponse,
    { html, status, setCookies }: { html: string; status: number; setCookies: string[] },
  ) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body =
      encoding === 'br'
        ? await compressBrotli(html, brotliOptions)
        : encoding === 'gzip'
          ? await compressGzip(html)
          : Buffer.from(html);
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/html;charset=utf-8');
    response.setHeader('Cache-Control', personalPageCacheControl);
    response.setHeader('Vary', 'Accept-Encoding, Cookie');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    if (setCookies.length > 0) response.setHeader('Set-Cookie', setCookies);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return async function serveWebApp(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const english = localeFromPath(pathname) === 'en-US';
    let page: string | null = null;
    if (hasHomeShells && pathWithoutLocale(pathname) === '/')
      page = english ? `${englishPathPrefix}/home.html` : '/home.html';
    else if (english && hasEnglishShell && isPagePath(pathname)) page = `${englishPathPrefix}/index.html`;
    else if (isPagePath(pathname)) page = '/index.html';
    const answered = page ? await pageWithContent(request, pathname, page, english) : null;
    if (answered) return sendPage(request, response, answered);
    if (page && page !== '/index.html') request.url = page;
    serve(request, response, next);
  };
}
