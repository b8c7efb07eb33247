import { getIntrospectionQuery, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPersistedOperations } from '../src/gateway-config.ts';
import { buildExecutableSchema } from '../src/schema/build-executable-schema.ts';
import { defaultDocumentLimits } from '../src/shared/protection/document-limits.ts';
import { operationCost, selectedOperation } from '../src/shared/protection/query-cost.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { MemoryStateStore } from '../src/shared/state/shared-state-store.ts';
import { persistedQueryHash, startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

// A stopped clock: buckets do not refill, so what each request was charged shows in the next one's budget.
const clock = new Date('2026-11-25T09:00:00Z');
const persistedOperations = readPersistedOperations();
const companyPageHash = persistedQueryHash(persistedOperations, 'CompanyPageQuery');
let platform: PlatformUnderTest;
/** A personal API key of the ENTERPRISE demo account: the one caller who may send documents of their own. */
let apiKey: string;

beforeAll(async () => {
  // The product's defaults: persisted operations only, except for API-key holders; real budgets.
  platform = await startPlatformUnderTest({
    now: () => clock,
    persistedOperations,
    store: new MemoryStateStore(() => clock.getTime()),
    protection: { openQueries: false, requireClientHeader: true, budgetScale: 1 },
  });
  apiKey = (await platform.apiKeyOf(await platform.accessTokenOf('09121000004'), 'hostile requests')).secret;
});
afterAll(() => platform.close());

const persianLetters = /[\u0600-\u06FF]/;

interface Answer {
  status: number;
  body: {
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: Record<string, any> }[];
    extensions?: { cost?: { requested: number; actual?: number; throttleStatus: Record<string, number> } };
  };
}

