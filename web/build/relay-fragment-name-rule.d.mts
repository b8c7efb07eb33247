import type { ESLint, Rule } from 'eslint';

export const fragmentNamePattern: RegExp;
export const fragmentNameRule: Rule.RuleModule;
export const rasadLintPlugin: ESLint.Plugin;
