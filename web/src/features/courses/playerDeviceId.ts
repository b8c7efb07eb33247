import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
import type { ServerLoaderContext } from '@rasad/contracts/server-page.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { readPersistedAuth } from '../../shared/auth/persistedAuth.ts';

const storageKey = 'rasad.courses.deviceId';
/** The same id in a cookie, so that the server drawing a course page for this browser asks with it. */
const deviceCookie = 'rasad_device';
const twoYearsInSeconds = 2 * 365 * 24 * 60 * 60;

function deviceCookieHeader(id: string): string {
  return `${deviceCookie}=${id}; Max-Age=${twoYearsInSeconds}; Path=/; SameSite=Lax`;
}

/**
 * A random id this browser keeps, so a course's device limit counts it once: the one it kept before, else the one
 * the server gave it with a course page, else a new one.
 */
export function playerDeviceId(): string {
  const kept = window.localStorage.getItem(storageKey);
  const inCookie = parseCookieHeader(document.cookie).get(deviceCookie);
  const id = kept ?? inCookie ?? crypto.randomUUID();
  if (kept === null) window.localStorage.setItem(storageKey, id);
  if (inCookie !== id) document.cookie = deviceCookieHeader(id);
  return id;
}

/**
 * The device a course page is asked for: this browser's in the browser. On the server, the one in the request's
 * cookie; a visitor without one is given one with the page (a visitor's plays count against no device limit, and
 * the id is theirs from then on); a signed-in reader without one (an id kept only in the browser) cannot be asked
 * for here, so the app draws that page.
 */
export function playerDeviceIdFor({ request, context }: LoaderFunctionArgs): string {
  if (globalThis.document) return playerDeviceId();
  const cookies = request.headers.get('cookie') ?? '';
  const kept = parseCookieHeader(cookies).get(deviceCookie);
  if (kept) return kept;
  if (readPersistedAuth(cookies) !== null)
    throw new Error('the reader’s device is known only to their browser');
  const id = crypto.randomUUID();
  (context as ServerLoaderContext).setCookie(deviceCookieHeader(id));
  return id;
}
