import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import type { DigestSender } from '../saved-searches/saved-search-matching.ts';
import { createDataFeedRunner } from './data-feed-runner.ts';
import { demoFeedBatch, writeDemoFeedBatch } from './demo-feed-producer.ts';

/** What the data feed is told by its environment (see docs/operations/data-feed-and-backups.md). */
export interface DataFeedSettings {
  folder: string | undefined;
  url: string | undefined;
  intervalSeconds: number;
  /** The demo feed writes a small batch into the folder every `demoIntervalSeconds` (only with a folder). */
  demo: boolean;
  demoIntervalSeconds: number;
}

export const defaultFeedIntervalSeconds = 60;
export const defaultDemoFeedIntervalSeconds = 180;

function seconds(name: string, value: string | undefined, fallback: number) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 86_400)
    throw new Error(`${name} must be a whole number of seconds from 1 to 86400, not «${value}»`);
  return parsed;
}

/**
 * DATA_FEED_DIR (a watched folder) and/or DATA_FEED_URL (a polled URL) switch the feed on, looked at every
 * DATA_FEED_INTERVAL_SECONDS; DATA_FEED_DEMO=on adds the demo feed's batches to the folder every
 * DATA_FEED_DEMO_INTERVAL_SECONDS. A wrong value stops the service at start with a sentence naming it.
 */
export function dataFeedSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): DataFeedSettings {
  const url = env.DATA_FEED_URL || undefined;
  if (url !== undefined && !/^https?:\/\//.test(url))
    throw new Error(`DATA_FEED_URL must be an http:// or https:// address, not «${url}»`);
  const demo = (env.DATA_FEED_DEMO ?? 'off').toLowerCase();
  if (!['on', 'off'].includes(demo))
    throw new Error(`DATA_FEED_DEMO must be on or off, not «${env.DATA_FEED_DEMO}»`);
  return {
    folder: env.DATA_FEED_DIR || undefined,
    url,
    intervalSeconds: seconds(
      'DATA_FEED_INTERVAL_SECONDS',
      env.DATA_FEED_INTERVAL_SECONDS,
      defaultFeedIntervalSeconds,
    ),
    demo: demo === 'on',
    demoIntervalSeconds: seconds(
      'DATA_FEED_DEMO_INTERVAL_SECONDS',
      env.DATA_FEED_DEMO_INTERVAL_SECONDS,
      defaultDemoFeedIntervalSeconds,
    ),
  };
}

/**
 * The scheduled feed of new companies and gazette notices, run by the business service while it is up (started when
 * the service is ready, stopped before it closes); nothing without DATA_FEED_DIR or DATA_FEED_URL.
 */
export async function dataFeedPlugin(
  instance: FastifyInstance,
  {
    context,
    sendDigest,
    settings = dataFeedSettingsFromEnvironment(),
  }: DomainPluginOptions & { sendDigest: DigestSender; settings?: DataFeedSettings },
) {
  if (!settings.folder && !settings.url) return;
  const runner = createDataFeedRunner({
    db: context.db,
    now: context.now,
    sendDigest,
    folder: settings.folder,
    url: settings.url,
    intervalMs: settings.intervalSeconds * 1000,
  });
  let demoTimer: NodeJS.Timeout | null = null;
  let demoWork: Promise<unknown> | null = null;
  const demoFolder = settings.demo ? settings.folder : undefined;
  instance.addHook('onReady', async () => {
    runner.start();
    if (!demoFolder) return;
    const intervalMs = settings.demoIntervalSeconds * 1000;
    console.log(
      `data feed: the demo feed adds a batch to ${demoFolder} every ${settings.demoIntervalSeconds} s`,
    );
    demoTimer = setInterval(() => {
      // One demo batch at a time; a slot whose batch is still being made is skipped.
      if (demoWork) return;
      const now = context.now();
      const slot = Math.floor(now.getTime() / intervalMs);
      demoWork = demoFeedBatch(context.db, slot, now)
        .then((files) => writeDemoFeedBatch(demoFolder, `demo-${slot}`, files))
        .then((name) => (name ? runner.runOnce() : undefined))
        .catch((error: unknown) =>
          console.error(
            `data feed: the demo batch was not written: ${error instanceof Error ? error.message : error}`,
          ),
        )
        .finally(() => {
          demoWork = null;
        });
    }, intervalMs);
    demoTimer.unref();
  });
  instance.addHook('onClose', async () => {
    if (demoTimer) clearInterval(demoTimer);
    await demoWork;
    await runner.stop();
  });
}
