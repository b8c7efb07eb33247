import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
import { isThemeName, themeCookieName } from './themes.ts';
import type { ThemeName } from './themes.ts';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/** The theme the visitor chose last time, or the default light preset. */
export function readThemeCookie(cookies: string = document.cookie): ThemeName {
  const value = parseCookieHeader(cookies).get(themeCookieName);
  return isThemeName(value) ? value : 'default';
}

export function writeThemeCookie(theme: ThemeName): void {
  document.cookie = `${themeCookieName}=${theme}; Max-Age=${oneYearInSeconds}; Path=/; SameSite=Lax`;
}
