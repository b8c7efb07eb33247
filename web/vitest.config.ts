import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The server renderer's build environment (`vite build --ssr`) bundles every dependency into its file; taken into
// the tests, it had Vitest transform all of React, Fluent and Relay for every run (22 s of a 25 s suite).
const { environments: _serverRendererBuild, ...appConfig } = viteConfig;

export default mergeConfig(
  appConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['src/test/setup.ts'],
      // One worker per core: vitest's default (half the cores) runs one file at a time on a 2-core machine.
      maxWorkers: '100%',
      // Vitest's 5 s per test is a quiet machine's figure: a page rendered and driven through several answers took
      // over 5 s with the machine loaded. A test that hangs still fails, later.
      testTimeout: 30_000,
      // A worker keeps React, Fluent and Relay loaded from one test file to the next instead of importing them again
      // for every file: about 60% of this suite's CPU. Each test renders into a fresh document and Relay environment;
      // a module that keeps state of its own is imported afresh by its test (vi.resetModules).
      isolate: false,
    },
  }),
);
