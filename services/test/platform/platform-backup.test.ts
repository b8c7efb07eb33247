import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { businessService } from '../../src/business/business-service.ts';
import { coursesService } from '../../src/courses/courses-service.ts';
import {
  backupPlatform,
  BackupRefused,
  restorePlatform,
  type PlatformDataLocation,
} from '../../src/shared/backup/platform-backup.ts';
import { openDatabase, type OpenDatabase } from '../../src/shared/database/open-database.ts';
import type { ServiceApp } from '../../src/shared/http/create-service-app.ts';
import type { ServiceContext, ServiceDefinition } from '../../src/shared/service-definition.ts';
import type { ServiceName } from '../../src/shared/service-name.ts';
import { buildServiceApp, listenServiceApp } from '../../src/start-services.ts';
import { dumpBytes } from '../dump-bytes.ts';
import { createTestDatabase } from '../test-database.ts';
import { testAccessTokenVerifier, testAuthorization } from '../test-auth.ts';

/**
 * The platform's layout (a PGlite folder per service under one base folder), started in process for the services
 * holding what a user keeps: sessions (accounts), lists (business), lesson notes and orders (courses).
 */
interface Platform {
  apps: Partial<Record<ServiceName, ServiceApp>>;
  stop(): Promise<void>;
}

const services: ServiceDefinition[] = [accountsService, businessService, coursesService];
const learner = '00000000-0000-4000-8000-00000000b0c1';

/** The three services over their databases: one each (PGlite's layout) or the same one (a PostgreSQL server). */
async function startPlatform(databaseFor: (name: ServiceName) => Promise<OpenDatabase>): Promise<Platform> {
  const apps: Platform['apps'] = {};
  const databases = new Set<OpenDatabase>();
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const definition of services) {
    const database = await databaseFor(definition.name);
    databases.add(database);
    const context: ServiceContext = {
      db: database.db,
      now: () => new Date(),
      publicUrl: 'http://127.0.0.1:4999',
      verifyAccessToken: testAccessTokenVerifier,
      serviceUrls: urls,
      accountsServiceUrl: urls.accounts,
    };
    const app = await buildServiceApp(definition, context);
    apps[definition.name] = app;
    urls[definition.name] = await listenServiceApp(app, 0, '127.0.0.1');
  }
  return {
    apps,
    async stop() {
      for (const app of Object.values(apps)) await app.close();
      for (const database of databases) await database.close();
    },
  };
}

async function startPglitePlatform(base: string, fromTemplate: boolean) {
  const template = fromTemplate ? await dumpBytes(inject('pgliteSeededTemplatePath')) : undefined;
  return startPlatform((name) =>
    openDatabase({
      pgliteDirectory: path.join(base, name),
      ...(template ? { pgliteTemplate: template } : {}),
    }),
  );
}

/** What a user keeps, made through the services' own routes: a session, a list, a lesson note and an order. */
async function keepUserData(platform: Platform) {
  const signedIn = await platform.apps.accounts!.inject({
    method: 'POST',
    url: '/v2/Account/SignIn',
    payload: { userName: '09121000003', password: 'Rasad-Demo-1405' },
  });
  expect(signedIn.json().status).toBe('SIGNED_IN');
  const headers = await testAuthorization({ userId: learner, packageType: 'PROFESSIONAL' });
  const list = await platform.apps.business!.inject({
    method: 'POST',
    url: '/v1/Lists/CreateList',
    headers,
    payload: { name: 'پشتیبان‌گیری' },
  });
  expect(list.statusCode).toBeLessThan(300);
  const courses = (
    await platform.apps.courses!.inject({ method: 'GET', url: '/api/Courses/GetCourses' })
  ).json() as { id: number }[];
  const page = (
    await platform.apps.courses!.inject({ method: 'GET', url: `/api/Courses/${courses[0]!.id}` })
  ).json() as { sections: { lessons: { id: number }[] }[] };
  const lessonId = page.sections[0]!.lessons[0]!.id;
  const note = await platform.apps.courses!.inject({
    method: 'POST',
    url: '/api/LessonNotes',
    headers,
    payload: { lessonId, atSecond: 7, body: 'یادداشتی که باید بماند' },
  });
  expect(note.statusCode).toBe(201);
  const order = await platform.apps.courses!.inject({
    method: 'POST',
    url: '/v3/Pricing/Pay',
    headers,
    payload: { packageType: 'BASIC', durationMonths: 1 },
  });
  expect(order.statusCode).toBe(201);
  return {
    accessToken: signedIn.json().accessToken as string,
    listId: list.json().id as number,
    lessonId,
    noteId: note.json().id as number,
    orderId: String(order.json().id),
  };
}

