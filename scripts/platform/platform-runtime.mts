import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folder holding pnpm-workspace.yaml: the launchers run from scripts/ as source and from scripts/dist compiled. */
export function findRepositoryRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'pnpm-workspace.yaml'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no pnpm-workspace.yaml above ${from}`);
  }
}

/**
 * What the launchers' processes run: the production build (`pnpm build`: services/dist, gateway/dist) with plain node,
 * or with `--from-source` the TypeScript source through tsx, which NODE_ENV=production refuses. Ends the launcher with
 * a clear message when the build it needs is missing.
 */
export function platformRuntime(repositoryRoot: string, argv: readonly string[], env: NodeJS.ProcessEnv) {
  const fromSource = argv.includes('--from-source');
  if (fromSource && env.NODE_ENV === 'production') {
    console.error(
      'NODE_ENV=production runs the compiled platform only: run `pnpm build`, then start without --from-source.',
    );
    process.exit(1);
  }
  const runtime = fromSource
    ? {
        serviceEntry: path.join(repositoryRoot, 'services/src/start-one-service.ts'),
        gatewayEntry: path.join(repositoryRoot, 'gateway/src/start-gateway.ts'),
        execArgv: ['--import', 'tsx'],
      }
    : {
        serviceEntry: path.join(repositoryRoot, 'services/dist/start-one-service.js'),
        gatewayEntry: path.join(repositoryRoot, 'gateway/dist/start-gateway.js'),
        execArgv: ['--enable-source-maps'],
      };
  const missing = [runtime.serviceEntry, runtime.gatewayEntry].filter((entry) => !existsSync(entry));
  if (missing.length > 0) {
    console.error(
      `Not built: ${missing.map((entry) => path.relative(repositoryRoot, entry)).join(', ')}. Run \`pnpm build\` first (or add --from-source to run the TypeScript source).`,
    );
    process.exit(1);
  }
  return runtime;
}
