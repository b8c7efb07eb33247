import type { AppLocale } from '../../shared/locale/locales.ts';
import { enUSMessages } from './messages.en-US.ts';
import { faIRMessages } from './messages.fa-IR.ts';

/** A feature's own texts, kept beside the feature; every key must exist in both languages. */
export type FeatureMessages = Record<AppLocale, Record<string, string>>;

/**
 * Every feature's messages, registered here once. The shell and site texts live in this folder;
 * later features add their file beside their code and one line to this list.
 */
export const featureMessages: FeatureMessages[] = [{ 'fa-IR': faIRMessages, 'en-US': enUSMessages }];

function merged(locale: AppLocale): Record<string, string> {
  return Object.assign({}, ...featureMessages.map((messages) => messages[locale])) as Record<string, string>;
}

export const catalogues: Record<AppLocale, Record<string, string>> = {
  'fa-IR': merged('fa-IR'),
  'en-US': merged('en-US'),
};
