import { mergeMessageModules } from './mergeMessageModules.ts';

/**
 * Every English text of the app in one chunk of its own, loaded only for English pages: the shell's file beside this
 * one and every feature's `messages.en-US.ts`, found by name (a new feature's file is included without registration).
 */
export const catalogue = mergeMessageModules({
  ...import.meta.glob<Record<string, unknown>>('./messages.en-US.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../features/*/messages.en-US.ts', { eager: true }),
});
