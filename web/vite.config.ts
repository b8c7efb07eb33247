import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { griffelAheadOfTimePlugin } from './build/griffel-ahead-of-time-plugin.ts';
import { inlineThemeTokensPlugin } from './build/inline-theme-tokens-plugin.ts';
import { precompiledCataloguesPlugin } from './build/precompiled-catalogues-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { prerenderShellPlugin } from './build/prerender-shell-plugin.ts';
import { reactRouterProductionPlugin } from './build/react-router-production.ts';
import { relayParametersPlugin } from './build/relay-parameters-plugin.ts';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  plugins: [
    relayParametersPlugin(),
    reactRouterProductionPlugin(),
    precompiledCataloguesPlugin(),
    // Relay's graphql`` tags become imports of the compiled artifacts; must run before the React plugin.
    babel({ plugins: [['babel-plugin-relay', { artifactDirectory, eagerEsModules: true }]] }),
    griffelAheadOfTimePlugin(),
    react(),
    inlineThemeTokensPlugin(),
    prerenderShellPlugin(),
    precompressPlugin(),
  ],
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically is needed by every first load: two files (libraries, our code) instead
        // of the fifty the automatic splitting made, each one a preload the browser issues and a module it compiles
        // on the page's main thread while it is still parsing the page (≈ 3 ms apiece at 4× slower CPU).
        codeSplitting: {
          groups: [
            { name: 'libraries', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 1 },
            // What Fluent's components share beyond a first load, one file each where a page needs it, instead of a
            // dozen of a kilobyte or two: Tabster's keyboard navigation (menus, dialogs), and the positioning and
            // motion of the rest. Fluent's small helpers (react-utilities, and react-tabster's focus hooks, which a
            // table's rows use without Tabster) are left to the automatic splitting: a page that needs one of them
            // (the account menu's avatar, a callback merger, a table) would otherwise fetch the whole file.
            {
              name: 'tabster',
              test: /[\\/]node_modules[\\/]tabster[\\/]/,
            },
            {
              name: 'positioning',
              test: /[\\/]node_modules[\\/](@floating-ui[\\/]|@fluentui[\\/]react-positioning[\\/])/,
              includeDependenciesRecursively: false,
            },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  environments: {
    // The server renderer (`vite build --ssr`): one file with everything in it and React's production build, which
    // the gateway imports to draw pages (src/server/renderServerPage.tsx).
    ssr: {
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      resolve: { noExternal: true },
      build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
    },
  },
});
