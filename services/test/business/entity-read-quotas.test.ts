import { entitlements } from '@rasad/contracts/entitlements.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { entityReadRepository } from '../../src/business/gating/entity-read-repository.ts';
import { tehranDay } from '../../src/business/gating/tehran-day.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { gatewayForwarded } from '../test-service-trust.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

let clock = new Date('2026-03-10T12:00:00Z');
beforeAll(() => {
  service.context.now = () => clock;
});
afterEach(() => {
  clock = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000);
});

async function companyIds(count: number): Promise<number[]> {
  return (
    await service.database.db.execute<{ id: number }>(
      `SELECT id FROM business.companies ORDER BY id LIMIT ${count}`,
    )
  ).rows.map((row) => Number(row.id));
}

/** The reads each of a reader's company-page counters holds (one counter a Tehran day). */
async function companyReadsCounted(reader: string): Promise<number[]> {
  // The counts reach the database behind the reads (entity-read-counter.ts): once they all have.
  await service.context.entityReadCounter?.settled();
  const { rows } = await service.database.db.execute<{ reads: number }>(
    `SELECT reads FROM business.entity_read_counters WHERE reader = '${reader}' AND kind = 'company' ORDER BY day`,
  );
  return rows.map((row) => row.reads);
}

/** What `run` gives, and how many claim statements went to the database while it ran. */
async function countingClaimStatements<Result>(run: () => Promise<Result>) {
  const execute = vi.spyOn(service.database.db, 'execute');
  try {
    const result = await run();
    await service.context.entityReadCounter?.settled();
    const statements = execute.mock.calls.filter(([query]) =>
      JSON.stringify(query).includes('claim_entity_read'),
    ).length;
    return { result, statements };
  } finally {
    execute.mockRestore();
  }
}

const page = (companyId: number, headers: Record<string, string>) =>
  service.app.inject({ method: 'GET', url: `/v3/Companies/GetDetails?companyId=${companyId}`, headers });

