import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from 'undici';
import { createGateway, type GatewayOptions } from '../src/create-gateway.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-types.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let clock = new Date('2026-11-23T10:00:00Z');
let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest({
    now: () => clock,
    protection: { requireClientHeader: true, budgetScale: 1, allowedOrigins: ['https://partner.example'] },
  });
});
afterAll(() => platform.close());

function post(body: unknown, headers: Record<string, string> = {}, gateway = platform.gateway) {
  return gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'fa-IR',
      'x-rasad-client': 'rasad-test',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const persianLetters = /[\u0600-\u06FF]/;
const cheapQuery = 'query { search(text: "پتروشیمی", type: COMPANY, first: 1) { totalCount } }';
/** `count` aliased searches of a page of `first` each: as many as a document may alias, priced by their pages. */
const aliasedSearches = (count: number, first: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `s${index}: search(text: "شرکت", first: ${first}) { totalCount }`).join(' ')} }`;

describe('query cost', () => {
  it('refuses the company → people → person → roles cycle before anything runs, in Persian', async () => {
    platform.resetCalls();
    // company → people → person → roles → company, four times over.
    const cycle = `{ company(id: "x") { ${'people { person { roles { company { '.repeat(4)}name${' } } } }'.repeat(4)} } }`;
    const response = await post({ query: cycle });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toMatch(/^QUERY_TOO_(COSTLY|DEEP)$/);
    expect(body.errors[0]!.message).toMatch(persianLetters);
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('prices a page of none (first: 0 or less) as the one item it still brings, so the cycle is refused as with first: 1', async () => {
    platform.resetCalls();
    for (const first of [1, 0, -5]) {
      const cycle = `{ companySearch(first: ${first}) { edges { node { name people { person { fullName roles { company { name people { person { fullName roles { role } } } } } } } } } } }`;
      const response = await post({ query: cycle });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
    }
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('prices a fragment once however often it is spread: thirty levels that each spread the last twice', async () => {
    platform.resetCalls();
    // Expanded, this document is a billion searches; walking it spread by spread would take the gateway hours.
    const levels = Array.from(
      { length: 30 },
      (_, level) => `fragment F${level + 1} on Query { ...F${level} ...F${level} }`,
    );
    const query = `query { ...F30 } fragment F0 on Query { search(text: "x", first: 1) { totalCount } } ${levels.join(' ')}`;
    const response = await post({ query });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { extensions: { code: string; cost: { requested: number } } }[];
    };
    expect(body.errors[0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(body.errors[0]!.extensions.cost.requested).toBeGreaterThanOrEqual(2 ** 30);
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it("prices the schema's description per type and a graph per hop, so neither comes free by the score", async () => {
    platform.resetCalls();
    const answerCode = async (query: string) => {
      // A full budget for each: the tests before spent it, and a refusal takes a share.
      clock = new Date(clock.getTime() + 3_600_000);
      const response = await post({ query });
      if (response.status === 200) return 200;
      return ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions
        .code;
    };
    const aliased = (count: number, field: string) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
    const graph =
      'relationshipGraph(entity: "x", depth: 3, limitPerHop: 100) { nodes { entityId } edges { source } }';
    expect(await answerCode('{ __schema { queryType { name } } }')).toBe(200);
    expect(await answerCode(`{ ${graph} }`)).toBe(200);
    // Twenty of either are more than a request may cost.
    expect(await answerCode(aliased(20, '__schema { types { name fields { name } } }'))).toBe(
      'QUERY_TOO_COSTLY',
    );
    expect(await answerCode(aliased(20, graph))).toBe('QUERY_TOO_COSTLY');
  });

  it('charges nothing for a mutation sent by GET, which is refused before it runs', async () => {
    const remainingAfterCheapQuery = async (before?: () => Promise<void>) => {
      clock = new Date(clock.getTime() + 3_600_000);
      await before?.();
      return (await post({ query: cheapQuery })).headers.get('x-query-budget-remaining');
    };
    const alone = await remainingAfterCheapQuery();
    const afterGet = await remainingAfterCheapQuery(async () => {
      const query = encodeURIComponent(
        'mutation { pageVisitEnd(input: { visitId: "x", durationSeconds: 5 }) { recorded } }',
      );
      const response = await platform.gateway.fetch(`http://gateway.test/graphql?query=${query}`, {
        headers: { 'accept-language': 'fa-IR', 'x-rasad-client': 'rasad-test' },
      });
      expect(response.status).toBe(405);
    });
    expect(afterGet).toBe(alone);
  });

  it('refuses 1,000 aliased searches before execution, and says what to do in English when asked', async () => {
    platform.resetCalls();
    const aliases = Array.from(
      { length: 1000 },
      (_, index) => `s${index}: search(text: "شرکت") { totalCount }`,
    ).join(' ');
    const response = await post({ query: `{ ${aliases} }` }, { 'accept-language': 'en-US' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string; limit: string } }[];
    };
    // Forty kilobytes of them: too large a document, refused before it is parsed (test/hostile-requests.test.ts).
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', limit: 'bytes' });
    expect(body.errors[0]!.message).toContain('first/last');
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('refuses 25 aliased searches of 250 companies each as too costly, and says what to do in English when asked', async () => {
    platform.resetCalls();
    const response = await post({ query: aliasedSearches(25, 250) }, { 'accept-language': 'en-US' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string; cost: { requested: number } } }[];
    };
    expect(body.errors[0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(body.errors[0]!.extensions.cost.requested).toBeGreaterThan(5000);
    expect(body.errors[0]!.message).toContain('first/last');
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('counts a batch as a whole: 10 operations of 25 searches are refused though each alone would pass', async () => {
    platform.resetCalls();
    // 25 pages of 21: 525 points each, 5,250 together.
    const operation = { query: aliasedSearches(25, 21) };
    const response = await post(Array.from({ length: 10 }, () => operation));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('charges refused documents to their sender, who is soon refused before anything is parsed', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = await post({ query: aliasedSearches(25, 250) });
      statuses.push(last.status);
      if (attempt < 11) await last.body?.cancel();
    }
    // A tenth of a visitor's 1,000 points a refusal: ten 400s empty the bucket, then 429 before parsing.
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
    const body = (await last!.json()) as {
      errors: { message: string; extensions: { code: string; cost: { requested: number } } }[];
    };
    expect(body.errors[0]!.extensions.code).toBe('QUERY_BUDGET_EXHAUSTED');
    expect(body.errors[0]!.extensions.cost.requested).toBe(0);
    expect(body.errors[0]!.message).toMatch(persianLetters);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reports the cost and the remaining budget in extensions and headers, and refuses with Retry-After when it is spent', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    const first = await post({ query: cheapQuery });
    const body = (await first.json()) as {
      data: unknown;
      extensions: { cost: { requested: number; throttleStatus: Record<string, number> } };
    };
    expect(body.data).toBeTruthy();
    const { requested, throttleStatus } = body.extensions.cost;
    expect(requested).toBeGreaterThan(0);
    // A visitor's budget from the entitlements table.
    expect(throttleStatus).toEqual({
      maximumAvailable: 1000,
      currentlyAvailable: 1000 - requested,
      restoreRate: 20,
    });
    expect(first.headers.get('x-query-cost')).toBe(String(requested));
    expect(first.headers.get('x-query-budget-remaining')).toBe(String(1000 - requested));

    const expensive = `{ ${Array.from({ length: 9 }, (_, index) => `s${index}: search(text: "شرکت", first: 20) { totalCount edges { node { title } } }`).join(' ')} }`;
    let refused: Response | null = null;
    for (let attempt = 0; attempt < 20 && !refused; attempt += 1) {
      const response = await post({ query: expensive });
      if (response.status === 429) refused = response;
      else await response.body?.cancel();
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusal = (await refused!.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(refusal.errors[0]!.extensions.code).toBe('QUERY_BUDGET_EXHAUSTED');
    expect(refusal.errors[0]!.message).toMatch(persianLetters);

    // The bucket refills with time (the injected clock), not with retries.
    clock = new Date(clock.getTime() + 60_000);
    const later = await post({ query: cheapQuery });
    expect(later.status).toBe(200);
  });

  it('charges a query what its answer held and gives the rest back; a mutation keeps its price', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    type Cost = { requested: number; actual: number; throttleStatus: { currentlyAvailable: number } };
    const roomy = await post({
      query: 'query { search(text: "پتروشیمی", type: COMPANY, first: 100) { edges { node { title } } } }',
    });
    const { data, extensions } = (await roomy.json()) as {
      data: { search: { edges: unknown[] } };
      extensions: { cost: Cost };
    };
    const found = data.search.edges.length;
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(100);
    // Asked room for 100 companies; held `found` of them, under one root field.
    expect(extensions.cost).toMatchObject({ requested: 100, actual: 1 + found });
    expect(extensions.cost.throttleStatus.currentlyAvailable).toBe(1000 - (1 + found));
    // The refund is in the bucket: the next request finds it there.
    const next = (await (await post({ query: cheapQuery })).json()) as { extensions: { cost: Cost } };
    expect(next.extensions.cost.throttleStatus.currentlyAvailable).toBe(1000 - (1 + found) - 1);

    const mutation = (await (await post({ query: 'mutation { accountSignOut { signedOut } }' })).json()) as {
      extensions: { cost: Cost };
    };
    expect(mutation.extensions.cost.actual).toBe(mutation.extensions.cost.requested);
    expect(mutation.extensions.cost.requested).toBeGreaterThan(1);
  });

  it("lets a visitor run four advanced searches back to back: a search brings its province's cities, not every province's", async () => {
    const { readPersistedOperations } = await import('../src/gateway-config.ts');
    const { toGlobalId } = await import('../src/shared/relay/global-id.ts');
    const query = Object.values(readPersistedOperations()).find((text) =>
      text.startsWith('query AdvancedSearchPageQuery'),
    );
    // A full budget, and no time passes between the searches, so nothing refills it.
    clock = new Date(clock.getTime() + 3_600_000);
    const fars = toGlobalId('Province', '8');
    for (const status of ['ACTIVE', 'LIQUIDATING', 'DISSOLVED', null]) {
      const response = await post({
        query,
        variables: {
          filter: { provinceId: fars, status },
          sort: 'RELEVANCE',
          searchedProvinceId: fars,
          hasSearchedProvince: true,
        },
      });
      // Every province's cities with each search (380 points) left too little for a third.
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { searchedProvince: { cities: unknown[] } } };
      expect(body.data.searchedProvince.cities.length).toBeGreaterThan(1);
    }
  });

  it("prices every page of the web app within a visitor's whole budget", async () => {
    const { readPersistedOperations } = await import('../src/gateway-config.ts');
    const { parse } = await import('graphql');
    const { operationCost, selectedOperation } = await import('../src/shared/protection/query-cost.ts');
    const { buildExecutableSchema } = await import('../src/schema/build-executable-schema.ts');
    const schema = buildExecutableSchema();
    for (const text of Object.values(readPersistedOperations())) {
      const document = parse(text);
      const { cost, depth } = operationCost(schema, document, selectedOperation(document, null)!, {});
      expect(cost).toBeLessThanOrEqual(1000);
      expect(depth).toBeLessThanOrEqual(10);
    }
  });
});

describe('cross-site requests', () => {
  it('runs nothing from a form-encoded or multipart POST', async () => {
    platform.resetCalls();
    const form = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation%20%7B%20accountSignOut%20%7B%20signedOut%20%7D%20%7D',
    });
    expect(form.status).toBe(415);
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: 'mutation { accountSignOut { signedOut } }' }));
    const upload = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      body: multipart,
      headers: { 'x-rasad-client': 'x' },
    });
    expect(upload.status).toBe(415);
    expect(((await upload.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      persianLetters,
    );
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('refuses a JSON POST without the client header, sign-in included', async () => {
    platform.resetCalls();
    const response = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { accountSignIn(input: { userName: "09120000000", password: "x" }) { userErrors { message } } }',
      }),
    });
    expect(response.status).toBe(403);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('CSRF_HEADER_MISSING');
    // The same refusal to a client that accepts gzip (every browser and HTTP library): compressed, not a 500.
    const compressed = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect([compressed.status, compressed.headers.get('content-encoding')]).toEqual([403, 'gzip']);
    expect(JSON.parse(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString())).toMatchObject({
      errors: [{ extensions: { code: 'CSRF_HEADER_MISSING' } }],
    });
    expect(platform.upstreamCalls).toHaveLength(0);
  });

  it('gives CORS headers only to an allowed origin, never echoing another', async () => {
    const foreign = await post({ query: cheapQuery }, { origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-rasad-client',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const partner = await post({ query: cheapQuery }, { origin: 'https://partner.example' });
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(partner.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('input hygiene', () => {
  it('refuses NUL and bidi overrides in variables and in literals with a Persian 400, before anything runs', async () => {
    platform.resetCalls();
    const mutation =
      'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }';
    for (const text of ['ali\u0000', 'evil\u202Etxt.exe', 'a\u2066b']) {
      const response = await post({
        query: mutation,
        variables: { input: { userName: text, password: 'secret123' } },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]!.message).toMatch(persianLetters);
      expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    }
    const literal = await post({ query: '{ search(text: "\\u0000x") { totalCount } }' });
    expect(literal.status).toBe(400);
    expect(platform.upstreamCalls).toHaveLength(0);
    // Persian text with its zero-width non-joiner and a right-to-left mark passes.
    const persian = await post({
      query: 'query ($text: String!) { search(text: $text, first: 1) { totalCount } }',
      variables: { text: 'می\u200Cخواهم\u200F' },
    });
    expect(persian.status).toBe(200);
  });
});

describe('nesting', () => {
  const nested = (depth: number, open: string, inner: string, close: string) =>
    `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

  it('refuses variables and documents nested thousands deep with a Persian 400, never a 500', async () => {
    platform.resetCalls();
    // Ten kilobytes of brackets, sent as text: JSON.stringify itself cannot write them.
    // Each with the code it is refused with: a document too large to be read at all (document limits) is refused
    // before its nesting is measured; one within those limits is refused for its nesting.
    const documents: [string | object, string][] = [
      [
        `{"query": ${JSON.stringify(cheapQuery)}, "variables": {"unused": ${nested(5_000, '[', '1', ']')}}}`,
        'BAD_USER_INPUT',
      ],
      [
        { query: `{ search(text: "x", first: 1, after: ${nested(2_000, '[', '"x"', ']')}) { totalCount } }` },
        'BAD_USER_INPUT',
      ],
      [{ query: `{ ${nested(900, '... on Query { ', '__typename', ' }')} }` }, 'BAD_USER_INPUT'],
      [{ query: `{ ${nested(8_000, '... on Query { ', '__typename', ' }')} }` }, 'QUERY_TOO_LARGE'],
    ];
    for (const [body, code] of documents) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as {
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(answer.errors[0]!.message).toMatch(persianLetters);
      expect(answer.errors[0]!.extensions.code).toBe(code);
    }
    expect(platform.upstreamCalls).toHaveLength(0);
    // What the web app and an analyst send is far below the limit.
    const ordinary = await post({
      query: `{ ${nested(5, '... on Query { ', 'search(text: "x", first: 1) { totalCount }', ' }')} }`,
    });
    expect(ordinary.status).toBe(200);
  });
});

describe('upstream circuit breaker', () => {
  it('opens after consecutive failures, answers at once without calling, and lets one trial through after the cool-down', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    // Nothing listens on port 9 of this machine: every call fails at once with a connection error.
    const dead = new Pool('http://127.0.0.1:9', { connectTimeout: 1000 });
    const calls: UpstreamCall[] = [];
    const pools = { ...platform.pools, business: dead } as GatewayOptions['pools'];
    const gateway = createGateway({
      pools,
      persistedOperations: {},
      now: () => now,
      onUpstreamCall: (call) => calls.push(call),
      logError: () => undefined,
      protection: { breakerFailureThreshold: 3, breakerCoolDownMs: 10_000, openQueries: true },
    });
    const ask = async () =>
      (await (await post({ query: cheapQuery }, {}, gateway)).json()) as {
        errors?: { message: string; extensions: { code: string } }[];
      };
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await ask()).errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    // Two requests: the first retried once (closed), the second's failure opened the circuit (no retry while open).
    expect(calls).toHaveLength(3);
    calls.splice(0);
    const open = await ask();
    expect(open.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(open.errors?.[0]?.message).toMatch(persianLetters);
    expect(calls).toHaveLength(0);
    now = new Date(now.getTime() + 10_000);
    await ask();
    expect(calls).toHaveLength(1);
    calls.splice(0);
    await ask();
    expect(calls).toHaveLength(0);
    await dead.close();
  });
});
