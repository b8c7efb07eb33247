import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import relay from 'eslint-plugin-relay';
import tseslint from 'typescript-eslint';
import { rasadLintPlugin } from './web/build/relay-fragment-name-rule.mjs';

/** One lint setup for the whole tree. Generated code is produced by the build and not linted. */
const webFeatures = readdirSync(path.join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function webBoundaries() {
  return [
    {
      group: [
        '@rasad/gateway',
        '@rasad/gateway/*',
        '@rasad/services',
        '@rasad/services/*',
        '**/gateway/**',
        '**/services/**',
      ],
      message:
        'The web app imports shared rules and messages from @rasad/contracts, not from the gateway or the services.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/__generated__/**',
      '**/migrations/**',
      'bench/results/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // The web app reads shared rules from @rasad/contracts, never from the gateway's or the services' source.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webBoundaries() }] },
  },
  // What two features share lives in web/src/shared; shared code knows no feature and not the app around it.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webBoundaries(),
            {
              group: webFeatures
                .filter((other) => other !== feature)
                // Relative paths too: `../courses/…` from a feature's folder, `../../courses/…` from one below it.
                .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
              message: 'A feature does not import another feature: move what both use to web/src/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webBoundaries(),
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay, rasad: rasadLintPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One fragment naming style: `<ModuleName>Fragment`, `<ModuleName><Subject>Fragment`.
      'rasad/relay-fragment-name': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
  // The gateway is a deployable of its own: it reaches the services over HTTP only, and what both need lives in a
  // package (@rasad/auth, @rasad/contracts). Its tests may still start the services in process.
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@rasad/services', '@rasad/services/*', '**/services/src/**', '**/services/test/**'],
              message:
                'The gateway deploys without the services’ source: share code through a package under packages/ (e.g. @rasad/auth).',
            },
          ],
        },
      ],
    },
  },
  // A service's route files hold HTTP only: a domain's SQL lives in its repository module.
  {
    files: ['services/src/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'SQL belongs in the domain’s *-repository.ts, not in a route file.',
            },
          ],
          patterns: [
            {
              group: ['**/*-tables.ts'],
              message: 'Tables are read and written by the domain’s *-repository.ts, not by a route file.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable' } },
  },
);
