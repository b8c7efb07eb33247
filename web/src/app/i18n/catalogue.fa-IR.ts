import { messagesIn } from '@rasad/contracts/localised-messages.ts';
import { ruleMessages } from '@rasad/contracts/rules/rule-messages.ts';
import { mergeMessageModules } from './mergeMessageModules.ts';

/**
 * Every Persian text of the app in one chunk of its own, loaded only for Persian pages: the shell's file beside this
 * one and every feature's `messages.fa-IR.ts`, found by name (a new feature's file is included without registration).
 */
export const catalogue = {
  // The input rules' texts are written once, beside the rules, for the web, the gateway and the services.
  ...messagesIn(ruleMessages, 'fa-IR'),
  ...mergeMessageModules({
    ...import.meta.glob<Record<string, unknown>>('./messages.fa-IR.ts', { eager: true }),
    ...import.meta.glob<Record<string, unknown>>('../../features/*/messages.fa-IR.ts', { eager: true }),
  }),
};
