import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  redisInstalled,
  startRedisTestServer,
  type RedisTestServer,
} from '@rasad/services/test/redis-test-server.ts';
import { createGateway, type Gateway } from '../src/create-gateway.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { RedisStateStore } from '../src/shared/state/shared-state-store.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-types.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

describe.skipIf(!redisInstalled)('the shared response cache in Redis', () => {
  let redis: RedisTestServer;
  let platform: PlatformUnderTest;
  const stores: RedisStateStore[] = [];
  beforeAll(async () => {
    redis = await startRedisTestServer();
    platform = await startPlatformUnderTest();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await platform?.close();
    redis?.stop();
  });

  async function redisStore(): Promise<RedisStateStore> {
    const store = new RedisStateStore(redis.url);
    stores.push(store);
    // The server was started daemonised: wait until it answers rather than for a time.
    for (;;) {
      try {
        await store.count('ping');
        return store;
      } catch {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  async function send(
    gateway: Gateway,
    query: string,
    variables: object,
    headers: Record<string, string> = {},
  ) {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { response, body: (await response.json()) as GraphqlResponse };
  }

  it('is shared by two gateways, and an edit through one shows at once through the other', async () => {
    const calls: UpstreamCall[][] = [[], []];
    const [first, second] = await Promise.all([redisStore(), redisStore()]);
    const gateways = [first, second].map((store, index) =>
      createGateway({
        pools: platform.pools,
        persistedOperations: {},
        store,
        onUpstreamCall: (call) => calls[index]!.push(call),
        logError: () => undefined,
        protection: { requireClientHeader: false, budgetScale: 1_000, openQueries: true },
      }),
    );
    const companyId = 6;
    const company = toGlobalId('Company', companyId);
    const card = `query ($id: ID!) { node(id: $id) { ... on Company { id name ownPage { about } } } }`;
    const cached = await send(gateways[0]!, card, { id: company });
    expect(cached.body.errors).toBeUndefined();
    // The second gateway answers from what the first stored.
    const fromRedis = await send(gateways[1]!, card, { id: company });
    expect(fromRedis.body).toEqual(cached.body);
    expect(calls[1]).toEqual([]);
    expect(fromRedis.response.headers.get('etag')).toBe(cached.response.headers.get('etag'));

    await platform.database.db.execute(
      sql`INSERT INTO business.company_managers (company_id, user_id, verified_at)
          VALUES (${companyId}, '00000000-0000-4000-8000-000000000003', now()) ON CONFLICT DO NOTHING`,
    );
    const signIn = await send(
      gateways[1]!,
      `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
      { input: { userName: '09121000003', password: 'Rasad-Demo-1405' } },
    );
    const cookie = signIn.response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const about = 'واردکننده مواد اولیه آزمایشگاهی';
    const updated = await send(
      gateways[1]!,
      `mutation ($input: CompanyOwnPageUpdateInput!) {
        companyOwnPageUpdate(input: $input) { company { id } userErrors { message } }
      }`,
      { input: { companyId: company, about, phones: ['02188776655'] } },
      { cookie },
    );
    expect(updated.body.data!.companyOwnPageUpdate.userErrors).toEqual([]);
    const afterEdit = await send(gateways[0]!, card, { id: company });
    expect(afterEdit.body.data!.node.ownPage.about).toBe(about);
  });
});