type KeptData = Awaited<ReturnType<typeof keepUserData>>;

/** The restored platform finds each of them through the same routes. */
async function expectUserData(platform: Platform, kept: KeptData) {
  const alive = await platform.apps.accounts!.inject({
    method: 'GET',
    url: '/v1/Account/SessionAlive',
    headers: { authorization: `Bearer ${kept.accessToken}` },
  });
  expect(alive.statusCode).toBe(204);
  const headers = await testAuthorization({ userId: learner, packageType: 'PROFESSIONAL' });
  const lists = (
    await platform.apps.business!.inject({ method: 'GET', url: '/v1/Lists/GetLists', headers })
  ).json() as { id: number; name: string }[];
  expect(lists).toContainEqual(expect.objectContaining({ id: kept.listId, name: 'پشتیبان‌گیری' }));
  const notes = await platform.apps.courses!.inject({
    method: 'GET',
    url: `/api/LessonNotes?lessonId=${kept.lessonId}`,
    headers,
  });
  expect(notes.json()).toEqual([
    expect.objectContaining({ id: kept.noteId, atSecond: 7, body: 'یادداشتی که باید بماند' }),
  ]);
  const receipt = await platform.apps.courses!.inject({
    method: 'GET',
    url: `/api/Payments/Receipt?id=${kept.orderId}`,
    headers,
  });
  expect(receipt.statusCode).toBe(200);
}

/** A copy of a backup with one byte of one file flipped. */
async function corruptCopy(backup: string, copy: string, file: string) {
  await cp(backup, copy, { recursive: true });
  const bytes = await readFile(path.join(copy, file));
  bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
  await writeFile(path.join(copy, file), bytes);
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rasad-backup-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const at = (...parts: string[]) => path.join(root, ...parts);
const pglite = (base: string): PlatformDataLocation => ({ pgliteBase: base });

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackupRefused);
  return error as BackupRefused;
}

