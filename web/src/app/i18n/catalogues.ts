import { accountsMessagesEnUS } from '../../features/accounts/messages.en-US.ts';
import { accountsMessagesFaIR } from '../../features/accounts/messages.fa-IR.ts';
import { businessMessagesEnUS } from '../../features/business/messages.en-US.ts';
import { businessMessagesFaIR } from '../../features/business/messages.fa-IR.ts';
import { companiesMessagesEnUS } from '../../features/companies/messages.en-US.ts';
import { companiesMessagesFaIR } from '../../features/companies/messages.fa-IR.ts';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { messagesIn } from '@rasad/contracts/localised-messages.ts';
import { ruleMessages } from '@rasad/contracts/rules/rule-messages.ts';
import { coursesEnUSMessages } from '../../features/courses/messages.en-US.ts';
import { commerceMessagesEnUS } from '../../features/commerce/messages.en-US.ts';
import { commerceMessagesFaIR } from '../../features/commerce/messages.fa-IR.ts';
import { creditsMessagesEnUS } from '../../features/credits/messages.en-US.ts';
import { creditsMessagesFaIR } from '../../features/credits/messages.fa-IR.ts';
import { forumMessagesEnUS } from '../../features/forum/messages.en-US.ts';
import { forumMessagesFaIR } from '../../features/forum/messages.fa-IR.ts';
import { coursesFaIRMessages } from '../../features/courses/messages.fa-IR.ts';
import { enUSMessages } from './messages.en-US.ts';
import { faIRMessages } from './messages.fa-IR.ts';

/** A feature's own texts, kept beside the feature; every key must exist in both languages. */
export type FeatureMessages = Record<AppLocale, Record<string, string>>;

/**
 * Every feature's messages, registered here once. The shell and site texts live in this folder;
 * later features add their file beside their code and one line to this list. The app itself loads
 * only the current language's texts (`loadCatalogue.ts`, which finds the same files by name); these
 * eager catalogues serve the tests, which check both agree.
 */
export const featureMessages: FeatureMessages[] = [
  { 'fa-IR': faIRMessages, 'en-US': enUSMessages },
  { 'fa-IR': messagesIn(ruleMessages, 'fa-IR'), 'en-US': messagesIn(ruleMessages, 'en-US') },
  { 'fa-IR': coursesFaIRMessages, 'en-US': coursesEnUSMessages },
  { 'fa-IR': businessMessagesFaIR, 'en-US': businessMessagesEnUS },
  { 'fa-IR': accountsMessagesFaIR, 'en-US': accountsMessagesEnUS },
  { 'fa-IR': creditsMessagesFaIR, 'en-US': creditsMessagesEnUS },
  { 'fa-IR': forumMessagesFaIR, 'en-US': forumMessagesEnUS },
  { 'fa-IR': commerceMessagesFaIR, 'en-US': commerceMessagesEnUS },
  { 'fa-IR': companiesMessagesFaIR, 'en-US': companiesMessagesEnUS },
];

function merged(locale: AppLocale): Record<string, string> {
  return Object.assign({}, ...featureMessages.map((messages) => messages[locale])) as Record<string, string>;
}

export const catalogues: Record<AppLocale, Record<string, string>> = {
  'fa-IR': merged('fa-IR'),
  'en-US': merged('en-US'),
};
