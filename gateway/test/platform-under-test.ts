import { inject } from 'vitest';
import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';
import { dumpBytes } from '@rasad/services/test/dump-bytes.ts';
import { createGateway, type GatewayOptions } from '../src/create-gateway.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-types.ts';
import { createUpstreamPool } from '../src/shared/upstream/upstream-pool.ts';
import { createServer } from 'node:http';
import { loadServiceSigningKey } from '@rasad/auth/service-signing-key.ts';
import { serviceKeySetPath } from '@rasad/auth/service-credential.ts';
import { createGatewayCredentials } from '../src/shared/upstream/gateway-credential.ts';

export interface GraphqlResponse {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * The real services on ephemeral ports over an in-memory copy of the seeded database (test/global-setup.ts), and a
 * gateway in memory in front of them that records every upstream call it makes.
 */
/** The hash under which a persisted query of the web app is sent. */
export function persistedQueryHash(operations: Record<string, string>, operationName: string): string {
  const [hash] =
    Object.entries(operations).find(([, text]) => text.startsWith(`query ${operationName}`)) ?? [];
  if (!hash) throw new Error(`no persisted ${operationName}`);
  return hash;
}

export async function startPlatformUnderTest(
  options: Partial<
    Pick<GatewayOptions, 'now' | 'persistedOperations' | 'store' | 'protection' | 'responseCache'>
  > & {
    /** The services' clock, for tests that space requests in time without waiting. */
    servicesNow?: () => Date;
  } = {},
) {
  // Every service's schema, migrated and seeded once per run by test/global-setup.ts; startServices finds it current.
  const template = await dumpBytes(inject('seededPgliteTemplatePath'));
  const database = await openDatabase({ pgliteDirectory: 'memory://', pgliteTemplate: template });
  // The gateway signs its upstream calls with a key of its own, published where the services fetch it (as
  // serve-gateway-http.ts publishes it): only then do they believe the address it forwards.
  const credentials = createGatewayCredentials(await loadServiceSigningKey('gateway', {}));
  const keySetServer = createServer((request, response) => {
    if (request.url !== serviceKeySetPath) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(credentials.publicKeySet()));
  });
  await new Promise<void>((resolve) => keySetServer.listen(0, '127.0.0.1', resolve));
  const { port: keySetPort } = keySetServer.address() as { port: number };
  process.env.GATEWAY_SERVICE_URL = `http://127.0.0.1:${keySetPort}`;
  const services = await startServices({
    database,
    ...(options.servicesNow ? { now: options.servicesNow } : {}),
    ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
    host: '127.0.0.1',
  });
  const pools = Object.fromEntries(
    Object.entries(services.urls).map(([name, url]) => [
      name,
      createUpstreamPool(url, { timeoutMs: 5000, connections: 8 }),
    ]),
  ) as GatewayOptions['pools'];
  const upstreamCalls: UpstreamCall[] = [];
  const loggedErrors: unknown[] = [];
  const gateway = createGateway({
    pools,
    persistedOperations: options.persistedOperations ?? {},
    now: options.now,
    onUpstreamCall: (call) => upstreamCalls.push(call),
    logError: (error) => loggedErrors.push(error),
    credentials,
    ...(options.store ? { store: options.store } : {}),
    // Many tests change data behind the gateway's back (straight in the database) and read it again at once;
    // the shared response cache is tested on its own (test/shared-response-cache.test.ts).
    responseCache: options.responseCache ?? false,
    // Tests of other areas post their own documents directly, without the client header, and run many queries
    // from one address: they switch on what development may (ad-hoc documents from anyone). The protection tests
    // pass the product's values (test/gateway-protection.test.ts, test/api-keys.test.ts). Their requests all come from
    // one caller (no address), some fifty at once: the per-caller bulkheads are tested on their own
    // (test/bulkheads.test.ts).
    protection: {
      requireClientHeader: false,
      budgetScale: 1_000,
      openQueries: true,
      callerMaximumInFlight: 1_000,
      upstreamCallerShare: 1_000,
      ...options.protection,
    },
  });

  async function post(body: object, locale = 'fa-IR'): Promise<GraphqlResponse> {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': locale,
        'x-rasad-client': 'rasad-test',
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as GraphqlResponse;
  }

  /** Signs a demo user in at the accounts service itself: the access token a non-browser client would hold. */
  async function accessTokenOf(userName: string): Promise<string> {
    const response = await pools.accounts.request({
      method: 'POST',
      path: '/v2/Account/SignIn',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'Rasad-Demo-1405' }),
    });
    const body = (await response.body.json()) as { status: string; accessToken: string };
    if (body.status !== 'SIGNED_IN') throw new Error(`${userName} could not sign in: ${body.status}`);
    return body.accessToken;
  }

  /** A personal API key of a signed-in user, created at the accounts service (the profile page does it through the gateway). */
  async function apiKeyOf(accessToken: string, name: string): Promise<{ id: string; secret: string }> {
    const response = await pools.accounts.request({
      method: 'POST',
      path: '/v1/ApiKeys',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ name }),
    });
    const body = (await response.body.json()) as { key?: { id: string }; secret?: string; message?: string };
    if (!body.key || !body.secret) throw new Error(`no API key: ${body.message}`);
    return { id: body.key.id, secret: body.secret };
  }

  /** Signs a demo user in with the demo password; returns the Cookie header its later requests carry. */
  async function signInCookie(userName: string): Promise<string> {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
        variables: { input: { userName, password: 'Rasad-Demo-1405' } },
      }),
    });
    const { data } = (await response.json()) as GraphqlResponse;
    const userErrors = (data?.accountSignIn as { userErrors: unknown[] } | undefined)?.userErrors;
    if (userErrors?.length !== 0) throw new Error(`${userName} could not sign in: ${JSON.stringify(data)}`);
    return response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
  }

  return {
    gateway,
    database,
    signInCookie,
    accessTokenOf,
    apiKeyOf,
    pools,
    serviceUrls: services.urls,
    /** Each service's credentials, for setup calls to internal routes as the service that makes them. */
    serviceTrust: services.trust,
    upstreamCalls,
    loggedErrors,
    post,
    graphql: (query: string, variables: Record<string, unknown> = {}, locale?: string) =>
      post({ query, variables }, locale),
    /** How many times each upstream path was called since the last reset. */
    callCounts() {
      const counts: Record<string, number> = {};
      for (const call of upstreamCalls)
        counts[`${call.method} ${call.path}`] = (counts[`${call.method} ${call.path}`] ?? 0) + 1;
      return counts;
    },
    resetCalls: () => upstreamCalls.splice(0),
    async close() {
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
      await services.close();
      await new Promise((resolve) => keySetServer.close(resolve));
    },
  };
}

export type PlatformUnderTest = Awaited<ReturnType<typeof startPlatformUnderTest>>;
