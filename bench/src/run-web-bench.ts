import { chromium, type Browser } from '@playwright/test';
import {
  benchChromium,
  buildCurrentTree,
  discoverRoutes,
  median,
  prepareBaseTree,
  printTable,
  progress,
  repositoryRoot,
  resolveCommit,
  shortRoute,
  startPlatform,
} from './web/platform-trees.ts';

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
const baseCommit = resolveCommit(process.env.BENCH_WEB_BASE ?? 'HEAD');
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
  const platform = await startPlatform(tree, port);
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

const baseTree = prepareBaseTree(baseCommit, skipBuild);
if (!skipBuild) buildCurrentTree();
const browser = await chromium.launch(benchChromium);
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
      shortRoute(now.route),
      `${ms(before.lcpMs)} → ${ms(now.lcpMs)}`,
      `${ms(before.fcpMs)} → ${ms(now.fcpMs)}`,
      `${before.loadsWithinLcpGoal} → ${now.loadsWithinLcpGoal} of ${runs}`,
      `${ms(before.appDrawnMs)} → ${ms(now.appDrawnMs)}`,
      `${kB(before.jsBytes)} → ${kB(now.jsBytes)}`,
      `${before.requests} → ${now.requests}`,
      `${before.graphqlRequests} → ${now.graphqlRequests}`,
    ]);
  });
  printTable(rows);
} finally {
  await browser.close();
}
