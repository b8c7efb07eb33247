import { messagesIn } from '@rasad/contracts/localised-messages.ts';
import { ruleMessages } from '@rasad/contracts/rules/rule-messages.ts';
import { mergeMessageModules } from './mergeMessageModules.ts';

/**
 * Every English text of the app in one chunk of its own, loaded only for English pages: the shell's file beside this
 * one and every feature's `messages.en-US.ts`, found by name (a new feature's file is included without registration).
 */
export const catalogue = {
  // The input rules' texts are written once, beside the rules, for the web, the gateway and the services.
  ...messagesIn(ruleMessages, 'en-US'),
  ...mergeMessageModules({
    ...import.meta.glob<Record<string, unknown>>('./messages.en-US.ts', { eager: true }),
    ...import.meta.glob<Record<string, unknown>>('../../features/*/messages.en-US.ts', { eager: true }),
  }),
};
