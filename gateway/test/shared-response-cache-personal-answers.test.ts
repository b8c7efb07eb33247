import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseSharing } from '../src/shared/caching/shared-reads.ts';
import type { GatewayContext } from '../src/shared/gateway-context.ts';
import { useSharedResponseCache } from '../src/shared/plugins/use-shared-response-cache.ts';

/**
 * The response cache in front of a schema of two fields: one made of a shared read (the home page's), one of a
 * personal read. Counts what reaches the cache store and the resolvers.
 */
function gatewayWithCountedCache() {
  const stored = new Map<string, unknown>();
  const counts = { lookups: 0, stores: 0, sharedResolved: 0, personalResolved: 0 };
  const cache: Cache = {
    get(key) {
      counts.lookups++;
      return stored.get(key) as never;
    },
    set(key, result) {
      counts.stores++;
      stored.set(key, result);
    },
    invalidate() {},
  };
  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: 'type Query { shared(id: Int): String, personal(id: Int): String }',
    resolvers: {
      Query: {
        shared: (_root, _args, context) => {
          counts.sharedResolved++;
          context.sharing.noteRead('business', '/v1/Home/GetHomePage', false, {});
          return 'everyone';
        },
        personal: (_root, _args, context) => {
          counts.personalResolved++;
          context.sharing.notePersonal();
          return 'yours';
        },
      },
    },
  });
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    context: () => ({ session: { issued: null, cleared: false }, sharing: new ResponseSharing() }) as never,
    plugins: [
      useSharedResponseCache({
        cache,
        schema,
        argumentsVisitorsShare: [],
        audienceOf: () => Promise.resolve('visitor'),
        claimMeteredReads: () => Promise.resolve(true),
        logError: (error) => {
          throw error;
        },
      }),
    ],
  });
  const ask = async (query: string) => {
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: Record<string, string> };
  };
  return { ask, counts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('answers found personal', () => {
  it('are neither looked up nor prepared for storing again, while shared answers are still served from the cache', async () => {
    const { ask, counts } = gatewayWithCountedCache();

    expect((await ask('{ personal(id: 1) }')).data).toEqual({ personal: 'yours' });
    expect(counts.lookups).toBeGreaterThan(0);
    expect(counts.stores).toBe(0);
    const lookupsOfFirst = counts.lookups;

    for (let request = 0; request < 3; request++)
      expect((await ask('{ personal(id: 1) }')).data).toEqual({ personal: 'yours' });
    expect(counts.lookups).toBe(lookupsOfFirst);
    expect(counts.personalResolved).toBe(4);

    // Other variables are another answer: looked up once, as the first was.
    await ask('{ personal(id: 2) }');
    expect(counts.lookups).toBe(2 * lookupsOfFirst);

    await ask('{ shared(id: 1) }');
    await ask('{ shared(id: 1) }');
    expect(counts.sharedResolved).toBe(1);
    expect(counts.stores).toBe(1);
  });

  it('are tried again a minute later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ask, counts } = gatewayWithCountedCache();
    await ask('{ personal(id: 1) }');
    const lookupsOfFirst = counts.lookups;
    vi.setSystemTime(Date.now() + 59_000);
    await ask('{ personal(id: 1) }');
    expect(counts.lookups).toBe(lookupsOfFirst);
    vi.setSystemTime(Date.now() + 2_000);
    await ask('{ personal(id: 1) }');
    expect(counts.lookups).toBe(2 * lookupsOfFirst);
  });
});
