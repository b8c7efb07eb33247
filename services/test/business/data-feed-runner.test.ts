import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import Fastify from 'fastify';
import { dataFeedPlugin, dataFeedSettingsFromEnvironment } from '../../src/business/feed/data-feed-plugin.ts';
import { createDataFeedRunner, type FeedBatchOutcome } from '../../src/business/feed/data-feed-runner.ts';
import { demoFeedBatch, writeDemoFeedBatch } from '../../src/business/feed/demo-feed-producer.ts';
import { generateLegalId } from '../../src/seed/iranian-identifiers.ts';
import { createSeededRandom } from '../../src/seed/seeded-random.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let folder: string;
const follower = '00000000-0000-4000-8000-0000000000f1';
const analyst = '00000000-0000-4000-8000-0000000000f2';
let followerHeaders: Record<string, string>;
let analystHeaders: Record<string, string>;
const lines: string[] = [];
const digests: string[] = [];

beforeAll(async () => {
  service = await buildTestService(businessService);
  followerHeaders = await testAuthorization({ userId: follower, packageType: 'BASIC' });
  analystHeaders = await testAuthorization({ userId: analyst, packageType: 'PROFESSIONAL' });
});
afterAll(() => service.close());
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rasad-feed-test-'));
  lines.length = 0;
  return () => rm(folder, { recursive: true, force: true });
});

function runner(options: { folder?: string; url?: string } = {}) {
  return createDataFeedRunner({
    db: service.database.db,
    now: () => new Date(),
    sendDigest: async (_userId, text) => {
      digests.push(text);
    },
    folder: 'folder' in options ? options.folder : folder,
    url: options.url,
    intervalMs: 60_000,
    log: (line) => lines.push(line),
  });
}

const random = createSeededRandom('data-feed-test');

function companyLine(nationalId: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    nationalId,
    name: 'شرکت خوراک تازه (سهامی خاص)',
    registrationNumber: '881122',
    registrationDate: '2026-11-01',
    legalForm: 'PRIVATE_JOINT_STOCK',
    status: 'ACTIVE',
    capitalRials: 7_000_000_000,
    province: 'تهران',
    city: 'تهران',
    isicCode: '2011',
    ...overrides,
  });
}

async function dropBatch(name: string, files: Record<string, string[]>) {
  await mkdir(path.join(folder, name));
  for (const [table, rows] of Object.entries(files))
    await writeFile(path.join(folder, name, `${table}.jsonl`), rows.join('\n') + '\n');
}