// Three service databases started, dumped and loaded again: minutes of CPU when the machine is busy.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'pnpm backup and pnpm restore (PGlite)',
  { timeout: 300_000 },
  () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    let kept: KeptData;

    it('backs up a stopped platform and refuses a running one', async () => {
      const platform = await startPglitePlatform(at('live'), true);
      try {
        kept = await keepUserData(platform);
        // While the services hold their databases open, nothing is backed up.
        const running = await refusal(backupPlatform(pglite(at('live')), at('refused'), log));
        expect(running.message).toMatch(
          /^The database of accounts, business, courses is open: stop the platform first/,
        );
        expect(running.fa).toMatch(/^پایگاه دادهٔ accounts، business، courses باز است/);
        expect(await readdir(root)).not.toContain('refused');
      } finally {
        await platform.stop();
      }

      const manifest = await backupPlatform(pglite(at('live')), at('backup'), log);
      expect(manifest.services.map((entry) => entry.name)).toEqual(['accounts', 'business', 'courses']);
      expect((await readdir(at('backup'))).sort()).toEqual([
        'accounts.tar.gz',
        'business.tar.gz',
        'courses.tar.gz',
        'manifest.json',
      ]);
      expect(lines).toContainEqual(expect.stringMatching(/^backup: business — [\d.]+ MB in \d+ ms$/));
      expect(lines.at(-1)).toBe(`backup: manifest written — 3 services in ${at('backup')}`);
    });

    it('refuses a corrupt or unfinished backup before touching anything', async () => {
      await corruptCopy(at('backup'), at('corrupt'), 'courses.tar.gz');
      // A target with data of its own, which a refused restore must leave as it was.
      await mkdir(at('target', 'accounts'), { recursive: true });
      await writeFile(at('target', 'accounts', 'keep.txt'), 'data');

      const corrupt = await refusal(
        restorePlatform(pglite(at('target')), at('corrupt'), { force: true, log }),
      );
      expect(corrupt.fa).toBe(
        'پروندهٔ courses.tar.gz با فهرست پشتیبان نمی‌خواند: پشتیبان خراب است و چیزی بازگردانده نشد.',
      );
      expect(corrupt.message).toBe(
        'courses.tar.gz does not match the backup manifest: the backup is corrupt, and nothing was restored.',
      );
      expect(await readdir(at('target'))).toEqual(['accounts']);
      expect(await readdir(at('target', 'accounts'))).toEqual(['keep.txt']);

      await rm(at('corrupt', 'manifest.json'));
      const unfinished = await refusal(restorePlatform(pglite(at('target')), at('corrupt'), { log }));
      expect(unfinished.message).toMatch(
        /holds no backup manifest \(manifest\.json\): the backup is unfinished/,
      );

      // Over data that is there, only with --force.
      const occupied = await refusal(restorePlatform(pglite(at('target')), at('backup'), { log }));
      expect(occupied.message).toBe(
        `accounts in ${at('target')} already holds data; restoring over it needs --force (the current data is kept aside).`,
      );
      expect(await readdir(at('target', 'accounts'))).toEqual(['keep.txt']);
    });

    it('restores into a fresh platform that finds the session, the list, the note and the order', async () => {
      await restorePlatform(pglite(at('fresh')), at('backup'), { log });
      expect(lines).toContainEqual(expect.stringMatching(/^restore: courses restored into .* in \d+ ms$/));
      const platform = await startPglitePlatform(at('fresh'), false);
      try {
        await expectUserData(platform, kept);
      } finally {
        await platform.stop();
      }

      // With --force the data that was there is kept aside, not deleted.
      await restorePlatform(pglite(at('target')), at('backup'), { force: true, log });
      const aside = (await readdir(at('target'))).find((entry) =>
        entry.startsWith('accounts.before-restore-'),
      );
      expect(aside).toBeDefined();
      expect(await readdir(at('target', aside!))).toEqual(['keep.txt']);
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)(
  'pnpm backup and pnpm restore (PostgreSQL)',
  { timeout: 300_000 },
  () => {
    it('dumps each service schema, refuses a corrupt backup, and restores into an empty database', async () => {
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      const source = await createTestDatabase('seeded');
      const target = await createTestDatabase('empty');
      try {
        const sourceUrl = source.databaseUrl!;
        const targetUrl = target.databaseUrl!;
        const live = await startPlatform(() => openDatabase({ databaseUrl: sourceUrl }));
        let kept: KeptData;
        try {
          kept = await keepUserData(live);
        } finally {
          await live.stop();
        }
        const manifest = await backupPlatform(
          { databaseUrl: sourceUrl, pgliteBase: '' },
          at('pg-backup'),
          log,
        );
        expect(manifest.services.map((entry) => entry.name)).toEqual([
          'accounts',
          'business',
          'courses',
          'analytics',
          'payments',
        ]);

        await corruptCopy(at('pg-backup'), at('pg-corrupt'), 'business.pgdump');
        const corrupt = await refusal(
          restorePlatform({ databaseUrl: targetUrl, pgliteBase: '' }, at('pg-corrupt'), { force: true, log }),
        );
        expect(corrupt.message).toMatch(/^business\.pgdump does not match the backup manifest/);
        const untouched = await target.db.execute<{ schemas: number }>(
          sql`SELECT count(*)::int AS schemas FROM information_schema.schemata WHERE schema_name IN ('accounts', 'business', 'courses')`,
        );
        expect(untouched.rows[0]?.schemas).toBe(0);

        await restorePlatform({ databaseUrl: targetUrl, pgliteBase: '' }, at('pg-backup'), { log });
        const occupied = await refusal(
          restorePlatform({ databaseUrl: targetUrl, pgliteBase: '' }, at('pg-backup'), { log }),
        );
        expect(occupied.message).toMatch(/already holds tables; restoring over it needs --force/);
        const restored = await startPlatform(() => openDatabase({ databaseUrl: targetUrl }));
        try {
          await expectUserData(restored, kept);
        } finally {
          await restored.stop();
        }
      } finally {
        await target.close();
        await source.close();
      }
    });
  },
);
