import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/create-gateway.ts';
import { gatewayProtectionFromEnvironment, readPersistedOperations } from '../src/gateway-config.ts';
import { authCookieNames } from '../src/shared/auth/auth-cookies.ts';
import { queryCostHeaders } from '../src/shared/plugins/use-query-cost.ts';
import { defaultDocumentLimits } from '../src/shared/protection/document-limits.ts';
import { MemoryStateStore } from '../src/shared/state/shared-state-store.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

const clock = new Date('2026-11-24T09:00:00Z');
const persistedOperations = readPersistedOperations();
const hashOf = (operation: string) =>
  Object.keys(persistedOperations).find((hash) => persistedOperations[hash]!.startsWith(operation))!;
const homePageHash = hashOf('query HomePageQuery');
/** The profile page's own key mutations, as a signed-in owner sends them. */
const keyMutation = (operation: 'useApiKeyCreateMutation' | 'useApiKeyRevokeMutation', input: object) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(`mutation ${operation}(`) } },
  variables: { input },
});
// A tenth of every budget and a stopped clock: buckets do not refill, so a few queries empty one.
const budgetScale = 0.1;
const store = new MemoryStateStore(() => clock.getTime());

let platform: PlatformUnderTest;
/** The ENTERPRISE demo account (API access) and a PROFESSIONAL one (none), signed in at the accounts service. */
let enterpriseToken: string;
let professionalToken: string;
beforeAll(async () => {
  // The product's defaults: persisted operations only, except for API-key holders.
  platform = await startPlatformUnderTest({
    now: () => clock,
    persistedOperations,
    store,
    protection: { openQueries: false, budgetScale, requireClientHeader: true },
  });
  enterpriseToken = await platform.accessTokenOf('09121000004');
  professionalToken = await platform.accessTokenOf('09121000003');
});
afterAll(() => platform.close());

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function post(
  body: object,
  options: { key?: string; token?: string; locale?: string; gateway?: Gateway } = {},
): Promise<Answer> {
  const credential = options.key ?? options.token;
  const response = await (options.gateway ?? platform.gateway).fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'fa-IR',
      'x-rasad-client': 'rasad-test',
      ...(credential ? { authorization: `Bearer ${credential}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

const viewerQuery = '{ viewer { uuid firstName packageType apiAccess } }';
const searchQuery = (first: number) =>
  `{ search(text: "فولاد", type: COMPANY, first: ${first}) { totalCount } }`;
/** `count` root fields: an answer of that many items, charged in full. */
const unknownNodes = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `n${index}: node(id: "none") { id }`).join(' ')} }`;

describe('who may send what', () => {
  it('refuses an ad-hoc document from a visitor with a Persian message saying how to get a key; English when asked', async () => {
    const refused = await post({ query: viewerQuery });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_OPERATIONS_ONLY');
    expect(refused.body.errors?.[0]?.message).toMatch(/کلیدهای API/);
    expect(refused.body.errors?.[0]?.message).toMatch(/بستهٔ سازمانی/);
    const english = await post({ query: viewerQuery }, { locale: 'en-US' });
    expect(english.body.errors?.[0]?.message).toMatch(
      /create a personal API key under “API keys” on your profile page/,
    );
    // A batch with one ad-hoc document among persisted ones runs nothing either.
    const batch = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-test' },
      body: JSON.stringify([
        { extensions: { persistedQuery: { version: 1, sha256Hash: homePageHash } } },
        { query: viewerQuery },
      ]),
    });
    expect(batch.status).toBe(403);
  });

  it('refuses it from a signed-in web user without a key too, while persisted operations run for everyone', async () => {
    const refused = await post({ query: viewerQuery }, { token: enterpriseToken });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_OPERATIONS_ONLY');
    for (const token of [undefined, enterpriseToken]) {
      const persisted = await post(
        { extensions: { persistedQuery: { version: 1, sha256Hash: homePageHash } } },
        token ? { token } : {},
      );
      expect(persisted.status).toBe(200);
      expect(persisted.body.errors).toBeUndefined();
      expect(persisted.body.data?.['home']).toBeTruthy();
    }
  });

  it('runs an ad-hoc document as the key’s owner, within the budget of that owner’s package', async () => {
    const key = await platform.apiKeyOf(enterpriseToken, 'تحلیل بازار');
    const answer = await post({ query: viewerQuery }, { key: key.secret });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.['viewer']).toEqual({
      uuid: '00000000-0000-4000-8000-000000000004',
      firstName: 'حمید',
      packageType: 'ENTERPRISE',
      apiAccess: true,
    });
    expect(Number(answer.headers.get(queryCostHeaders.maximumAvailable))).toBe(
      entitlementsOf('ENTERPRISE').queryBudget.capacity * budgetScale,
    );
  });

  it('keeps one budget per key: an emptied key is held while its owner’s other key and visitors go on', async () => {
    const first = await platform.apiKeyOf(enterpriseToken, 'کلید پرمصرف');
    const second = await platform.apiKeyOf(enterpriseToken, 'کلید دوم');
    const capacity = entitlementsOf('ENTERPRISE').queryBudget.capacity * budgetScale;
    let answer: Answer | undefined;
    // As many look-ups as one document may alias, until the key's bucket is empty.
    const perRequest = defaultDocumentLimits.maximumAliases;
    for (let spent = 0; spent <= capacity; spent += perRequest) {
      answer = await post({ query: unknownNodes(perRequest) }, { key: first.secret });
      if (answer.status === 429) break;
    }
    expect(answer!.status).toBe(429);
    expect(answer!.body.errors?.[0]?.extensions?.code).toBe('QUERY_BUDGET_EXHAUSTED');
    expect(answer!.body.errors?.[0]?.message).toMatch(/سهمیهٔ پرس‌وجوی شما/);
    const other = await post({ query: searchQuery(1) }, { key: second.secret });
    expect(other.status).toBe(200);
    expect(Number(other.headers.get(queryCostHeaders.currentlyAvailable))).toBeGreaterThan(capacity - 10);
    const visitor = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: homePageHash } } });
    expect(visitor.status).toBe(200);
  });

  it('creates, lists and revokes keys through the gateway for their signed-in owner; a revoked key is refused at once on every gateway sharing the state', async () => {
    const caller = await platform.apiKeyOf(enterpriseToken, 'مدیریت کلیدها');
    // A key cannot make or revoke keys: a leaked one would make its own replacements.
    const byKey = await post(
      {
        query: 'mutation { apiKeyCreate(input: { name: "جایگزین" }) { secret userErrors { code message } } }',
      },
      { key: caller.secret },
    );
    expect(byKey.body.data?.['apiKeyCreate']).toMatchObject({
      secret: null,
      userErrors: [{ code: 'API_KEY_NOT_ALLOWED', message: expect.stringMatching(/وارد رصد شوید/) }],
    });
    const created = await post(keyMutation('useApiKeyCreateMutation', { name: 'گزارش فصلی' }), {
      token: enterpriseToken,
    });
    const payload = created.body.data?.['apiKeyCreate'];
    expect(payload.userErrors).toEqual([]);
    expect(payload.secret.startsWith(payload.apiKeyEdge.node.prefix)).toBe(true);
    const duplicate = await post(keyMutation('useApiKeyCreateMutation', { name: 'گزارش فصلی' }), {
      token: enterpriseToken,
    });
    expect(duplicate.body.data?.['apiKeyCreate']).toMatchObject({
      secret: null,
      apiKeyEdge: null,
      userErrors: [{ code: 'API_KEY_NAME_TAKEN' }],
    });

    // A second gateway over the same shared state has already accepted the new key (and cached the exchange).
    const other = createGateway({
      pools: platform.pools,
      persistedOperations,
      store,
      now: () => clock,
      protection: { budgetScale },
    });
    expect((await post({ query: viewerQuery }, { key: payload.secret, gateway: other })).status).toBe(200);

    const revoke = keyMutation('useApiKeyRevokeMutation', { apiKeyId: payload.apiKeyEdge.node.id });
    expect((await post(revoke, { key: caller.secret })).body.data?.['apiKeyRevoke']).toMatchObject({
      revokedApiKeyId: null,
      userErrors: [{ code: 'API_KEY_NOT_ALLOWED' }],
    });
    const revoked = await post(revoke, { token: enterpriseToken });
    expect(revoked.body.data?.['apiKeyRevoke']).toEqual({
      revokedApiKeyId: payload.apiKeyEdge.node.id,
      userErrors: [],
    });
    for (const gateway of [platform.gateway, other]) {
      const refused = await post({ query: viewerQuery }, { key: payload.secret, gateway });
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('API_KEY_INVALID');
      expect(refused.body.errors?.[0]?.message).toMatch(/باطل یا منقضی/);
      // Persisted operations are refused with it too: the holder learns at once that the key is dead.
      const persisted = await post(
        { extensions: { persistedQuery: { version: 1, sha256Hash: homePageHash } } },
        { key: payload.secret, gateway },
      );
      expect(persisted.status).toBe(401);
    }
    // Revoking it again changes nothing and says so.
    const again = await post(revoke, { token: enterpriseToken, locale: 'en-US' });
    expect(again.body.data?.['apiKeyRevoke']).toMatchObject({
      revokedApiKeyId: null,
      userErrors: [{ code: 'API_KEY_NOT_FOUND' }],
    });
    const listed = await post(
      { query: '{ viewer { apiKeys { totalCount edges { node { name lastUsedAt } } } } }' },
      { key: caller.secret },
    );
    const names = listed.body.data?.['viewer'].apiKeys.edges.map((edge: any) => edge.node.name);
    expect(names).toContain('مدیریت کلیدها');
    expect(names).not.toContain('گزارش فصلی');
  });

  it('refuses a made-up key, and a package without API access cannot create one', async () => {
    const madeUp = await post({ query: viewerQuery }, { key: `rsd_${'A'.repeat(43)}`, locale: 'en-US' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.errors?.[0]?.message).toMatch(/not valid, or it was revoked/);
    const malformed = await post({ query: viewerQuery }, { key: 'rsd_x' });
    expect(malformed.status).toBe(401);
    await expect(platform.apiKeyOf(professionalToken, 'گزارش')).rejects.toThrow(/ارتقا/);
  });
});

