import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

/**
 * The web app's first load on a slow phone, here and at a base commit, in one run: each tree is built, started on a
 * fresh embedded database, and each of four routes is loaded cold (a new browser context: no cache, no cookies) with
 * the CPU throttled 4×, BENCH_WEB_RUNS times (5 by default). Prints the median LCP and FCP, the loads whose LCP was at
 * most 1.0 s (#13's goal), the median time until the app has drawn the page (its `main` no longer `aria-busy`: the
 * prerendered skeleton or the server's drawing replaced), and per load the JavaScript bytes over the wire, the requests
 * and the GraphQL requests.
 *
 * The base is BENCH_WEB_BASE (a commit, default `HEAD`), built in a temporary `git worktree`; the current tree is
 * built in place. `BENCH_WEB_SKIP_BUILD=1` measures the trees as they are built.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baseCommit = execFileSync('git', ['rev-parse', process.env.BENCH_WEB_BASE ?? 'HEAD'], {
  cwd: repositoryRoot,
  encoding: 'utf8',
}).trim();
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
const skipBuild = process.env.BENCH_WEB_SKIP_BUILD === '1';
const port = Number(process.env.BENCH_WEB_PORT ?? 4950);
/**
 * The loads count against #13's goal, LCP ≤ 1.0 s on localhost at 4× throttling. BENCH_WEB_NETWORK=slow-4g adds a phone's
 * mobile network to the slower CPU, Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * and counts against web.dev's "good" LCP, ≤ 2.5 s.
 */
const networks = {
  localhost: { conditions: null, lcpGoalMs: 1000 },
  'slow-4g': {
    conditions: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    lcpGoalMs: 2500,
  },
} as const;
const networkName = (process.env.BENCH_WEB_NETWORK ?? 'localhost') as keyof typeof networks;
if (!(networkName in networks))
  throw new Error(`BENCH_WEB_NETWORK: one of ${Object.keys(networks).join(', ')}`);
const { conditions: network, lcpGoalMs } = networks[networkName];
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const pnpm = ['-y', 'pnpm@10'];

