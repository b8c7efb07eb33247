import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/create-gateway.ts';
import { gatewayProtectionFromEnvironment } from '../src/gateway-config.ts';
import { authCookieNames } from '../src/shared/auth/auth-cookies.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

// On one machine every loopback address is this host: the "proxy" connects from 127.0.0.2, any other client from 127.0.0.1.
const trustedProxy = '127.0.0.2';
const outsider = '127.0.0.1';

let platform: PlatformUnderTest;
const servers: Server[] = [];
const configuredProxies = process.env.TRUSTED_PROXY_ADDRESSES;
beforeAll(async () => {
  process.env.TRUSTED_PROXY_ADDRESSES = trustedProxy;
  platform = await startPlatformUnderTest();
});
afterAll(async () => {
  if (configuredProxies === undefined) delete process.env.TRUSTED_PROXY_ADDRESSES;
  else process.env.TRUSTED_PROXY_ADDRESSES = configuredProxies;
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await platform.close();
});

/** A gateway over HTTP with SECURE_COOKIES as given (unset: auto), so requests have a real peer address. */
async function gatewayWith(secureCookies: string | undefined): Promise<number> {
  const gateway = createGateway({
    pools: platform.pools,
    persistedOperations: {},
    logError: () => undefined,
    responseCache: false,
    protection: {
      openQueries: true,
      budgetScale: 1_000,
      secureCookies: gatewayProtectionFromEnvironment(
        secureCookies === undefined ? {} : { SECURE_COOKIES: secureCookies },
      ).secureCookies,
    },
  });
  const server = createServer(gateway);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const signInMutation =
  'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { userName } userErrors { code } } }';

/** Signs the ENTERPRISE demo user in (five sessions allowed) from an address; the cookies the answer sets. */
function signInFrom(
  port: number,
  from: string,
  headers: Record<string, string> = {},
): Promise<Map<string, string>> {
  const body = JSON.stringify({
    query: signInMutation,
    variables: { input: { userName: '09121000004', password: 'Rasad-Demo-1405' } },
  });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-test', ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          const cookies = new Map<string, string>();
          for (const cookie of answer.headers['set-cookie'] ?? []) cookies.set(cookie.split('=')[0]!, cookie);
          resolve(cookies);
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const sessionCookies = Object.values(authCookieNames);

function expectSecure(cookies: Map<string, string>, secure: boolean) {
  expect([...cookies.keys()].sort()).toEqual([...sessionCookies].sort());
  for (const name of sessionCookies) {
    const attributes = cookies
      .get(name)!
      .split(';')
      .map((attribute) => attribute.trim());
    expect(attributes.includes('Secure'), `${name}: ${cookies.get(name)}`).toBe(secure);
  }
}

describe('the Secure flag of the session cookies', () => {
  it('by default (auto) believes X-Forwarded-Proto: https only from a trusted proxy, not from any client', async () => {
    const port = await gatewayWith(undefined);
    const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    expectSecure(await signInFrom(port, trustedProxy, behindProxy), true);
    expectSecure(await signInFrom(port, outsider, { 'x-forwarded-proto': 'https' }), false);
    // The proxy itself over plain HTTP: not Secure.
    expectSecure(await signInFrom(port, trustedProxy, { 'x-forwarded-for': '198.51.100.7' }), false);
  });

  it('sets Secure always with SECURE_COOKIES=true and never with SECURE_COOKIES=false', async () => {
    expectSecure(await signInFrom(await gatewayWith('true'), outsider), true);
    expectSecure(
      await signInFrom(await gatewayWith('false'), trustedProxy, { 'x-forwarded-proto': 'https' }),
      false,
    );
  });
});
