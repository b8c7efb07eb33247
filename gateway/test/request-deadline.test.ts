import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatcher, Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/create-gateway.ts';
import { protectionMessages } from '../src/shared/protection/protection-messages.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-types.ts';
import { createUpstreamPool } from '../src/shared/upstream/upstream-pool.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';
import { forwardToService } from './forward-to-service.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

/**
 * The business service behind a stand-in the test controls: it forwards every call except those to the held path,
 * which it never answers, and notes whether the gateway closed them. The gateway's pool to it is watched, so the
 * test knows when every call the gateway made has ended, and how.
 */
async function heldBusiness(heldPath: string | null) {
  const held: Promise<void>[] = [];
  const heldListeners: (() => void)[] = [];
  const target = new URL(platform.serviceUrls.business);
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    if ((incoming.url ?? '/').split('?')[0] === heldPath) {
      held.push(new Promise<void>((resolve) => outgoing.once('close', () => resolve())));
      for (const listener of heldListeners.splice(0)) listener();
      return;
    }
    void forwardToService(target, incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Far longer than any deadline here: only the request's deadline or its client can end a held call.
  const pool = createUpstreamPool(url, { timeoutMs: 120_000, connections: 8 });
  const inFlight = new Set<Promise<unknown>>();
  const outcomes: { path: string; answered: boolean }[] = [];
  const watched = new Proxy(pool, {
    get(target, key) {
      if (key === 'request')
        return (options: Dispatcher.RequestOptions) => {
          const call = target.request(options);
          inFlight.add(call);
          const path = options.path.split('?')[0]!;
          call.then(
            () => outcomes.push({ path, answered: true }),
            () => outcomes.push({ path, answered: false }),
          );
          void call.catch(() => undefined).finally(() => inFlight.delete(call));
          return call;
        };
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    pool: watched,
    /** The held calls the stand-in received, each settled when the gateway closed it. */
    held,
    /** How each call the gateway sent through the pool ended. */
    outcomes,
    firstHeld: () => new Promise<void>((resolve) => heldListeners.push(resolve)),
    /** Resolves once no call of the gateway is still on its way. */
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await pool.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function gatewayOver(business: Pool, requestDeadlineMs: number) {
  const calls: UpstreamCall[] = [];
  const gateway = createGateway({
    pools: { ...platform.pools, business },
    persistedOperations: {},
    onUpstreamCall: (call) => calls.push(call),
    logError: () => undefined,
    responseCache: false,
    protection: { requireClientHeader: false, budgetScale: 1_000, openQueries: true, requestDeadlineMs },
  });
  return { gateway, calls };
}

/** Three waves of business calls: the company, its people's roles, then the companies of those roles. */
const companyWithPeopleAndTheirRoles = /* GraphQL */ `
  query ($id: ID!) {
    company(id: $id) {
      name
      people {
        person {
          roles {
            company {
              name
            }
          }
        }
      }
    }
  }
`;
const rolesPath = '/v1/Persons/GetRoles';
const summaryPath = '/v2/Companies/GetSummary';

function ask(
  gateway: ReturnType<typeof createGateway>,
  {
    query = companyWithPeopleAndTheirRoles,
    locale = 'fa-IR',
    signal = undefined as AbortSignal | undefined,
  } = {},
) {
  return gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ query, variables: { id: toGlobalId('Company', 1) } }),
    ...(signal ? { signal } : {}),
  });
}

const pathsOf = (calls: UpstreamCall[]) => calls.map((call) => call.path);

describe('request deadline', () => {
  it('stops a request whose upstream never answers at the deadline, with a Persian DEADLINE_EXCEEDED error and no retry', async () => {
    // The company's name is the request's first call: it hangs from the start.
    const business = await heldBusiness(summaryPath);
    const deadlineMs = 3_000;
    const { gateway, calls } = gatewayOver(business.pool, deadlineMs);
    const companyName = 'query ($id: ID!) { company(id: $id) { name } }';
    const started = performance.now();
    const answer = await ask(gateway, { query: companyName });
    const elapsed = performance.now() - started;
    const body = (await answer.json()) as {
      data: { company: unknown } | null;
      errors?: { message: string; extensions: { code: string } }[];
    };
    // The deadline's own error, not «service unavailable».
    expect(body.data).toEqual({ company: null });
    expect(body.errors?.map((error) => [error.extensions.code, error.message])).toEqual([
      ['DEADLINE_EXCEEDED', protectionMessages.deadlineExceeded('fa-IR')],
    ]);
    // Given up at the deadline, long before the pool's own 120 s limit; the held call was closed, not retried.
    expect(elapsed).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(elapsed).toBeLessThan(60_000);
    await business.settled();
    await Promise.all(business.held);
    expect(business.held).toHaveLength(1);
    expect(business.outcomes).toEqual([{ path: summaryPath, answered: false }]);
    expect(pathsOf(calls)).toEqual([summaryPath]);

    const english = (await (await ask(gateway, { query: companyName, locale: 'en-US' })).json()) as {
      errors?: { message: string; extensions: { code: string } }[];
    };
    expect(english.errors?.[0]?.extensions.code).toBe('DEADLINE_EXCEEDED');
    expect(english.errors?.[0]?.message).toBe(
      'The request took too long and was stopped. Ask for less, or try again shortly.',
    );
    await business.settled();
    await business.close();
  });
});

describe('a client that goes away', () => {
  it('stops the upstream calls in flight and starts no more', async () => {
    // Unhindered, the query makes all three waves of calls.
    const open = await heldBusiness(null);
    const unhindered = gatewayOver(open.pool, 10_000);
    expect((await ask(unhindered.gateway)).status).toBe(200);
    expect(pathsOf(unhindered.calls).filter((path) => path === summaryPath)).toHaveLength(2);
    await open.close();

    const business = await heldBusiness(rolesPath);
    const { gateway, calls } = gatewayOver(business.pool, 10_000);
    const client = new AbortController();
    let callsBeforeAbort = 0;
    void business.firstHeld().then(() => {
      callsBeforeAbort = calls.length;
      client.abort();
    });
    await expect(ask(gateway, { signal: client.signal })).rejects.toThrow(/abort/i);
    await business.settled();
    // The call the stand-in held was closed by the gateway, unanswered; no call started after the client left.
    await Promise.all(business.held);
    expect(business.outcomes.filter((outcome) => outcome.path === rolesPath && outcome.answered)).toEqual([]);
    expect(callsBeforeAbort).toBeGreaterThan(0);
    expect(pathsOf(calls.slice(callsBeforeAbort))).toEqual([]);
    expect(pathsOf(calls).filter((path) => path === summaryPath)).toHaveLength(1);
    await business.close();
  });
});
