import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/create-gateway.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-client.ts';
import { startPlatformUnderTest, type GraphqlResponse, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(async () => {
  delete process.env.ACCESS_TOKEN_TTL_SECONDS;
  await platform.close();
});

const demoPassword = 'Rasad-Demo-1405';

async function send(gateway: Gateway, query: string, variables: object, headers: Record<string, string> = {}) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { body: JSON.parse(text) as GraphqlResponse, text, setCookies: response.headers.getSetCookie() };
}

const signIn = /* GraphQL */ `
  mutation ($input: AccountSignInInput!) {
    accountSignIn(input: $input) {
      viewer { uuid userName packageType }
      sessionLimitReached { signInTicket sessionLimit sessions { id device } }
      userErrors { field code message }
    }
  }
`;
const viewerQuery = /* GraphQL */ `{ viewer { uuid packageType } }`;

function cookieValue(setCookies: string[], name: string): string {
  const cookie = setCookies.find((header) => header.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '');
}

function cookieHeader(setCookies: string[]): string {
  return ['token', 'refreshToken'].map((name) => `${name}=${encodeURIComponent(cookieValue(setCookies, name))}`).join('; ');
}

async function signInAs(userName: string) {
  const result = await send(platform.gateway, signIn, { input: { userName, password: demoPassword } });
  expect(result.body.data!.accountSignIn.userErrors).toEqual([]);
  return result;
}

