import type { MessageLocale } from '@rasad/contracts/localised-messages.ts';

export {
  englishPathPrefix,
  localeFromPath,
  localisedPath,
  pathWithoutLocale,
} from '@rasad/contracts/site-locale-paths.ts';

/** The two languages of the site. Persian is the default; English lives under `/en-US`. */
export type AppLocale = MessageLocale;

export function textDirection(locale: AppLocale): 'rtl' | 'ltr' {
  return locale === 'fa-IR' ? 'rtl' : 'ltr';
}

export function htmlLanguage(locale: AppLocale): string {
  return locale === 'fa-IR' ? 'fa' : 'en';
}
