import { mergeMessageModules } from './mergeMessageModules.ts';

/**
 * Every Persian text of the app in one chunk of its own, loaded only for Persian pages: the shell's file beside this
 * one and every feature's `messages.fa-IR.ts`, found by name (a new feature's file is included without registration).
 */
export const catalogue = mergeMessageModules({
  ...import.meta.glob<Record<string, unknown>>('./messages.fa-IR.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../features/*/messages.fa-IR.ts', { eager: true }),
});