describe('daily quotas on company pages', () => {
  // 500 page reads: 7 s on a quiet machine, over the suite's 20 s when the machine is loaded; 90 s fails a hang.
  it('holds a visitor walking 500 company ids to its quota while another address reads normally, and refills the next Tehran day', async () => {
    const walker = { ...gatewayForwarded('203.0.113.66', 'business') };
    const neighbour = { ...gatewayForwarded('203.0.113.67', 'business') };
    const quota = entitlements.visitor.companyPagesPerDay ?? 0;
    const ids = await companyIds(500);
    expect(ids).toHaveLength(500);
    const statuses: number[] = [];
    for (const id of ids) {
      statuses.push((await page(id, walker)).statusCode);
      if (statuses.length === quota + 20) {
        // Mid-walk, an ordinary reader from another address is not held back.
        expect((await page(ids[499]!, neighbour)).statusCode).toBe(200);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(quota);
    expect(statuses.slice(0, quota).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(quota).every((status) => status === 429)).toBe(true);

    const refused = await page(ids[quota]!, walker);
    expect(refused.statusCode).toBe(429);
    const { secondsLeft } = tehranDay(clock);
    expect(refused.headers['retry-after']).toBe(String(secondsLeft));
    expect(refused.json()).toMatchObject({
      code: 'ENTITY_READ_QUOTA',
      gate: { capability: 'companyPagesPerDay', requiredPackage: 'FREE' },
    });
    expect(refused.json().message).toContain('۵ صفحه');
    const english = await service.app.inject({
      method: 'GET',
      url: `/v3/Companies/GetDetails?companyId=${ids[quota]}`,
      headers: { ...walker, 'accept-language': 'en-US' },
    });
    expect(english.json().message).toMatch(/^Today’s company page views \(5 pages\) are used up/);
    // Pages already read today stay open.
    expect((await page(ids[0]!, walker)).statusCode).toBe(200);

    // At Tehran midnight (20:30 UTC) the quota is whole again.
    clock = new Date(clock.getTime() + secondsLeft * 1000);
    expect((await page(ids[quota]!, walker)).statusCode).toBe(200);
  }, 90_000);

  it('counts a signed-in user per account, whatever the address, and never lets concurrent reads pass the limit', async () => {
    const userId = '00000000-0000-4000-8000-0000000000f1';
    const token = await testAuthorization({ userId, packageType: 'FREE' });
    const quota = entitlements.FREE.companyPagesPerDay ?? 0;
    const ids = await companyIds(40);
    const statuses = await Promise.all(
      ids.map((id, index) =>
        page(id, { ...token, ...gatewayForwarded(`192.0.2.${index + 1}`, 'business') }).then(
          (response) => response.statusCode,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(quota);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ids.length - quota);
    expect(await companyReadsCounted(`user:${userId}`)).toEqual([quota]);
  });

  it('counts a read claimed without the page (the gateway answering from its cache) exactly as a page read', async () => {
    const visitor = { ...gatewayForwarded('203.0.113.90', 'business') };
    const quota = entitlements.visitor.companyPagesPerDay ?? 0;
    const ids = await companyIds(quota + 1);
    const claim = (companyId: unknown) =>
      service.app.inject({
        method: 'POST',
        url: '/v3/Companies/ClaimRead',
        headers: visitor,
        payload: { companyId },
      });
    // A page read, then claims: together they are held to the one quota.
    expect((await page(ids[0]!, visitor)).statusCode).toBe(200);
    for (const id of ids.slice(1, quota)) expect((await claim(id)).json()).toEqual({ counted: true });
    const refused = await claim(ids[quota]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ENTITY_READ_QUOTA' });
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await page(ids[quota]!, visitor)).statusCode).toBe(429);
    // A page already read or claimed today stays free either way.
    expect((await claim(ids[0]!)).statusCode).toBe(200);
    expect((await page(ids[1]!, visitor)).statusCode).toBe(200);
    // Bad input is refused in Persian and counts nothing.
    const bad = await claim('x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('ignores X-Forwarded-For without the gateway’s credential: a forged one from loopback counts against loopback', async () => {
    const quota = entitlements.visitor.companyPagesPerDay ?? 0;
    const ids = await companyIds(quota + 1);
    const claim = (companyId: number, headers: Record<string, string>) =>
      service.app.inject({ method: 'POST', url: '/v3/Companies/ClaimRead', headers, payload: { companyId } });
    // A caller on loopback writing a new address on every read, with no credential or a forged one.
    for (const [index, id] of ids.slice(0, quota).entries())
      expect(
        (
          await claim(id, {
            'x-forwarded-for': `198.51.100.${150 + index}`,
            ...(index % 2 === 1 ? { 'x-service-credential': 'forged.credential.value' } : {}),
          })
        ).statusCode,
      ).toBe(200);
    expect((await claim(ids[quota]!, { 'x-forwarded-for': '198.51.100.199' })).statusCode).toBe(429);
    expect(await companyReadsCounted('address:127.0.0.1')).toEqual([quota]);
    expect(await companyReadsCounted('address:198.51.100.150')).toEqual([]);
    // The gateway's credential moves the count to the visitor it names.
    expect((await claim(ids[0]!, gatewayForwarded('198.51.100.150', 'business'))).statusCode).toBe(200);
    expect(await companyReadsCounted('address:198.51.100.150')).toEqual([1]);
  });

  it('counts claims that arrive together in fewer statements, each exactly as if sent alone', async () => {
    const quota = entitlements.visitor.companyPagesPerDay ?? 0;
    const ids = await companyIds(quota + 4);
    const visitors = ['203.0.113.101', '203.0.113.102', '203.0.113.103'];
    const claim = (address: string, companyId: number) =>
      service.app.inject({
        method: 'POST',
        url: '/v3/Companies/ClaimRead',
        headers: { ...gatewayForwarded(address, 'business') },
        payload: { companyId },
      });
    // Each visitor asks for every company at once, the first one twice: all of it in flight together.
    const { result: outcomes, statements } = await countingClaimStatements(() =>
      Promise.all(
        visitors.flatMap((address) =>
          [ids[0]!, ...ids].map((id) =>
            claim(address, id).then((response) => ({ address, id, status: response.statusCode })),
          ),
        ),
      ),
    );
    // Sent one by one they took 27 statements (three repeats are known free without one).
    expect(statements).toBeLessThanOrEqual(visitors.length);
    for (const address of visitors) {
      const own = outcomes.filter((outcome) => outcome.address === address);
      const allowed = new Set(own.filter((outcome) => outcome.status === 200).map((outcome) => outcome.id));
      // Exactly the quota's worth of companies, the repeat of an allowed one free, the rest refused.
      expect(allowed.size).toBe(quota);
      expect(own.filter((outcome) => outcome.status === 429)).toHaveLength(ids.length - quota);
      expect(await companyReadsCounted(`address:${address}`)).toEqual([quota]);
    }
  });

  it('keeps the claims that went together with one that fails: each is tried again alone, and counted once', async () => {
    const claims = entityReadRepository(service.database.db);
    const { day } = tehranDay(clock);
    const [first, second, third] = await companyIds(3);
    // A reader longer than the column fails inside the statement, after the claims sorted before it have run.
    const { result: outcomes, statements } = await countingClaimStatements(() =>
      Promise.allSettled([
        claims.claim({ reader: 'address:203.0.113.111', day, kind: 'company' }, first!, 2),
        claims.claim({ reader: 'address:203.0.113.111', day, kind: 'company' }, second!, 2),
        claims.claim({ reader: 'address:203.0.113.111', day, kind: 'company' }, third!, 2),
        claims.claim({ reader: `address:${'9'.repeat(80)}`, day, kind: 'company' }, first!, 2),
      ]),
    );
    expect(statements).toBe(5);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(outcomes.slice(0, 3).map((outcome) => (outcome as PromiseFulfilledResult<boolean>).value)).toEqual(
      [true, true, false],
    );
    expect(await companyReadsCounted('address:203.0.113.111')).toEqual([2]);
  });

  it('starts the Tehran day at 20:30 UTC', () => {
    expect(tehranDay(new Date('2026-03-10T20:29:59Z'))).toEqual({ day: '2026-03-10', secondsLeft: 1 });
    expect(tehranDay(new Date('2026-03-10T20:30:00Z'))).toEqual({
      day: '2026-03-11',
      secondsLeft: 24 * 60 * 60,
    });
  });
});

describe('person pages: quota, masked national codes, audit', () => {
  it('logs who read which person page, when and from where, and masks national codes below BASIC', async () => {
    const [person] = (
      await service.database.db.execute<{ id: number; national_code: string }>(
        'SELECT id, national_code FROM business.persons ORDER BY id LIMIT 1',
      )
    ).rows;
    const visitor = { ...gatewayForwarded('203.0.113.80', 'business') };
    const free = await testAuthorization({
      userId: '00000000-0000-4000-8000-0000000000f2',
      packageType: 'FREE',
    });
    const basic = await testAuthorization({
      userId: '00000000-0000-4000-8000-0000000000f3',
      packageType: 'BASIC',
    });
    for (const headers of [visitor, free, basic]) {
      expect(
        (
          await service.app.inject({
            method: 'GET',
            url: `/v1/Persons/GetRoles?personId=${person?.id}`,
            headers,
          })
        ).statusCode,
      ).toBe(200);
    }
    const views = (
      await service.database.db.execute<{ user_id: string | null; address: string; viewed_at: Date }>(
        `SELECT user_id, address, viewed_at FROM business.person_page_views WHERE person_id = ${person?.id} ORDER BY id`,
      )
    ).rows;
    expect(views.map((view) => [view.user_id, view.address])).toEqual([
      [null, '203.0.113.80'],
      ['00000000-0000-4000-8000-0000000000f2', '127.0.0.1'],
      ['00000000-0000-4000-8000-0000000000f3', '127.0.0.1'],
    ]);
    expect(new Date(views[0]!.viewed_at).toISOString()).toBe(clock.toISOString());

    const summary = async (headers: Record<string, string>) =>
      (
        await service.app.inject({ method: 'GET', url: `/v1/Persons/GetSummary?ids=${person?.id}`, headers })
      ).json()[0].nationalCode;
    const code = String(person?.national_code);
    expect(await summary(visitor)).toBe(`${code.slice(0, 3)}******${code.slice(-1)}`);
    expect(await summary(free)).toBe(`${code.slice(0, 3)}******${code.slice(-1)}`);
    expect(await summary(basic)).toBe(code);

    // Search answers the masked code too, even when the code itself was typed.
    const search = async (headers: Record<string, string>) =>
      (
        await service.app.inject({
          method: 'GET',
          url: `/v3/Search/Search?type=person&text=${code}`,
          headers,
        })
      ).json().items[0].identifier;
    expect(await search(visitor)).toBe(`${code.slice(0, 3)}******${code.slice(-1)}`);
    expect(await search(basic)).toBe(code);
  });

  it('holds person pages to their own daily quota', async () => {
    const walker = { ...gatewayForwarded('203.0.113.90', 'business') };
    const quota = entitlements.visitor.personPagesPerDay ?? 0;
    const ids = (
      await service.database.db.execute<{ id: number }>(
        `SELECT id FROM business.persons ORDER BY id LIMIT ${quota + 3}`,
      )
    ).rows.map((row) => Number(row.id));
    const statuses: number[] = [];
    for (const id of ids)
      statuses.push(
        (
          await service.app.inject({
            method: 'GET',
            url: `/v1/Persons/GetRoles?personId=${id}`,
            headers: walker,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(quota).fill(200), 429, 429, 429]);
  });
});
