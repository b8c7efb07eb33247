import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import { catalogueSyntaxTrees, loadMessageParser, messageParserEntry } from './catalogue-syntax-trees.ts';

const catalogueModule = /[\\/]src[\\/]app[\\/]i18n[\\/]catalogue\.([a-zA-Z-]+)\.ts$/;
const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each language's catalogue (`src/app/i18n/catalogue.<locale>.ts`) goes into the build as its texts' ICU syntax
 * trees, parsed here, and the app is built with formatjs's parser-less entry (its documented `no-parser` build): the
 * parser was 6 kB (brotli) of every first load, each text was parsed on the phone the first time it was drawn, and
 * react-intl returns a text without arguments as it is only when it comes as a tree. A text that does not parse
 * fails the build, naming its key. Tests and the dev server keep the texts as written (and the parser).
 */
export function precompiledCataloguesPlugin(): Plugin {
  return {
    name: 'rasad:precompiled-catalogues',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: path.join(path.dirname(messageParserEntry()), 'no-parser.js'),
          },
        ],
      },
    }),
    async load(id) {
      const locale = catalogueModule.exec(id)?.[1];
      if (!locale) return null;
      // Evaluated without this project's Vite config, so no plugin of the build runs on it (this one included).
      const { module, dependencies } = await runnerImport<{ catalogue: Record<string, string> }>(id, {
        configFile: false,
        root: webRoot,
        logLevel: 'warn',
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const syntaxTrees = catalogueSyntaxTrees(module.catalogue, locale, await loadMessageParser());
      // A large object is read faster from JSON than from an object literal.
      return `export const catalogue = JSON.parse(${JSON.stringify(JSON.stringify(syntaxTrees))});`;
    },
  };
}