async function post(url: string, headers: Record<string, string>, payload: object) {
  const response = await service.app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function feedOf(headers: Record<string, string>) {
  const response = await service.app.inject({ method: 'GET', url: '/v1/Tracking/GetFeed?limit=50', headers });
  expect(response.statusCode).toBe(200);
  return (
    response.json() as {
      entries: { kind: string; companyId: number; change: { field: string; after: string } | null }[];
    }
  ).entries;
}

async function existingCompany(offset: number) {
  const { rows } = await service.database.db.execute<{ id: number; row: Record<string, unknown> }>(sql`
    SELECT c.id, json_build_object('nationalId', c.national_id, 'name', c.name,
      'registrationNumber', c.registration_number, 'registrationDate', c.registration_date::text,
      'legalForm', c.legal_form, 'status', c.status, 'capitalRials', c.capital_rials,
      'province', p.name_fa, 'city', ci.name_fa, 'address', c.address) AS row
    FROM business.companies c JOIN business.provinces p ON p.id = c.province_id JOIN business.cities ci ON ci.id = c.city_id
    ORDER BY c.id OFFSET ${offset} LIMIT 1`);
  const [company] = rows;
  if (!company) throw new Error('the seeded data has companies');
  return { id: Number(company.id), row: company.row };
}

async function companyIdOf(nationalId: string) {
  const { rows } = await service.database.db.execute<{ id: number }>(
    sql`SELECT id FROM business.companies WHERE national_id = ${nationalId}`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

describe('the scheduled data feed, from a watched folder', () => {
  it('loads a dropped batch as the import does: a follow gets its change, a saved search its new company, a bad row its line', async () => {
    const followed = await existingCompany(3);
    await post('/v1/Companies/FollowCompany', followerHeaders, { companyId: followed.id });
    await post('/v1/SavedSearches/Create', analystHeaders, {
      name: 'خوراک تازه',
      filters: { text: 'خوراک تازه' },
    });
    const newId = generateLegalId(random);
    const raisedCapital = Number(followed.row.capitalRials) * 3 + 1_000_000;
    await dropBatch('2026-12-07-morning', {
      companies: [
        companyLine(newId),
        JSON.stringify({ ...followed.row, capitalRials: raisedCapital, noticeNumber: '8800112233' }),
        companyLine('12345678901'),
      ],
      gazette: [
        JSON.stringify({
          companyNationalId: followed.row.nationalId,
          kind: 'CAPITAL_CHANGE',
          publishedOn: '2026-12-06',
          noticeNumber: '8800112233',
          summary: 'افزایش سرمایه',
        }),
      ],
    });

    const outcomes = await runner().runOnce();

    expect(outcomes).toEqual([expect.objectContaining({ name: '2026-12-07-morning', outcome: 'rejected' })]);
    expect(outcomes[0]?.result?.reports).toEqual([
      {
        table: 'companies',
        loaded: 2,
        rejected: [{ line: 3, reason: expect.stringMatching(/^nationalId: /) }],
      },
      { table: 'gazette', loaded: 1, rejected: [] },
    ]);
    // The batch moved to rejected/, with the refused row's line beside it; nothing is left waiting or claimed.
    expect(await readdir(folder)).toEqual(expect.arrayContaining(['processing', 'rejected']));
    expect(await readdir(path.join(folder, 'processing'))).toEqual([]);
    expect((await readdir(folder)).filter((entry) => !['processing', 'rejected'].includes(entry))).toEqual(
      [],
    );
    expect(await readFile(path.join(folder, 'rejected', '2026-12-07-morning.report.txt'), 'utf8')).toMatch(
      /^companies\.jsonl:3: nationalId: /,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^data feed: batch «2026-12-07-morning»: companies 2 loaded, 1 rejected; gazette 1 loaded, 0 rejected; \d+ saved-search digests sent → rejected\/2026-12-07-morning/,
      ),
    );

    // The follower sees the capital change of the company they follow …
    expect(await feedOf(followerHeaders)).toContainEqual(
      expect.objectContaining({
        kind: 'COMPANY_CHANGE',
        companyId: followed.id,
        change: expect.objectContaining({ field: 'CAPITAL', after: String(raisedCapital) }),
      }),
    );
    // … and the analyst's saved search the new company it matches.
    const newCompanyId = await companyIdOf(newId);
    expect(await feedOf(analystHeaders)).toContainEqual(
      expect.objectContaining({ kind: 'SAVED_SEARCH_MATCH', companyId: newCompanyId }),
    );
  });

  it('moves a clean batch to done/, refuses an unreadable one with its reason, and leaves half-written ones alone', async () => {
    await dropBatch('clean', { companies: [companyLine(generateLegalId(random))] });
    await writeFile(path.join(folder, 'broken.json'), '{ "files": ');
    await mkdir(path.join(folder, '.being-written'));
    const outcomes = await runner().runOnce();
    expect(outcomes.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['broken.json', 'rejected'],
      ['clean', 'done'],
    ]);
    expect(await readdir(path.join(folder, 'done'))).toEqual(['clean']);
    expect(await readFile(path.join(folder, 'rejected', 'broken.json.report.txt'), 'utf8')).toBe(
      'batch refused: not valid JSON\n',
    );
    expect(await readdir(folder)).toContain('.being-written');
    // A batch dropped again under a name already done is loaded again (changing nothing) and kept beside the first.
    await dropBatch('clean', { companies: [companyLine(generateLegalId(random))] });
    await runner().runOnce();
    expect(await readdir(path.join(folder, 'done'))).toEqual([
      'clean',
      expect.stringMatching(/^clean-\d{4}-/),
    ]);
  });

  it('loads each batch once when two runners share the folder', async () => {
    const ids = Array.from({ length: 4 }, () => generateLegalId(random));
    for (const [position, id] of ids.entries())
      await dropBatch(`batch-${position}`, {
        companies: [companyLine(id, { registrationNumber: String(770000 + position) })],
      });
    const [first, second] = await Promise.all([runner().runOnce(), runner().runOnce()]);
    const loaded: FeedBatchOutcome[] = [...first!, ...second!];
    expect(loaded.map((outcome) => outcome.name).sort()).toEqual([
      'batch-0',
      'batch-1',
      'batch-2',
      'batch-3',
    ]);
    expect(loaded.every((outcome) => outcome.outcome === 'done')).toBe(true);
    expect((await readdir(path.join(folder, 'done'))).sort()).toEqual([
      'batch-0',
      'batch-1',
      'batch-2',
      'batch-3',
    ]);
    for (const id of ids) expect(await companyIdOf(id)).not.toBeNull();
  });

  it('gives back a batch a runner of this host claimed and did not finish', async () => {
    await mkdir(path.join(folder, 'processing'), { recursive: true });
    const id = generateLegalId(random);
    // A process id no process has (beyond the kernel's limit).
    const claim = path.join(folder, 'processing', `${hostname()}~99999999~left-over`);
    await mkdir(claim);
    await writeFile(path.join(claim, 'companies.jsonl'), companyLine(id));
    const outcomes = await runner().runOnce();
    expect(outcomes).toEqual([expect.objectContaining({ name: 'left-over', outcome: 'done' })]);
    expect(lines[0]).toBe(
      'data feed: batch «left-over» was left half-loaded by process 99999999; it waits again',
    );
    expect(await companyIdOf(id)).not.toBeNull();
  });
});

describe('the scheduled data feed, from a polled URL', () => {
  let server: Server;
  let body = '';
  let requests = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests++;
      const tag = `"${createHash('sha256').update(body).digest('hex')}"`;
      if (request.headers['if-none-match'] === tag) return void response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'application/json', etag: tag }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('loads what the URL answers, once, and a changed answer again', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
    const first = generateLegalId(random);
    body = JSON.stringify({ files: { companies: companyLine(first, { registrationNumber: '660001' }) } });
    const polling = runner({ folder: undefined, url });
    expect(await polling.runOnce()).toEqual([expect.objectContaining({ source: 'url', outcome: 'done' })]);
    expect(await companyIdOf(first)).not.toBeNull();
    expect(await polling.runOnce()).toEqual([]);
    expect(requests).toBe(2);

    const second = generateLegalId(random);
    body = JSON.stringify({ files: { companies: companyLine(second, { registrationNumber: '660002' }) } });
    expect(await polling.runOnce()).toEqual([expect.objectContaining({ source: 'url', outcome: 'done' })]);
    expect(await companyIdOf(second)).not.toBeNull();

    body = JSON.stringify({ rows: [] });
    expect(await polling.runOnce()).toEqual([
      expect.objectContaining({ source: 'url', outcome: 'rejected' }),
    ]);
    expect(lines.at(-1)).toMatch(/refused: not a batch: files: /);
  });
});

