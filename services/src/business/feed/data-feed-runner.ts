import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import {
  importBatch,
  readImportFolder,
  type ImportBatchResult,
  type ImportFiles,
} from '../import/import-business-data.ts';
import { importFilesSchema, importTables } from '../import/import-row-schemas.ts';
import type { DigestSender } from '../saved-searches/saved-search-matching.ts';

/** The sub-folders of the watched folder the runner keeps its batches in; a batch may not take these names. */
export const feedFolders = { processing: 'processing', done: 'done', rejected: 'rejected' } as const;

/** A batch file (and the body a polled URL answers): the import route's body, `{ "files": { "<table>": "<JSON Lines>" } }`. */
const batchDocumentSchema = z.object({ files: importFilesSchema });

export interface DataFeedOptions {
  db: Database;
  now: () => Date;
  sendDigest: DigestSender;
  /** The watched folder (DATA_FEED_DIR): each new batch in it is loaded once, then moved to done/ or rejected/. */
  folder?: string | undefined;
  /** A URL polled for a batch (DATA_FEED_URL): loaded when what it answers changed since the last load. */
  url?: string | undefined;
  /** How long between two looks (DATA_FEED_INTERVAL_SECONDS). */
  intervalMs: number;
  /** Where the progress lines go (the service's output by default). */
  log?: (line: string) => void;
}

export interface FeedBatchOutcome {
  source: 'folder' | 'url';
  name: string;
  /** Where the batch went: done (every row loaded), rejected (some rows or the whole batch refused), or retry (left for the next look). */
  outcome: 'done' | 'rejected' | 'retry';
  result: ImportBatchResult | null;
}

class BatchUnreadable extends Error {}

/** Entries the runner leaves alone: its own folders, and names a producer is still writing (a leading dot or _). */
function isWaitingBatch(name: string) {
  return (
    !name.startsWith('.') && !name.startsWith('_') && !Object.values(feedFolders).includes(name as never)
  );
}

/** A claim is named after the process that holds it, so a runner can give back what an ended one left half-done. */
const claimSeparator = '~';

function claimName(name: string) {
  return `${hostname()}${claimSeparator}${process.pid}${claimSeparator}${name}`;
}

function parseClaim(claim: string): { host: string; pid: number; name: string } | null {
  const [host, pid, ...rest] = claim.split(claimSeparator);
  if (!host || !pid || rest.length === 0 || !/^\d+$/.test(pid)) return null;
  return { host, pid: Number(pid), name: rest.join(claimSeparator) };
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readBatch(claimed: string): Promise<ImportFiles> {
  if ((await stat(claimed)).isDirectory()) {
    const files = await readImportFolder(claimed);
    if (Object.keys(files).length === 0)
      throw new BatchUnreadable(
        `no table file in the folder (expected one or more of ${importTables.map((table) => `${table}.jsonl`).join(', ')})`,
      );
    return files;
  }
  if (!claimed.endsWith('.json'))
    throw new BatchUnreadable('a batch is a folder of <table>.jsonl files or a .json file');
  let document: unknown;
  try {
    document = JSON.parse(await readFile(claimed, 'utf8'));
  } catch {
    throw new BatchUnreadable('not valid JSON');
  }
  return parseBatchDocument(document);
}

function parseBatchDocument(document: unknown): ImportFiles {
  const parsed = batchDocumentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BatchUnreadable(
      `not a batch: ${issue?.path.join('.') || 'document'}: ${issue?.message ?? 'invalid'} (expected { "files": { "<table>": "<JSON Lines>" } })`,
    );
  }
  return parsed.data.files;
}

/** The report kept beside a rejected batch: one line per refused row, as the import command prints them. */
function rejectionReport(result: ImportBatchResult | null, unreadable: string | null) {
  if (unreadable) return `batch refused: ${unreadable}\n`;
  return (
    (result?.reports ?? [])
      .flatMap((report) =>
        report.rejected.map((entry) => `${report.table}.jsonl:${entry.line}: ${entry.reason}`),
      )
      .join('\n') + '\n'
  );
}

function summary(result: ImportBatchResult) {
  const tables = result.reports
    .map((report) => `${report.table} ${report.loaded} loaded, ${report.rejected.length} rejected`)
    .join('; ');
  return `${tables || 'no rows'}; ${result.digestsSent} saved-search digests sent`;
}

/** A free name in `folder` for `name`: itself, or with the time after it when a batch of that name was there before. */
async function freeName(folder: string, name: string, now: Date) {
  const taken = new Set(await readdir(folder).catch(() => []));
  if (!taken.has(name) && !taken.has(`${name}.report.txt`)) return name;
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  return `${stem}-${now.toISOString().replace(/[:.]/g, '-')}${extension}`;
}

/**
 * The scheduled feed: every interval, the batches waiting in the watched folder are each claimed (renamed into
 * processing/ — an atomic step, so of several runners sharing the folder exactly one gets a batch), loaded through
 * the import's own `importBatch` (the same checks, reports and idempotence as the import command and route), and
 * moved to done/, or to rejected/ with a report of the refused rows beside it; and the URL, when set, is asked for
 * a batch and loaded when its answer changed. One progress line per batch.
 */