describe('production (NODE_ENV=production)', () => {
  let production: Gateway;
  let key: string;
  beforeAll(async () => {
    production = createGateway({
      pools: platform.pools,
      persistedOperations,
      store: new MemoryStateStore(),
      protection: gatewayProtectionFromEnvironment({ NODE_ENV: 'production' }),
      logError: () => {},
    });
    key = (await platform.apiKeyOf(enterpriseToken, 'GraphiQL')).secret;
  });

  it('answers introspection only to API-key holders', async () => {
    const visitor = await post({ query: '{ __schema { queryType { name } } }' }, { gateway: production });
    expect(visitor.status).toBe(403);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_OPERATIONS_ONLY');
    const holder = await post(
      { query: '{ __type(name: "ApiKey") { description } }' },
      { gateway: production, key },
    );
    expect(holder.status).toBe(200);
    expect(holder.body.data?.['__type'].description).toMatch(/Authorization: Bearer rsd_/);
    // No field suggestions, for key holders either.
    const unknown = await post(
      { query: '{ viewr { uuid } }' },
      { gateway: production, key, locale: 'en-US' },
    );
    expect(unknown.body.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
  });

  it('serves GraphiQL to an account whose package includes API access, not to visitors or other packages', async () => {
    const page = (cookie?: string) =>
      production.fetch('http://gateway.test/graphql', {
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    expect((await page()).status).toBe(406);
    expect((await page(`${authCookieNames.accessToken}=${professionalToken}`)).status).toBe(406);
    const analyst = await page(`${authCookieNames.accessToken}=${enterpriseToken}`);
    expect(analyst.status).toBe(200);
    const html = await analyst.text();
    expect(html).toContain('Rasad GraphQL API');
    // GraphiQL opens with the place for the key in its headers, and passes the CSRF check.
    expect(html).toContain('Bearer rsd_');
    expect(html).toContain('x-rasad-client');
  });

  it('never lets anyone send ad-hoc documents without a key: the development switch is refused in production', () => {
    expect(gatewayProtectionFromEnvironment({}).openQueries).toBe(false);
    expect(gatewayProtectionFromEnvironment({ NODE_ENV: 'production' }).openQueries).toBe(false);
    expect(gatewayProtectionFromEnvironment({ ALLOW_AD_HOC_QUERIES: 'true' }).openQueries).toBe(true);
    expect(() =>
      gatewayProtectionFromEnvironment({ NODE_ENV: 'production', ALLOW_AD_HOC_QUERIES: 'true' }),
    ).toThrow(/refused with NODE_ENV=production/);
    expect(() => gatewayProtectionFromEnvironment({ ALLOW_AD_HOC_QUERIES: 'yes' })).toThrow();
  });
});
