import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import babel from '@rolldown/plugin-babel';
import type { Environment, Plugin as VitePlugin } from 'vite';

type Evaluator = (filename: string) => [string, null];
const { shakerEvaluator } = createRequire(import.meta.url)('@griffel/babel-preset') as {
  shakerEvaluator: Evaluator;
};

/**
 * Griffel's build-time styles (its own `@griffel/babel-preset`, as Fluent builds its components): each `makeStyles`
 * becomes the class names and CSS rules it resolves to, in both directions, so the browser neither computes them on a
 * page's first draw nor loads the code that would (the style resolver, its RTL flipper and the CSS serialiser). Only
 * in builds: the development server and the tests keep resolving styles as they run.
 */
export async function griffelAheadOfTimePlugin() {
  const plugin = await babel({
    // Only the app's own modules: Fluent's are built already, and Babel over every library module was most of the time.
    exclude: [/[\\/]node_modules[\\/]/],
    presets: [
      [
        '@griffel/babel-preset',
        {
          // The styles are evaluated in Node from the TypeScript sources they import.
          babelOptions: {
            presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
          },
          evaluationRules: [
            { action: shakerEvaluator },
            { test: /[\\/]node_modules[\\/]/, action: 'ignore' },
            // Node 20 resolves `require` of these helpers to their ES module copy (the `module-sync` condition),
            // which the evaluator cannot run: it is given the CommonJS copy beside it.
            {
              test: /[\\/]@swc[\\/]helpers[\\/]esm[\\/]/,
              action: (filename: string) => [
                readFileSync(filename.replace(/[\\/]esm[\\/](.*)\.js$/, '/cjs/$1.cjs'), 'utf8'),
                null,
              ],
            },
          ],
        },
      ],
    ],
  });
  return {
    ...plugin,
    name: 'rasad:griffel-ahead-of-time',
    apply: 'build' as const,
    // The browser's build only: the server renderer resolves each style once and keeps it.
    applyToEnvironment: (environment: Environment) =>
      environment.name === 'client' && (plugin as VitePlugin).applyToEnvironment!(environment),
  };
}
