import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import { catalogueSyntaxTrees, loadMessageParser, messageParserEntry } from './catalogue-syntax-trees.ts';

const catalogueModule = /[\\/]src[\\/]app[\\/]i18n[\\/]catalogue\.([a-zA-Z-]+)\.ts$/;
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const i18nDirectory = path.join(webRoot, 'src', 'app', 'i18n');

/**
 * Each language's catalogue (`src/app/i18n/catalogue.<locale>.ts`) goes into the build as its texts' ICU syntax
 * trees, parsed here, and the app is built with formatjs's parser-less entry (its documented `no-parser` build): the
 * parser was 6 kB (brotli) of every first load, each text was parsed on the phone the first time it was drawn, and
 * react-intl returns a text without arguments as it is only when it comes as a tree. A text that does not parse
 * fails the build, naming its key. Tests and the dev server keep the texts as written (and the parser).
 */
export function precompiledCataloguesPlugin(): Plugin {
  const compiled = new Map<string, { source: string; dependencies: string[] }>();
  /** Evaluated without this project's Vite config, so no plugin of the build runs on it (this one included). */
  async function compile(file: string, locale: string) {
    const { module, dependencies } = await runnerImport<{ catalogue: Record<string, string> }>(file, {
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
    });
    const syntaxTrees = catalogueSyntaxTrees(module.catalogue, locale, await loadMessageParser());
    // A large object is read faster from JSON than from an object literal.
    return {
      source: `export const catalogue = JSON.parse(${JSON.stringify(JSON.stringify(syntaxTrees))});`,
      dependencies,
    };
  }
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
    // Compiled before the build transforms its first module: evaluating a catalogue waits on this process's event
    // loop, which the build's transforms keep busy, and on a loaded machine it had passed Vite's 60 s for one module.
    async buildStart() {
      compiled.clear();
      for (const name of readdirSync(i18nDirectory)) {
        const file = path.join(i18nDirectory, name);
        const locale = catalogueModule.exec(file)?.[1];
        if (locale) compiled.set(file, await compile(file, locale));
      }
    },
    async load(id) {
      const locale = catalogueModule.exec(id)?.[1];
      if (!locale) return null;
      const catalogue = compiled.get(id) ?? (await compile(id, locale));
      for (const dependency of catalogue.dependencies) this.addWatchFile(dependency);
      return catalogue.source;
    },
  };
}
