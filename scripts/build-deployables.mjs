import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

/**
 * The production build: every workspace package a process runs (the shared packages, the gateway, the services) and
 * the platform's supervisor, compiled from TypeScript to JavaScript by esbuild, one output file per source file, so
 * `<package>/dist` mirrors `<package>/src`. Kept per file, not bundled: paths a module finds beside itself
 * (`new URL('./migrations', import.meta.url)`, `services/data`, `schema.graphql`) resolve from the output as from the
 * source, and third-party packages stay in node_modules, where OpenTelemetry's instrumentation finds them. Import
 * specifiers are the only thing rewritten: `./x.ts` becomes `./x.js`, and `@rasad/<package>/x.ts` becomes
 * `@rasad/<package>/x.js`, which each package's `exports` maps to its `dist` (its `.ts` paths to `src`, for the
 * development tools that run the source through tsx). Source maps sit beside each file for stack traces
 * (`node --enable-source-maps`). Files that are not TypeScript (migrations, media, generated JSON) are copied.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What is compiled: each package's `src` into its `dist`, and the supervisor into `scripts/dist`. */
export const compiledPackages = [
  { root: 'packages/contracts', source: 'src', output: 'dist', extension: '.js' },
  { root: 'packages/auth', source: 'src', output: 'dist', extension: '.js' },
  { root: 'packages/telemetry', source: 'src', output: 'dist', extension: '.js' },
  { root: 'gateway', source: 'src', output: 'dist', extension: '.js' },
  { root: 'services', source: 'src', output: 'dist', extension: '.js' },
  // The root package is CommonJS (relay.config.js needs it), so the supervisor's ES modules are .mjs files.
  {
    root: 'scripts',
    source: '.',
    output: 'dist',
    extension: '.mjs',
    only: /^(start-platform|start-cluster|platform\/.*)\.mts$/,
  },
];

const typeScriptFile = /\.m?ts$/;
const notCompiled = /(\.d\.ts|\.test\.ts)$/;

async function filesUnder(folder, skip) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip.some((skipped) => file === skipped || file.startsWith(`${skipped}${path.sep}`)));
}

/** Marks every import external (nothing is bundled) and points the TypeScript ones at the compiled files. */
function compiledSpecifiers(extension) {
  return {
    name: 'compiled-specifiers',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const relative = args.path.startsWith('./') || args.path.startsWith('../');
        if (relative && typeScriptFile.test(args.path))
          return { path: args.path.replace(typeScriptFile, extension), external: true };
        if (/^@rasad\/[^/]+\/.+\.ts$/.test(args.path))
          return { path: args.path.replace(/\.ts$/, '.js'), external: true };
        return { path: args.path, external: true };
      });
    },
  };
}

async function compilePackage({ root, source, output, extension, only }) {
  const sourceFolder = path.join(repositoryRoot, root, source);
  const outputFolder = path.join(repositoryRoot, root, output);
  await rm(outputFolder, { recursive: true, force: true });
  const files = await filesUnder(sourceFolder, [outputFolder, path.join(sourceFolder, 'node_modules')]);
  const relativeOf = (file) => path.relative(sourceFolder, file).split(path.sep).join('/');
  const entryPoints = files.filter(
    (file) =>
      typeScriptFile.test(file) && !notCompiled.test(file) && (only ? only.test(relativeOf(file)) : true),
  );
  await build({
    entryPoints,
    outdir: outputFolder,
    outbase: sourceFolder,
    outExtension: { '.js': extension },
    bundle: true,
    plugins: [compiledSpecifiers(extension)],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  // Data read at run time beside the code: migrations, lesson media, the generated persisted operations.
  const assets = only ? [] : files.filter((file) => !typeScriptFile.test(file));
  await Promise.all(
    assets.map((file) => cp(file, path.join(outputFolder, path.relative(sourceFolder, file)))),
  );
  return { root, modules: entryPoints.length, assets: assets.length };
}

const started = performance.now();
const results = [];
for (const compiled of compiledPackages) results.push(await compilePackage(compiled));
console.log(
  `built ${results.map(({ root, modules, assets }) => `${root} (${modules} modules${assets ? `, ${assets} files` : ''})`).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