describe('sign-in cookies', () => {
  it('sets token, packageType (2 years), the HttpOnly refresh token and the persisted auth state (31536000 s)', async () => {
    const { body, text, setCookies } = await signInAs('۰۹۱۲۱۰۰۰۰۰۴');
    expect(body.data!.accountSignIn.viewer).toEqual({ uuid: '00000000-0000-4000-8000-000000000004', userName: '09121000004', packageType: 'ENTERPRISE' });
    const byName = Object.fromEntries(setCookies.map((cookie) => [cookie.split('=')[0], cookie]));
    expect(Object.keys(byName).sort()).toEqual(['packageType', 'persist_auth', 'refreshToken', 'token']);
    expect(byName.token).toMatch(/Max-Age=63072000; SameSite=Lax; HttpOnly/);
    expect(byName.refreshToken).toMatch(/Max-Age=63072000; SameSite=Lax; HttpOnly/);
    expect(byName.packageType).toMatch(/^packageType=ENTERPRISE; Path=\/; Max-Age=63072000; SameSite=Lax$/);
    expect(byName.persist_auth).toMatch(/Max-Age=31536000; SameSite=Lax$/);
    expect(JSON.parse(cookieValue(setCookies, 'persist_auth'))).toEqual({
      uuid: '00000000-0000-4000-8000-000000000004',
      packageType: 'ENTERPRISE',
      userName: '09121000004',
    });
    // Tokens travel in cookies only: the response body never carries them, nor the password.
    expect(text).not.toContain(cookieValue(setCookies, 'refreshToken'));
    expect(text).not.toContain(cookieValue(setCookies, 'token'));
    expect(text).not.toContain(demoPassword);
  });

  it('answers a wrong password and an unknown user name with the same Persian message', async () => {
    const wrong = await send(platform.gateway, signIn, { input: { userName: '09121000004', password: 'not-the-password-1' } });
    const unknown = await send(platform.gateway, signIn, { input: { userName: '09129999999', password: 'not-the-password-1' } });
    expect(wrong.body.data!.accountSignIn.userErrors).toEqual([{ field: ['password'], code: 'SIGN_IN_FAILED', message: 'نام کاربری یا رمز عبور اشتباه است.' }]);
    expect(unknown.body.data!.accountSignIn.userErrors).toEqual(wrong.body.data!.accountSignIn.userErrors);
    expect(wrong.setCookies).toEqual([]);
  });

  it('signs out: the session ends and every auth cookie is cleared', async () => {
    const { setCookies } = await signInAs('09121000003');
    const cookies = cookieHeader(setCookies);
    const out = await send(platform.gateway, 'mutation { accountSignOut { signedOut } }', {}, { cookie: cookies });
    expect(out.body.data!.accountSignOut.signedOut).toBe(true);
    expect(out.setCookies.map((cookie) => cookie.split(';')[0]).sort()).toEqual(['packageType=', 'persist_auth=', 'refreshToken=', 'token=']);
    expect(out.setCookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    const after = await send(platform.gateway, viewerQuery, {}, { cookie: cookies });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
  });
});

describe('token refresh', () => {
  it('refreshes an expired token once for 50 concurrent requests, and all of them succeed', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const { setCookies } = await signInAs('09121000002');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    platform.resetCalls();
    const cookies = cookieHeader(setCookies);
    const results = await Promise.all(Array.from({ length: 50 }, () => send(platform.gateway, viewerQuery, {}, { cookie: cookies })));
    expect(platform.callCounts()['POST /v2/Account/RefreshToken']).toBe(1);
    for (const result of results) {
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.viewer).toEqual({ uuid: '00000000-0000-4000-8000-000000000002', packageType: 'BASIC' });
    }
    const renewed = new Set(results.map((result) => cookieValue(result.setCookies, 'refreshToken')));
    expect(renewed.size).toBe(1);
    expect(renewed.has(cookieValue(setCookies, 'refreshToken'))).toBe(false);
  });

  it('refuses a replayed refresh token and ends its session for both holders', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const { setCookies } = await signInAs('09121000001');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const stolen = cookieHeader(setCookies);
    const first = await send(platform.gateway, viewerQuery, {}, { cookie: stolen });
    expect(first.body.data!.viewer.uuid).toBe('00000000-0000-4000-8000-000000000001');
    const rightful = cookieHeader(first.setCookies);

    // Another gateway instance (no shared memory of the first refresh) presents the used refresh token.
    const calls: UpstreamCall[] = [];
    const otherGateway = createGateway({ pools: platform.pools, persistedOperations: {}, onUpstreamCall: (call) => calls.push(call), logError: () => undefined });
    const replay = await send(otherGateway, viewerQuery, {}, { cookie: stolen });
    expect(replay.body.data!.viewer).toBeNull();
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
    expect(replay.body.errors?.[0]?.message).toBe('به دلیل ورود کاربر دیگری از حساب خود خارج شدید');
    expect(replay.setCookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(calls.filter((call) => call.path === '/v2/Account/RefreshToken')).toHaveLength(1);

    // The replay revoked the session: the pair the rightful holder got no longer works either.
    const afterReplay = await send(platform.gateway, viewerQuery, {}, { cookie: rightful });
    expect(afterReplay.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
  });

  it('accepts a bearer token and refresh header from non-browser clients and answers with headers', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const { setCookies } = await signInAs('09121000004');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await platform.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${cookieValue(setCookies, 'token')}`,
        'x-refresh-token': cookieValue(setCookies, 'refreshToken'),
      },
      body: JSON.stringify({ query: viewerQuery }),
    });
    const body = (await response.json()) as GraphqlResponse;
    expect(body.data!.viewer.packageType).toBe('ENTERPRISE');
    expect(response.headers.get('x-access-token')).toBeTruthy();
    expect(response.headers.get('x-refresh-token')).not.toBe(cookieValue(setCookies, 'refreshToken'));
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('session limit', () => {
  it('stops a second sign-in of a FREE account at its limit of one, and ending the first signs it in', async () => {
    const first = await signInAs('09121000006');
    const second = await send(platform.gateway, signIn, { input: { userName: '09121000006', password: demoPassword } });
    const limit = second.body.data!.accountSignIn.sessionLimitReached;
    expect(second.body.data!.accountSignIn.viewer).toBeNull();
    expect(limit.sessionLimit).toBe(1);
    expect(limit.sessions).toHaveLength(1);
    expect(second.setCookies).toEqual([]);
    const ended = await send(
      platform.gateway,
      `mutation ($input: AccountSessionEndAndSignInInput!) { accountSessionEndAndSignIn(input: $input) { viewer { userName } userErrors { message } } }`,
      { input: { signInTicket: limit.signInTicket, sessionId: limit.sessions[0].id } },
    );
    expect(ended.body.data!.accountSessionEndAndSignIn).toEqual({ viewer: { userName: '09121000006' }, userErrors: [] });
    const firstAgain = await send(platform.gateway, viewerQuery, {}, { cookie: cookieHeader(first.setCookies) });
    expect(firstAgain.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
  });
});
