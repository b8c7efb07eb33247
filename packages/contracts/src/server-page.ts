import type { InlinedAnswer } from './inlined-answers.ts';
import type { MessageLocale } from './localised-messages.ts';

/** What the gateway hands the web app's server renderer (web/src/server/renderServerPage.tsx) for one page. */
export interface ServerPageRequest {
  /** The address asked for: its path and query, e.g. `/company/…` or `/en-US/search?q=…`. */
  address: string;
  locale: MessageLocale;
  /** The page request's Cookie header (its reader's theme). */
  cookies: string;
  /** Runs a request to /graphql in the gateway as the page's reader would (the body as the app posts it). */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Answers the gateway already has for this page (the shell's), which the renderer uses instead of asking. */
  answered: readonly InlinedAnswer[];
}

/** A page drawn on the server: its markup, the styles that markup uses, and the answers it was drawn from. */
export interface ServerPage {
  html: string;
  styles: string;
  answers: InlinedAnswer[];
  /** Cookies the page gives its reader (`Set-Cookie` values), such as the device id a course page was asked with. */
  setCookies: string[];
  /** The page of something that is not there (a company or course id that names none): sent with status 404. */
  notFound: boolean;
}

/** The `context` a route's variables get on the server (in the browser they get none). */
export interface ServerLoaderContext {
  setCookie: (header: string) => void;
}

/** Null when the address is not a page the server draws, or its data could not be had whole. */
export type RenderServerPage = (request: ServerPageRequest) => Promise<ServerPage | null>;

/**
 * Whether the app has a page at this path (`/company/…`, `/en-US/pricing`), as opposed to its page for every other
 * address: the gateway sends that one with status 404, so a search engine or a link checker knows it for what it is.
 */
export type IsAppPage = (pathname: string) => boolean;

/**
 * Loads the code of every page the server draws and the messages of both languages: without it, the first reader of
 * each kind of page after a start waited for that page's code to load (about 90 ms of a company page's 110 ms cold).
 */
export type WarmServerPages = () => Promise<void>;

/** Where the prerendered shell's page area (its skeleton) lies: the gateway puts a page drawn on the server there. */
export const pageSlotMarkers = { start: '<!--page-->', end: '<!--/page-->' } as const;

/** Marks the page area of a page drawn on the server: the app draws over it once the page's data is in. */
export const serverDrawnAttribute = 'data-server-drawn';
