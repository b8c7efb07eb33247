import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The launchers `pnpm start` and `pnpm start:cluster` run, as `pnpm build` compiles them. */
const launchers = {
  platform: 'scripts/dist/start-platform.mjs',
  cluster: 'scripts/dist/start-cluster.mjs',
} as const;

export interface ShippedPlatform {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the compiled platform exactly as `pnpm start` (or `pnpm start:cluster`) does after its build, with `env`
 * added to this process's environment; its output goes to `logFile`. Resolves once the launcher prints that Rasad is
 * ready; rejects if it ends first.
 */
export async function startShippedPlatform(
  kind: keyof typeof launchers,
  options: { repositoryRoot: string; env: Record<string, string>; logFile: string },
): Promise<ShippedPlatform> {
  const launcher = path.join(options.repositoryRoot, launchers[kind]);
  if (!existsSync(launcher)) throw new Error(`${launchers[kind]} is missing: run \`pnpm build\` first`);
  const child = spawn(process.execPath, [launcher], {
    cwd: options.repositoryRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  const log = createWriteStream(options.logFile);
  child.stderr!.pipe(log, { end: false });
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${launchers[kind]} ended (${code}) before it was ready; see ${options.logFile}`));
    child.once('exit', onExit);
    lines.on('line', (line) => {
      log.write(`${line}\n`);
      if (line.includes('Rasad is ready')) {
        child.off('exit', onExit);
        resolve();
      }
    });
  });
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}
