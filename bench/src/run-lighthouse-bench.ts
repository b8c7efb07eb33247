import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
  type RunningPlatform,
} from './web/platform-trees.ts';

/**
 * Lighthouse's own audit of the public pages, here and at a base commit, in one run: both trees are built and started
 * side by side, each on a fresh database, and Lighthouse (the npm library, mobile defaults: a mid-range phone's screen,
 * simulated slow 4G and a CPU 4× slower) audits home, search results, a company page, a course page and pricing, in
 * Persian, BENCH_LIGHTHOUSE_RUNS times each (3). The runs of the two trees alternate, base then current, so a machine
 * that gets busier or quieter during the run weighs on both alike. Prints per page the median performance score, FCP,
 * LCP, TBT, CLS, Speed Index and the JavaScript Lighthouse found unused, base beside current.
 *
 * The base is BENCH_LIGHTHOUSE_BASE (a commit, default `HEAD`), built in a temporary `git worktree`; the current tree
 * is built in place; `BENCH_LIGHTHOUSE_SKIP_BUILD=1` measures the trees as they are built. The two platforms listen on
 * BENCH_LIGHTHOUSE_PORT (4960) and the port after it. Chromium is Debian's (`CHROMIUM_PATH`, default `/usr/bin/chromium`).
 */
const baseCommit = resolveCommit(process.env.BENCH_LIGHTHOUSE_BASE ?? 'HEAD');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const skipBuild = process.env.BENCH_LIGHTHOUSE_SKIP_BUILD === '1';
const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4960);

/** What one audit reports; times in milliseconds, the score out of 100, a figure it could not report NaN. */
interface Audit {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  unusedJsBytes: number;
}
const figures = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'unusedJsBytes'] as const;

async function audit(chromePort: number, address: string): Promise<Audit> {
  const result = await lighthouse(address, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${address}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const unusedJs = lhr.audits['unused-javascript']?.details;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    unusedJsBytes:
      unusedJs && 'overallSavingsBytes' in unusedJs ? (unusedJs.overallSavingsBytes ?? 0) : Number.NaN,
  };
}

function medians(audits: Audit[]): Audit {
  return Object.fromEntries(
    figures.map((figure) => [figure, median(audits.map((one) => one[figure]))]),
  ) as unknown as Audit;
}

interface Tree {
  label: string;
  platform: RunningPlatform;
  routes: string[];
  audits: Audit[][];
}

const baseTree = prepareBaseTree(baseCommit, skipBuild);
if (!skipBuild) buildCurrentTree();

const trees: Tree[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const sides = [
    { label: `base ${baseCommit.slice(0, 8)}`, directory: baseTree },
    { label: 'current', directory: repositoryRoot },
  ];
  for (const [index, { label, directory }] of sides.entries()) {
    progress(`${label}: starting the platform`);
    trees.push({ label, platform: await startPlatform(directory, port + index), routes: [], audits: [] });
  }
  // The pages are found with Playwright's browser (the demo data takes a while to load); Lighthouse drives its own.
  const finder = await chromium.launch(benchChromium);
  try {
    for (const tree of trees) {
      tree.routes = [...(await discoverRoutes(finder, tree.platform.url)), '/pricing'];
      progress(`${tree.label}: routes ${tree.routes.join('  ')}`);
    }
  } finally {
    await finder.close();
  }
  chrome = await chromeLauncher.launch({
    chromePath: benchChromium.executablePath,
    chromeFlags: ['--headless=new', ...benchChromium.args],
  });
  // Each page asked for once first, not measured: the first reader of a page after a start waits for its code to load.
  for (const tree of trees) {
    for (const route of tree.routes)
      await fetch(`${tree.platform.url}${route}`).then((response) => response.text());
  }
  const routeCount = trees[0]!.routes.length;
  for (let routeIndex = 0; routeIndex < routeCount; routeIndex += 1) {
    for (const tree of trees) tree.audits[routeIndex] = [];
    for (let runIndex = 1; runIndex <= runs; runIndex += 1) {
      for (const tree of trees) {
        const route = tree.routes[routeIndex]!;
        const one = await audit(chrome.port, `${tree.platform.url}${route}`);
        tree.audits[routeIndex]!.push(one);
        progress(
          `${tree.label} ${shortRoute(route)} run ${runIndex}/${runs}: performance ${one.score}, FCP ${one.fcpMs.toFixed(0)} ms, LCP ${one.lcpMs.toFixed(0)} ms, TBT ${one.tbtMs.toFixed(0)} ms, CLS ${one.cls.toFixed(3)}`,
        );
      }
    }
  }
} finally {
  await chrome?.kill();
  for (const tree of trees) {
    progress(`${tree.label}: stopping the platform`);
    await tree.platform.stop();
  }
}

const [base, current] = trees as [Tree, Tree];
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
console.log(
  `\nLighthouse 12.2.3, mobile defaults (simulated slow 4G, CPU 4× slower), fa-IR, median of ${runs} (base ${baseCommit.slice(0, 8)} → current)\n`,
);
const rows = [['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'unused JS']];
current.routes.forEach((route, index) => {
  const before = medians(base.audits[index]!);
  const now = medians(current.audits[index]!);
  const pair = (format: (value: number) => string, figure: (typeof figures)[number]) =>
    `${format(before[figure])} → ${format(now[figure])}`;
  rows.push([
    shortRoute(route),
    pair(String, 'score'),
    pair(seconds, 'fcpMs'),
    pair(seconds, 'lcpMs'),
    pair(milliseconds, 'tbtMs'),
    pair((value) => value.toFixed(3), 'cls'),
    pair(seconds, 'speedIndexMs'),
    pair(kB, 'unusedJsBytes'),
  ]);
});
printTable(rows);
