import type { Locale } from './request-locale.ts';

/** A text written in both languages; Persian is the primary one. */
export interface LocalisedText {
  fa: string;
  en: string;
}

export function localise(text: LocalisedText, locale: Locale): string {
  return locale === 'en-US' ? text.en : text.fa;
}