const started = performance.now();
function progress(step: string) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${step}`);
}

interface LoadFigures {
  lcpMs: number;
  fcpMs: number;
  appDrawnMs: number;
  jsBytes: number;
  requests: number;
  graphqlRequests: number;
}

interface RouteFigures {
  route: string;
  lcpMs: number;
  fcpMs: number;
  appDrawnMs: number;
  loadsWithinLcpGoal: number;
  jsBytes: number;
  requests: number;
  graphqlRequests: number;
}

/** The median of the loads that reported the figure (a load whose paint entry was missing does not count). */
function median(values: number[]): number {
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

function prepareBaseTree(): string {
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

/** Starts the platform of one tree as a user does, on a throw-away database; resolves when the gateway answers. */
async function startPlatform(tree: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'rasad-web-bench-db-'));
  // Its own process group, so stopping it also stops the service processes it supervises.
  const child: ChildProcess = spawn(
    path.join(tree, 'node_modules/.bin/tsx'),
    ['scripts/start-platform.mts'],
    {
      cwd: tree,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      // No demo feed: a batch loaded mid-measurement would weigh on one side of the comparison.
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
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(dataDirectory, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
    },
  };
}

/** The four routes: home, search results, the first company of those results and the first course of the catalogue. */
async function discoverRoutes(browser: Browser, url: string): Promise<string[]> {
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

/**
 * The page's largest and first contentful paints, read from buffered performance entries. A string, not a function:
 * tsx would wrap a function's inner helpers in its own `__name`, which does not exist in the page.
 */
const paintTimesScript = `Promise.all(
  ['largest-contentful-paint', 'paint'].map(
    (type) => new Promise((done) => new PerformanceObserver((list) => done(list.getEntries())).observe({ type, buffered: true })),
  ),
).then(([largest, paints]) => ({
  lcp: largest.length > 0 ? largest[largest.length - 1].startTime : NaN,
  fcp: (paints.find((entry) => entry.name === 'first-contentful-paint') || { startTime: NaN }).startTime,
}))`;

/** Notes when the page's `main` stops being busy: the app has drawn the page over the HTML's (a string, as above). */
const appDrawnWatchScript = `new MutationObserver((_, observer) => {
  if (document.querySelector('main') && !document.querySelector('main[aria-busy]')) {
    window.__appDrawnAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })`;

async function loadOnce(browser: Browser, address: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await context.addInitScript(appDrawnWatchScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  let jsBytes = 0;
  let requests = 0;
  let graphqlRequests = 0;
  const javascriptRequests = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    requests += 1;
    if (new URL(request.url).pathname === '/graphql') graphqlRequests += 1;
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') javascriptRequests.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (javascriptRequests.has(requestId)) jsBytes += encodedDataLength;
  });
  await page.goto(address, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const paints = (await page.evaluate(paintTimesScript)) as { lcp: number; fcp: number };
  const appDrawnMs = await page
    .waitForFunction('window.__appDrawnAt', undefined, { timeout: 10_000 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => Number.NaN);
  await context.close();
  return { lcpMs: paints.lcp, fcpMs: paints.fcp, appDrawnMs, jsBytes, requests, graphqlRequests };
}

async function measureTree(label: string, tree: string, browser: Browser): Promise<RouteFigures[]> {
  progress(`${label}: starting the platform`);
  const platform = await startPlatform(tree);
  try {
    const routes = await discoverRoutes(browser, platform.url);
    progress(`${label}: routes ${routes.join('  ')}`);
    const figures: RouteFigures[] = [];
    for (const route of routes) {
      const loads: LoadFigures[] = [];
      for (let index = 1; index <= runs; index += 1) {
        loads.push(await loadOnce(browser, `${platform.url}${route}`));
        const last = loads[loads.length - 1]!;
        progress(
          `${label} ${route} load ${index}/${runs}: LCP ${last.lcpMs.toFixed(0)} ms, FCP ${last.fcpMs.toFixed(0)} ms, app drawn ${last.appDrawnMs.toFixed(0)} ms`,
        );
      }
      figures.push({
        route,
        lcpMs: median(loads.map((load) => load.lcpMs)),
        fcpMs: median(loads.map((load) => load.fcpMs)),
        appDrawnMs: median(loads.map((load) => load.appDrawnMs)),
        loadsWithinLcpGoal: loads.filter((load) => load.lcpMs <= lcpGoalMs).length,
        jsBytes: median(loads.map((load) => load.jsBytes)),
        requests: median(loads.map((load) => load.requests)),
        graphqlRequests: median(loads.map((load) => load.graphqlRequests)),
      });
    }
    return figures;
  } finally {
    progress(`${label}: stopping the platform`);
    await platform.stop();
  }
}

const baseTree = prepareBaseTree();
if (!skipBuild) {
  progress('current tree: building (generate + web build)');
  run('npx', [...pnpm, 'build'], repositoryRoot);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
try {
  const base = await measureTree(`base ${baseCommit.slice(0, 8)}`, baseTree, browser);
  const current = await measureTree('current', repositoryRoot, browser);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log(
    `\nCold loads at 390 × 844, CPU 4× slower, ${network ? `${networkName} network` : 'localhost'}, median of ${runs} (base ${baseCommit.slice(0, 8)} → current)\n`,
  );
  const rows = [
    [
      'route',
      'LCP',
      'FCP',
      `LCP ≤ ${ms(lcpGoalMs)}`,
      'app drawn',
      'JS over the wire',
      'requests',
      'GraphQL requests',
    ],
  ];
  current.forEach((now, index) => {
    const before = base[index]!;
    rows.push([
      now.route.length > 40 ? `${now.route.slice(0, 39)}…` : now.route,
      `${ms(before.lcpMs)} → ${ms(now.lcpMs)}`,
      `${ms(before.fcpMs)} → ${ms(now.fcpMs)}`,
      `${before.loadsWithinLcpGoal} → ${now.loadsWithinLcpGoal} of ${runs}`,
      `${ms(before.appDrawnMs)} → ${ms(now.appDrawnMs)}`,
      `${kB(before.jsBytes)} → ${kB(now.jsBytes)}`,
      `${before.requests} → ${now.requests}`,
      `${before.graphqlRequests} → ${now.graphqlRequests}`,
    ]);
  });
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
} finally {
  await browser.close();
}
