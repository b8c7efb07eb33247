/** The two languages of the site. Persian is the default; English lives under `/en-US`. */
export type AppLocale = 'fa-IR' | 'en-US';

export const englishPathPrefix = '/en-US';

export function localeFromPath(pathname: string): AppLocale {
  return pathname === englishPathPrefix || pathname.startsWith(`${englishPathPrefix}/`) ? 'en-US' : 'fa-IR';
}

export function textDirection(locale: AppLocale): 'rtl' | 'ltr' {
  return locale === 'fa-IR' ? 'rtl' : 'ltr';
}

export function htmlLanguage(locale: AppLocale): string {
  return locale === 'fa-IR' ? 'fa' : 'en';
}

/** The locale-free part of a path: `/en-US/pricing` → `/pricing`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'fa-IR') return pathname;
  const rest = pathname.slice(englishPathPrefix.length);
  return rest === '' ? '/' : rest;
}

/** A site path (`/pricing`) in the given locale (`/en-US/pricing` in English). */
export function localisedPath(locale: AppLocale, path: string): string {
  if (locale === 'fa-IR') return path;
  return path === '/' ? englishPathPrefix : `${englishPathPrefix}${path}`;
}
