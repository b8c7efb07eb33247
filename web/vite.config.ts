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
});
