import type { MessageLocale } from './localised-messages.ts';

/** Persian is the site's default language, at its paths as they are; English lives under this prefix. */
export const englishPathPrefix = '/en-US';

/** The language a site path is in: `/en-US` and below are English, every other path Persian. */
export function localeFromPath(pathname: string): MessageLocale {
  return pathname === englishPathPrefix || pathname.startsWith(`${englishPathPrefix}/`) ? 'en-US' : 'fa-IR';
}

/** The locale-free part of a path: `/en-US/pricing` → `/pricing`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'fa-IR') return pathname;
  const rest = pathname.slice(englishPathPrefix.length);
  return rest === '' ? '/' : rest;
}

/** A site path (`/pricing`) in the given language (`/en-US/pricing` in English). */
export function localisedPath(locale: MessageLocale, path: string): string {
  if (locale === 'fa-IR') return path;
  return path === '/' ? englishPathPrefix : `${englishPathPrefix}${path}`;
}
