import { useCallback } from 'react';
import { localisedPath } from './locales.ts';
import { useLocale } from './useLocale.ts';

/** Turns a site path (`/pricing`) into the current language's path (`/en-US/pricing` in English). */
export function useLocalisedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localisedPath(locale, path), [locale]);
}
