import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { prerenderShellPlugin } from './build/prerender-shell-plugin.ts';
import { reactRouterProductionPlugin } from './build/react-router-production.ts';
import { relayParametersPlugin } from './build/relay-parameters-plugin.ts';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  plugins: [
    relayParametersPlugin(),
    reactRouterProductionPlugin(),
    // Relay's graphql`` tags become imports of the compiled artifacts; must run before the React plugin.
    babel({ plugins: [['babel-plugin-relay', { artifactDirectory, eagerEsModules: true }]] }),
    react(),
    prerenderShellPlugin(),
    precompressPlugin(),
  ],
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
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