async function send(
  body: string | object,
  options: { key?: string; locale?: string; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer> {
  const response = await platform.gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': options.locale ?? 'fa-IR',
        'x-rasad-client': 'hostile-requests-test',
        ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    { req: { socket: { remoteAddress: options.address ?? '203.0.113.50' } } },
  );
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A visitor's company page, as the web app asks for it (a persisted operation), from an address of its own. */
function visitorCompanyPage(companyId: number, address: string) {
  return send(
    {
      operationName: 'CompanyPageQuery',
      variables: { id: toGlobalId('Company', companyId) },
      extensions: { persistedQuery: { version: 1, sha256Hash: companyPageHash } },
    },
    { address },
  );
}

const introspectionAlias = (index: number) =>
  `t${index}: __type(name:"Query"){ name fields { name type { name fields { name type { name } } } } }`;

describe('document limits, before the document is parsed', () => {
  it('refuses the 12,000-alias __type document at once, while a visitor’s company page beside it answers within a second', async () => {
    const attack = `{ ${Array.from({ length: 12_000 }, (_, index) => introspectionAlias(index)).join(' ')} }`;
    expect(attack.length).toBeGreaterThan(1_000_000);
    // The same page warmed first (by other visitors), so the one measured beside the attack times the gateway, not
    // the first read of that company from the database the services share with it in this process. On a machine
    // this busy a page alone may take most of a second: the one beside the attack must take under a second, or
    // under twice what it took alone just before.
    expect((await visitorCompanyPage(22, '198.51.100.1')).status).toBe(200);
    const alone = performance.now();
    expect((await visitorCompanyPage(22, '198.51.100.2')).status).toBe(200);
    const pageAlone = performance.now() - alone;

    const started = performance.now();
    let pageTook = Number.POSITIVE_INFINITY;
    const [refused, page] = await Promise.all([
      send({ query: attack }, { key: apiKey }),
      visitorCompanyPage(22, '198.51.100.3').then((answer) => {
        pageTook = performance.now() - started;
        return answer;
      }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', limit: 'bytes' });
    expect(refused.body.errors?.[0]?.message).toMatch(persianLetters);
    expect(page.status).toBe(200);
    expect(page.body.data?.['company']).toBeTruthy();
    expect(pageTook).toBeLessThan(Math.max(1_000, 2 * pageAlone));

    // The gateway still answers, and kept its state (the key still works within its budget).
    const after = await send({ query: '{ __typename }' }, { key: apiKey });
    expect(after).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('counts tokens without parsing: a small document of 5,001 fields is refused', async () => {
    const query = `{ ${'a '.repeat(defaultDocumentLimits.maximumTokens + 1)}}`;
    expect(Buffer.byteLength(query)).toBeLessThan(defaultDocumentLimits.maximumBytes);
    const answer = await send({ query }, { key: apiKey, locale: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', limit: 'tokens' });
    expect(answer.body.errors?.[0]?.message).toMatch(/more than 5,000 tokens/);
  });

  it('refuses more aliases than allowed, and ten thousand aliased order look-ups with them', async () => {
    const orders = (count: number) =>
      `{ viewer { ${Array.from({ length: count }, (_, index) => `o${index}: order(id: "T3JkZXI6OTk5OTk=") { id }`).join(' ')} } }`;
    for (const count of [defaultDocumentLimits.maximumAliases + 1, 10_000]) {
      const answer = await send({ query: orders(count) }, { key: apiKey });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_LARGE');
      expect(answer.body.errors?.[0]?.message).toMatch(persianLetters);
    }
    expect(platform.upstreamCalls.filter((call) => call.path.includes('Order'))).toHaveLength(0);
  });
});

describe('everything that does work has a price', () => {
  const schema = buildExecutableSchema();
  const costOf = (query: string) => {
    const document = parse(query);
    return operationCost(schema, document, selectedOperation(document, null)!, {});
  };

  it('prices __type and what is asked of it; only __typename is free', () => {
    expect(costOf('{ __typename }').cost).toBe(0);
    const one = costOf(`{ ${introspectionAlias(0)} }`).cost;
    // The type (1), its fields (1 list, 20 assumed), their types (20), their fields (20 lists of 20), their types (400).
    expect(one).toBe(1 + 1 + 20 + 20 + 400);
    expect(costOf(`{ ${introspectionAlias(0)} ${introspectionAlias(1)} }`).cost).toBe(2 * one);
  });

  it('prices __schema by the schema, and again for each time it expands the types under a field’s type', () => {
    const types = Object.keys(schema.getTypeMap()).length;
    // GraphiQL's own introspection lists the schema once: it stays well within a request's cost.
    expect(costOf(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true })).cost).toBe(
      types,
    );
    expect(costOf('{ __schema { types { fields { type { fields { name } } } } } }').cost).toBe(types * 20);
    expect(
      costOf('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }').cost,
    ).toBe(types * 400);
  });

  it('prices a single-object field with arguments once per parent: order, viewerDevices, playback, progressReport', () => {
    const viewer = costOf('{ viewer { id } }').cost;
    expect(costOf('{ viewer { a: order(id: "1") { id } b: order(id: "2") { id } } }').cost).toBe(viewer + 2);
    const course = costOf('{ course(id: "x") { title } }').cost;
    expect(costOf('{ course(id: "x") { viewerDevices(deviceId: "d") { __typename } } }').cost).toBe(
      course + 1,
    );
    // A course's sections are a list the query cannot size (20 assumed), each with its lessons (20 each).
    const lessons = costOf('{ course(id: "x") { sections { lessons { title } } } }').cost;
    expect(
      costOf('{ course(id: "x") { sections { lessons { playback(deviceId: "d") { __typename } } } } }').cost,
    ).toBe(lessons + 400);
    const administration = costOf('{ viewer { companyAdministration { __typename } } }').cost;
    expect(
      costOf('{ viewer { companyAdministration { progressReport(courseId: "x") { __typename } } } }').cost,
    ).toBe(administration + 1);
  });

  it('charges 30 aliased look-ups what they asked for, though none found anything', async () => {
    const query = `{ viewer { ${Array.from({ length: 30 }, (_, index) => `o${index}: order(id: "T3JkZXI6OTk5OTk=") { id }`).join(' ')} } }`;
    const answer = await send({ query }, { key: apiKey });
    expect(answer.status).toBe(200);
    // Today's price was 1 (the viewer), whatever it looked up.
    expect(answer.body.extensions?.cost).toMatchObject({ requested: 31, actual: 31 });
  });

  it('charges a request that fails what it asked for, not what it delivered', async () => {
    const before = await send({ query: '{ __typename }' }, { key: apiKey });
    const available = before.body.extensions!.cost!.throttleStatus['currentlyAvailable']!;
    const failed = await send(
      { query: '{ search(text: "پتروشیمی", type: COMPANY, first: 100) { edges { node { title } } } nope }' },
      { key: apiKey },
    );
    expect(failed.status).toBe(400);
    expect(failed.body.extensions?.cost).toMatchObject({ requested: 100, actual: 100 });
    const after = await send({ query: '{ __typename }' }, { key: apiKey });
    expect(after.body.extensions!.cost!.throttleStatus['currentlyAvailable']).toBe(available - 100);
  });

  it('refuses twelve aliased __type look-ups as too costly before they run', async () => {
    const query = `{ ${Array.from({ length: 12 }, (_, index) => introspectionAlias(index)).join(' ')} }`;
    const answer = await send({ query }, { key: apiKey });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COSTLY');
  });
});

describe('ill-formed input', () => {
  const contactHash = Object.keys(persistedOperations).find((hash) =>
    persistedOperations[hash]!.startsWith('mutation useContactMessageSendMutation'),
  )!;

  it('refuses a lone surrogate in the contact form with the Persian 400 that NUL gets; nothing reaches a service', async () => {
    platform.resetCalls();
    for (const description of ['درباره\u0000', 'درباره \ud800 ما', 'x\udfff']) {
      const answer = await send({
        variables: {
          input: { fullName: 'علی رضایی', subject: 'OTHER', description, mobile: '09121234567' },
        },
        extensions: { persistedQuery: { version: 1, sha256Hash: contactHash } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(/نویسه‌های کنترلی/);
    }
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('refuses a lone surrogate written into a document, in English when asked', async () => {
    // JSON's escape carries the lone half into the document text itself.
    const body = '{"query":"{ search(text: \\"a\\ud800\\", first: 1) { totalCount } }"}';
    const answer = await send(body, { key: apiKey, locale: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/invisible control characters/);
  });

  it('looks persisted operations up among their own names: constructor, __proto__, toString are unknown operations', async () => {
    const unknown = await send({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'no-such-hash' } },
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const answer = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: name } } });
      expect(answer.status, name).toBe(unknown.status);
      expect(answer.body.errors?.[0]?.extensions?.['code'], name).toBe(
        unknown.body.errors?.[0]?.extensions?.['code'],
      );
      expect(answer.body.errors?.[0]?.message, name).toMatch(persianLetters);
    }
  });
});

describe('refusals of the HTTP request itself, in the platform’s error shape and language', () => {
  it('415 for application/graphql-response+json (an answer’s type, not a request’s)', async () => {
    for (const [locale, words] of [
      ['fa-IR', persianLetters],
      ['en-US', /Content-Type: application\/json/],
    ] as const) {
      const answer = await send(
        { query: '{ __typename }' },
        { key: apiKey, locale, headers: { 'content-type': 'application/graphql-response+json' } },
      );
      expect(answer.status).toBe(415);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(answer.body.errors?.[0]?.message).toMatch(words);
    }
  });

  it('406 for an Accept the gateway answers in no type of, with a body that says so', async () => {
    for (const [locale, words] of [
      ['fa-IR', persianLetters],
      ['en-US', /accept application\/json/],
    ] as const) {
      const answer = await send(
        { query: '{ __typename }' },
        { key: apiKey, locale, headers: { accept: 'application/xml' } },
      );
      expect(answer.status).toBe(406);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('NOT_ACCEPTABLE');
      expect(answer.body.errors?.[0]?.message).toMatch(words);
    }
  });

  it('413 for a body over the limit and 400 for a Content-Length that is no number, in Persian or English', async () => {
    const tooLarge = await send('{}', { headers: { 'content-length': '999999999' } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors?.[0]?.extensions?.['code']).toBe('REQUEST_ENTITY_TOO_LARGE');
    expect(tooLarge.body.errors?.[0]?.message).toMatch(persianLetters);
    const english = await send('{}', { locale: 'en-US', headers: { 'content-length': '999999999' } });
    expect(english.body.errors?.[0]?.message).toBe('The request is too large.');
    const invalid = await send('{}', { headers: { 'content-length': '2, 2' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.message).toMatch(persianLetters);
  });
});
