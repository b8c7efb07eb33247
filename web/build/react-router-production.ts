import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102), which
 * leaves its development warnings on in production. Its production build ships beside it: the app's build takes that.
 */
export function reactRouterProductionPlugin(): Plugin {
  const fromRouterDom = createRequire(
    createRequire(import.meta.url).resolve('react-router-dom/package.json'),
  );
  const production = path.join(
    path.dirname(fromRouterDom.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'rasad:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
