import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';

/**
 * What the web app's benchmarks share (`bench:web`, `bench:lighthouse`): a base commit built in a temporary
 * `git worktree` beside the current tree, each tree started as a user does on a fresh database, the pages to measure
 * found in the running app, medians and a plain table.
 */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const pnpm = ['-y', 'pnpm@10'];

/**
 * The browser the web benchmarks measure with: Debian's full Chromium (`CHROMIUM_PATH`), as a phone's browser draws,
 * not the headless shell the browser tests prefer; no sandbox as root, no network of its own.
 */
export const benchChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The full id of a commit named by `reference` (a hash, a branch, `HEAD`, …). */
export function resolveCommit(reference: string): string {
  return execFileSync('git', ['rev-parse', reference], { cwd: repositoryRoot, encoding: 'utf8' }).trim();
}

const started = performance.now();
/** One line of progress, with the seconds since the benchmark started. */
export function progress(step: string) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${step}`);
}

/** The median of the values that were measured (a NaN, a figure a run could not report, does not count). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function run(command: string, args: string[], cwd: string) {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
}

/**
 * The base commit's tree, in a temporary `git worktree` (kept between runs and reused), its dependencies installed
 * from the local store and built — unless `skipBuild` and it has been built before.
 */
export function prepareBaseTree(baseCommit: string, skipBuild: boolean): string {
  const tree = path.join(os.tmpdir(), `rasad-web-bench-${baseCommit.slice(0, 8)}`);
  if (existsSync(tree)) {
    progress(`base ${baseCommit.slice(0, 8)}: reusing the worktree at ${tree}`);
  } else {
    progress(`base ${baseCommit.slice(0, 8)}: adding a git worktree at ${tree}`);
    run('git', ['worktree', 'add', '--detach', tree, baseCommit], repositoryRoot);
  }
  if (!skipBuild || !existsSync(path.join(tree, 'web', 'dist', 'index.html'))) {
    progress('base: installing dependencies from the lockfile (offline, from the local store)');
    run('npx', [...pnpm, 'install', '--frozen-lockfile', '--offline'], tree);
    progress('base: building (generate + web build)');
    run('npx', [...pnpm, 'build'], tree);
  }
  return tree;
}

/** Builds the current tree in place (generate + web build). */
export function buildCurrentTree() {
  progress('current tree: building (generate + web build)');
  run('npx', [...pnpm, 'build'], repositoryRoot);
}

export interface RunningPlatform {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the platform of one tree as a user does, on a throw-away database and without the demo feed (a batch loaded
 * mid-measurement would weigh on one side of the comparison); resolves when the gateway answers on `port`.
 */
export async function startPlatform(tree: string, port: number): Promise<RunningPlatform> {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'rasad-web-bench-db-'));
  // Its own process group, so stopping it also stops the service processes it supervises.
  const child: ChildProcess = spawn(
    path.join(tree, 'node_modules/.bin/tsx'),
    ['scripts/start-platform.mts'],
    {
      cwd: tree,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DATA_DIR: dataDirectory,
        DATABASE_URL: '',
        DATA_FEED_DEMO: 'off',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform in ${tree} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the platform in ${tree} did not answer within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(dataDirectory, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
    },
  };
}

/** The four routes: home, search results, the first company of those results and the first course of the catalogue. */
export async function discoverRoutes(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  const search = `/search?q=${encodeURIComponent('صنایع')}`;
  // The gateway serves the app before every service has finished loading the demo data: retry until results show.
  let company: string | null = null;
  for (const deadline = Date.now() + 240_000; company === null;) {
    await page.goto(`${url}${search}`);
    company = await page
      .locator('main a[href*="/company/"]')
      .first()
      .getAttribute('href', { timeout: 15_000 })
      .catch((error: unknown) => {
        if (Date.now() > deadline) throw error;
        return null;
      });
  }
  await page.goto(`${url}/courses`);
  const course = await page
    .locator('main a[href^="/courses/"]:not([href^="/courses/browse"]):not([href^="/courses/dashboard"])')
    .first()
    .getAttribute('href', { timeout: 60_000 });
  await page.close();
  if (!company || !course) throw new Error('no company or course link to measure');
  return ['/', search, company.split('?')[0]!, course.split('?')[0]!];
}

/** Prints rows as columns padded to their widest cell; the first row is the header. */
export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}

/** A route short enough for a table's column. */
export function shortRoute(route: string): string {
  return route.length > 40 ? `${route.slice(0, 39)}…` : route;
}
