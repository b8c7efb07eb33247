import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { searchRepository } from '../../src/business/search/search-repository.ts';
import { runSearch } from '../../src/business/search/simple-search.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface SearchResult {
  totalCount: number;
  totalCountIsLowerBound: boolean;
  countsByType: { company: number; person: number; product: number };
  items: { type: string; id: number; title: string; identifier: string | null; exact: boolean }[];
}

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await service.app.inject({
    method: 'GET',
    url: `/v3/Search/Search?${new URLSearchParams(query)}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() as SearchResult };
}

const toPersianDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

describe('GET /v3/Search/Search', () => {
  it('finds the same companies for Persian and Arabic spellings of پتروشیمی', async () => {
    const persian = await search({ text: 'پتروشیمی', type: 'company' });
    const arabic = await search({ text: 'پتروشيمي', type: 'company' });
    const halfSpaced = await search({ text: 'پترو\u200cشیمی', type: 'company' });
    expect(persian.body.countsByType.company).toBeGreaterThan(5);
    expect(arabic.body).toEqual(persian.body);
    expect(halfSpaced.body.items).toEqual(persian.body.items);
    expect(persian.body.items.every((item) => item.title.includes('پتروشیمی'))).toBe(true);
  });

  it('tolerates a misspelt word', async () => {
    const misspelt = await search({ text: 'پتروشمی', type: 'company' });
    expect(misspelt.body.items.some((item) => item.title.includes('پتروشیمی'))).toBe(true);
  });

  it('ranks the company with a national ID first, in Persian or Latin digits', async () => {
    const [company] = (await search({ text: 'فولاد', type: 'company', pageSize: '1' })).body.items;
    const nationalId = company?.identifier as string;
    const latin = await search({ text: nationalId });
    const persian = await search({ text: toPersianDigits(nationalId) });
    expect(latin.body.items[0]).toMatchObject({ id: company?.id, type: 'COMPANY', exact: true });
    expect(persian.body.items[0]).toEqual(latin.body.items[0]);
  });

  it('puts the company whose whole name is the query first, whatever the capital of longer names', async () => {
    const insert = (name: string, nationalId: string, capital: number) =>
      service.database.db
        .execute(sql`INSERT INTO business.companies (name, search_key, national_id, registration_number, registration_date, legal_form, status, capital_rials)
        VALUES (${name}, ${name}, ${nationalId}, ${nationalId.slice(0, 9)}, '2020-01-01', 'PRIVATE_JOINT_STOCK', 'ACTIVE', ${capital})`);
    await insert('گروه صنعتی زرین تاک', '19999999991', 1_000_000);
    await insert('گروه صنعتی زرین تاک نوین', '19999999992', 900_000_000_000_000);
    const hits = (await search({ text: 'گروه صنعتی زرین تاک', type: 'company' })).body.items;
    expect(hits.map((hit) => hit.title).slice(0, 2)).toEqual([
      'گروه صنعتی زرین تاک',
      'گروه صنعتی زرین تاک نوین',
    ]);
  });

  it('finds a person by national code and products by name', async () => {
    const person = (await search({ text: 'علی', type: 'person', pageSize: '1' })).body.items[0];
    expect(person?.type).toBe('PERSON');
    // Visitors see the code masked; the whole code, typed, still finds its person first.
    expect(person?.identifier).toMatch(/^\d{3}\*{6}\d$/);
    const [row] = (
      await service.database.db.execute<{ national_code: string }>(
        `SELECT national_code FROM business.persons WHERE id = ${person?.id}`,
      )
    ).rows;
    const byCode = await search({ text: String(row?.national_code), type: 'person' });
    expect(byCode.body.items[0]).toMatchObject({ id: person?.id, exact: true });
    const productHits = await search({ text: 'میلگرد', type: 'product' });
    expect(productHits.body.items.length).toBeGreaterThan(0);
    expect(productHits.body.items.every((item) => item.type === 'PRODUCT')).toBe(true);
  });

  it('counts every kind for the tabs, while a kind’s search lists and totals only that kind', async () => {
    const all = (await search({ text: 'سیمان', type: 'all' })).body;
    const companies = (await search({ text: 'سیمان', type: 'company' })).body;
    expect(all.countsByType.person).toBeGreaterThan(0);
    expect(all.countsByType.product).toBeGreaterThan(0);
    expect(companies.countsByType).toEqual(all.countsByType);
    expect(companies.totalCount).toBe(all.countsByType.company);
    expect(all.totalCount).toBe(
      all.countsByType.company + all.countsByType.person + all.countsByType.product,
    );
    expect(companies.items.every((item) => item.type === 'COMPANY')).toBe(true);
  });

  it('pages through results without repeating them', async () => {
    const first = await search({ text: 'شرکت', type: 'company', page: '1', pageSize: '10' });
    const second = await search({ text: 'شرکت', type: 'company', page: '2', pageSize: '10' });
    expect(first.body.items).toHaveLength(10);
    const ids = new Set(first.body.items.map((item) => item.id));
    expect(second.body.items.some((item) => ids.has(item.id))).toBe(false);
  });

  it('lists names with a word starting with the query before names containing it, each by capital', async () => {
    const paid = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000003',
      packageType: 'PROFESSIONAL',
    });
    const { items } = (await search({ text: 'ساز', type: 'company', pageSize: '50' }, paid)).body;
    const { rows } = await service.database.db.execute<{ id: number; capital: number; word_start: boolean }>(
      sql`SELECT id, capital_rials::float8 AS capital, (search_key LIKE 'ساز%' OR search_key LIKE '% ساز%') AS word_start FROM business.companies WHERE search_key LIKE '%ساز%'`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const listed = items.map((item) => byId.get(item.id));
    expect(listed.every(Boolean)).toBe(true);
    const firstInside = listed.findIndex((row) => !row?.word_start);
    expect(firstInside).toBeGreaterThan(0);
    expect(listed.slice(firstInside).every((row) => !row?.word_start)).toBe(true);
    for (const tier of [listed.slice(0, firstInside), listed.slice(firstInside)]) {
      const capitals = tier.map((row) => row?.capital ?? 0);
      expect(capitals).toEqual([...capitals].sort((first, second) => second - first));
    }
  });

  it('counts a misspelling’s close matches the same on every page', async () => {
    const first = await search({ text: 'پتروشمی', type: 'company', page: '1', pageSize: '5' });
    const second = await search({ text: 'پتروشمی', type: 'company', page: '2', pageSize: '5' });
    expect(first.body.totalCount).toBeGreaterThan(10);
    expect(second.body.totalCount).toBe(first.body.totalCount);
    expect(second.body.items.some((item) => first.body.items.some((other) => other.id === item.id))).toBe(
      false,
    );
  });

  it('ranks and counts the same whether the matches are read in one query or tier by tier', async () => {
    const [company] = (await search({ text: 'فولاد', type: 'company', pageSize: '1' })).body.items;
    const oneQuery = searchRepository(service.database.db);
    const tierByTier = searchRepository(service.database.db, { rankInOneQuery: false });
    const queries = [
      ['شرکت', 'all', 1],
      ['شرکت', 'company', 3],
      ['ساز', 'company', 1],
      ['پتروشيمي', 'company', 1],
      ['پتروشمی', 'company', 2],
      ['گروه صنعتی زرین تاک', 'company', 1],
      [company!.identifier!, 'all', 1],
      ['علی', 'person', 2],
      ['میلگرد', 'product', 1],
    ] as const;
    for (const [text, type, page] of queries) {
      const query = {
        text,
        type,
        page,
        pageSize: 20,
        locale: 'fa-IR',
        visibleLimit: 500,
        personalData: false,
        packageType: null,
      } as const;
      expect(await runSearch(oneQuery, query), `${text} (${type}, page ${page})`).toEqual(
        await runSearch(tierByTier, query),
      );
    }
  });

  it('reads the same pages tier by tier when the matches pass the count’s cap, and counts them as "more than"', async () => {
    const uncapped = searchRepository(service.database.db, { countCap: 100_000 });
    const capped = searchRepository(service.database.db, { countCap: 5 });
    for (const [text, type, page] of [
      ['شرکت', 'company', 1],
      ['شرکت', 'company', 2],
      ['شرکت', 'all', 1],
      ['علی', 'person', 1],
    ] as const) {
      const query = {
        text,
        type,
        page,
        pageSize: 10,
        locale: 'fa-IR',
        visibleLimit: 500,
        personalData: false,
        packageType: null,
      } as const;
      const whole = await runSearch(uncapped, query);
      const bounded = await runSearch(capped, query);
      expect(whole.totalCount, text).toBeGreaterThan(10);
      expect(bounded.items, `${text} (${type}, page ${page})`).toEqual(whole.items);
      expect(bounded.totalCountIsLowerBound).toBe(true);
      expect(bounded.totalCount).toBeLessThan(whole.totalCount);
    }
  });

  it('says when a count stopped at its cap, so the page can say "more than"', async () => {
    // Nearly every demo company is a «شرکت»: its misspelling has more close spellings than are counted.
    const common = (await search({ text: 'شرکتت', type: 'company' })).body;
    expect(common.totalCount).toBe(1_000);
    expect(common.totalCountIsLowerBound).toBe(true);
    const ordinary = (await search({ text: 'پتروشیمی', type: 'company' })).body;
    expect(ordinary.totalCountIsLowerBound).toBe(false);
  });

  it('brings the page’s companies and persons as GetSummary answers them, a visitor’s national codes masked', async () => {
    const included = { companies: 0, persons: 0 };
    for (const text of ['فولاد', 'علی', 'میلگرد']) {
      const response = await service.app.inject({
        method: 'GET',
        url: `/v3/Search/Search?${new URLSearchParams({ text, pageSize: '20' })}`,
      });
      const body = response.json() as {
        items: { type: string; id: number; companyId: number | null }[];
        included: { companies: { id: number }[]; persons: { id: number; nationalCode: string }[] };
      };
      const companyIds = [...new Set(body.items.flatMap((item) => (item.companyId ? [item.companyId] : [])))];
      const personIds = body.items.filter((item) => item.type === 'PERSON').map((item) => item.id);
      const summaries = async (path: string, ids: number[]) =>
        ids.length === 0
          ? []
          : ((await service.app.inject({ method: 'GET', url: `${path}?ids=${ids.join(',')}` })).json() as {
              id: number;
            }[]);
      const byId = (rows: { id: number }[]) => [...rows].sort((first, second) => first.id - second.id);
      expect(byId(body.included.companies), text).toEqual(
        byId(await summaries('/v2/Companies/GetSummary', companyIds)),
      );
      expect(byId(body.included.persons), text).toEqual(
        byId(await summaries('/v1/Persons/GetSummary', personIds)),
      );
      for (const person of body.included.persons) expect(person.nationalCode).toMatch(/\*/);
      included.companies += body.included.companies.length;
      included.persons += body.included.persons.length;
    }
    expect(included.companies).toBeGreaterThan(10);
    expect(included.persons).toBeGreaterThan(5);
  });

  it('leaves every connection’s planner settings as they were: a search turns walks off in its own transactions only', async () => {
    const settings = sql`SELECT current_setting('enable_seqscan') AS seq, current_setting('enable_indexscan') AS walk,
      current_setting('enable_indexonlyscan') AS walk_index, current_setting('pg_trgm.word_similarity_threshold', true) AS threshold`;
    const before = (await service.database.db.execute(settings)).rows[0];
    // A dense word (read tier by tier, walks back on) and a misspelling (every walk off), side by side on the pool.
    await Promise.all(
      ['شرکت', 'پتروشمی', 'شرکت', 'پتروشمی'].map((text) => search({ text, type: 'all', pageSize: '50' })),
    );
    const after = await Promise.all(
      Array.from({ length: 8 }, async () => (await service.database.db.execute(settings)).rows[0]),
    );
    expect(before).toMatchObject({ seq: 'on', walk: 'on', walk_index: 'on' });
    for (const connection of after) expect(connection).toEqual(before);
  });

  it('rejects an empty query with a Persian message, and in English on request', async () => {
    const persian = await service.app.inject({ method: 'GET', url: '/v3/Search/Search?text=' });
    expect(persian.statusCode).toBe(400);
    expect(persian.json().message).toMatch(/[\u0600-\u06ff]/);
    const english = await service.app.inject({
      method: 'GET',
      url: '/v3/Search/Search?text=&pageSize=500',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(/[a-z]/);
  });
});