export function createDataFeedRunner(options: DataFeedOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  const folder = options.folder ? path.resolve(options.folder) : undefined;
  let lastUrlTag: string | null = null;
  let lastUrlDigest: string | null = null;
  let running: Promise<FeedBatchOutcome[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let recovered = false;

  async function load(files: ImportFiles) {
    return importBatch(options.db, files, { now: options.now(), sendDigest: options.sendDigest });
  }

  /** Batches a runner of this host claimed and did not finish (it ended mid-load) go back to wait again. */
  async function giveBackAbandonedClaims(processing: string) {
    for (const claim of await readdir(processing)) {
      const owner = parseClaim(claim);
      if (!owner || owner.host !== hostname()) continue;
      if (owner.pid !== process.pid && processAlive(owner.pid)) continue;
      await rename(path.join(processing, claim), path.join(folder!, owner.name)).catch(() => undefined);
      log(`data feed: batch «${owner.name}» was left half-loaded by process ${owner.pid}; it waits again`);
    }
  }

  async function runFolder(): Promise<FeedBatchOutcome[]> {
    if (!folder) return [];
    const processing = path.join(folder, feedFolders.processing);
    await mkdir(processing, { recursive: true });
    if (!recovered) {
      recovered = true;
      await giveBackAbandonedClaims(processing);
    }
    const waiting = (await readdir(folder)).filter(isWaitingBatch).sort();
    const outcomes: FeedBatchOutcome[] = [];
    for (const name of waiting) {
      if (stopped) break;
      const claimed = path.join(processing, claimName(name));
      try {
        await rename(path.join(folder, name), claimed);
      } catch (error) {
        // Another runner claimed it first (or its producer took it back): not ours.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      outcomes.push(await loadClaimed(name, claimed));
    }
    return outcomes;
  }

  async function loadClaimed(name: string, claimed: string): Promise<FeedBatchOutcome> {
    const started = performance.now();
    let result: ImportBatchResult | null = null;
    let unreadable: string | null = null;
    try {
      result = await load(await readBatch(claimed));
    } catch (error) {
      if (!(error instanceof BatchUnreadable)) {
        // The database or the disk failed, not the batch: it waits for the next look.
        await rename(claimed, path.join(folder!, name)).catch(() => undefined);
        log(
          `data feed: batch «${name}» not loaded (${error instanceof Error ? error.message : String(error)}); it will be tried again`,
        );
        return { source: 'folder', name, outcome: 'retry', result: null };
      }
      unreadable = error.message;
    }
    const refused =
      unreadable !== null || (result?.reports.some((report) => report.rejected.length > 0) ?? false);
    const destinationFolder = path.join(folder!, refused ? feedFolders.rejected : feedFolders.done);
    await mkdir(destinationFolder, { recursive: true });
    const destinationName = await freeName(destinationFolder, name, options.now());
    await rename(claimed, path.join(destinationFolder, destinationName));
    if (refused)
      await writeFile(
        path.join(destinationFolder, `${destinationName}.report.txt`),
        rejectionReport(result, unreadable),
      );
    const milliseconds = Math.round(performance.now() - started);
    const where = `${refused ? feedFolders.rejected : feedFolders.done}/${destinationName}`;
    log(
      unreadable !== null
        ? `data feed: batch «${name}» refused: ${unreadable} → ${where}`
        : `data feed: batch «${name}»: ${summary(result!)} → ${where} (${milliseconds} ms)`,
    );
    return { source: 'folder', name, outcome: refused ? 'rejected' : 'done', result };
  }

  async function runUrl(): Promise<FeedBatchOutcome[]> {
    if (!options.url) return [];
    const response = await fetch(options.url, {
      headers: { accept: 'application/json', ...(lastUrlTag ? { 'if-none-match': lastUrlTag } : {}) },
      signal: AbortSignal.timeout(Math.max(10_000, Math.min(options.intervalMs, 120_000))),
    });
    if (response.status === 304) return [];
    const text = await response.text();
    if (!response.ok) {
      log(`data feed: ${options.url} answered ${response.status}; asking again next time`);
      return [];
    }
    const digest = createHash('sha256').update(text).digest('hex');
    if (digest === lastUrlDigest) return [];
    const name = `${options.url} (sha256 ${digest.slice(0, 12)})`;
    let files: ImportFiles;
    try {
      files = parseBatchDocument(JSON.parse(text));
    } catch (error) {
      lastUrlDigest = digest;
      const reason = error instanceof BatchUnreadable ? error.message : 'not valid JSON';
      log(`data feed: batch «${name}» refused: ${reason}`);
      return [{ source: 'url', name, outcome: 'rejected', result: null }];
    }
    const started = performance.now();
    const result = await load(files);
    // Remembered only once loaded: a load the database failed is tried again at the next look.
    lastUrlDigest = digest;
    lastUrlTag = response.headers.get('etag');
    const rejected = result.reports.flatMap((report) =>
      report.rejected.map((entry) => `${report.table}.jsonl:${entry.line}: ${entry.reason}`),
    );
    log(`data feed: batch «${name}»: ${summary(result)} (${Math.round(performance.now() - started)} ms)`);
    for (const line of rejected) log(`data feed:   ${line}`);
    return [{ source: 'url', name, outcome: rejected.length > 0 ? 'rejected' : 'done', result }];
  }

  /** One look at the folder and the URL; a look already under way is joined, not repeated. */
  function runOnce(): Promise<FeedBatchOutcome[]> {
    running ??= (async () => {
      const outcomes: FeedBatchOutcome[] = [];
      for (const [source, run] of [
        ['folder', runFolder],
        ['url', runUrl],
      ] as const) {
        try {
          outcomes.push(...(await run()));
        } catch (error) {
          log(
            `data feed: the ${source === 'folder' ? `folder ${folder}` : `URL ${options.url}`} could not be read: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      return outcomes;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    /** Looks now, then once per interval after each look ends. */
    start() {
      const sources = [folder && `folder ${folder}`, options.url && `URL ${options.url}`].filter(Boolean);
      log(`data feed: watching ${sources.join(' and ')} every ${Math.round(options.intervalMs / 1000)} s`);
      void runOnce().finally(schedule);
    },
    /** No new look; resolves when the one under way (if any) has ended. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