describe('the demo feed', () => {
  it('writes a batch that changes a followed company and matches a saved search; the same slot again changes nothing', async () => {
    const followed = await existingCompany(11);
    await post('/v1/Companies/FollowCompany', followerHeaders, { companyId: followed.id });
    await post('/v1/SavedSearches/Create', analystHeaders, {
      name: 'تعاونی‌های فعال',
      filters: { legalForm: 'COOPERATIVE', status: 'ACTIVE' },
    });
    const changesBefore = (await feedOf(followerHeaders)).filter(
      (entry) => entry.kind === 'COMPANY_CHANGE' && entry.companyId === followed.id,
    ).length;
    const matchesBefore = (await feedOf(analystHeaders)).length;

    const slot = 123_457;
    const now = new Date();
    const files = await demoFeedBatch(service.database.db, slot, now);
    expect(await writeDemoFeedBatch(folder, `demo-${slot}`, files)).toBe(`demo-${slot}`);
    const [outcome] = await runner().runOnce();
    expect(outcome).toMatchObject({ name: `demo-${slot}`, outcome: 'done' });
    expect(
      outcome?.result?.reports.find((report) => report.table === 'companies')?.loaded,
    ).toBeGreaterThanOrEqual(3);

    const changes = (await feedOf(followerHeaders)).filter(
      (entry) => entry.kind === 'COMPANY_CHANGE' && entry.companyId === followed.id,
    );
    expect(changes.length).toBe(changesBefore + 1);
    const matches = await feedOf(analystHeaders);
    expect(matches.length).toBeGreaterThan(matchesBefore);
    // A company changed that the search finds, and the new company shaped to it (a cooperative, active), arrived.
    expect(matches).toContainEqual(expect.objectContaining({ kind: 'SAVED_SEARCH_MATCH', change: null }));
    expect(matches).toContainEqual(
      expect.objectContaining({
        kind: 'SAVED_SEARCH_MATCH',
        change: expect.objectContaining({ field: expect.any(String) }),
      }),
    );

    // The slot's batch is written once: made again (a second instance, a retry) it is not written a second time …
    expect(
      await writeDemoFeedBatch(folder, `demo-${slot}`, await demoFeedBatch(service.database.db, slot, now)),
    ).toBeNull();
    // … and the same rows loaded again record nothing new.
    expect(await writeDemoFeedBatch(folder, 'demo-again', files)).toBe('demo-again');
    expect(await runner().runOnce()).toEqual([
      expect.objectContaining({ name: 'demo-again', outcome: 'done' }),
    ]);
    expect(
      (await feedOf(followerHeaders)).filter(
        (entry) => entry.kind === 'COMPANY_CHANGE' && entry.companyId === followed.id,
      ).length,
    ).toBe(changesBefore + 1);
    expect((await feedOf(analystHeaders)).length).toBe(matches.length);
  });

  it('runs inside the service while it is up: the demo writes a batch on its schedule and the runner loads it', async () => {
    const app = Fastify();
    await app.register(dataFeedPlugin, {
      context: service.context,
      sendDigest: async () => undefined,
      settings: { folder, url: undefined, intervalSeconds: 3600, demo: true, demoIntervalSeconds: 1 },
    });
    await app.ready();
    try {
      await expect
        .poll(async () => readdir(path.join(folder, 'done')).catch(() => []), { timeout: 30_000 })
        .toContainEqual(expect.stringMatching(/^demo-\d+$/));
    } finally {
      await app.close();
    }
  });

  it('reads its settings from the environment and names a wrong one', () => {
    expect(dataFeedSettingsFromEnvironment({})).toEqual({
      folder: undefined,
      url: undefined,
      intervalSeconds: 60,
      demo: false,
      demoIntervalSeconds: 180,
    });
    expect(() => dataFeedSettingsFromEnvironment({ DATA_FEED_INTERVAL_SECONDS: 'soon' })).toThrow(
      'DATA_FEED_INTERVAL_SECONDS must be a whole number of seconds from 1 to 86400, not «soon»',
    );
    expect(() => dataFeedSettingsFromEnvironment({ DATA_FEED_URL: 'ftp://x' })).toThrow(/DATA_FEED_URL/);
    expect(() => dataFeedSettingsFromEnvironment({ DATA_FEED_DEMO: 'yes' })).toThrow(/DATA_FEED_DEMO/);
  });
});
