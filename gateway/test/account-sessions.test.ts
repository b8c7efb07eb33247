import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamPool } from '../src/shared/upstream/upstream-pool.ts';
import { createGateway, type Gateway } from '../src/create-gateway.ts';
import type { UpstreamCall } from '../src/shared/upstream/upstream-types.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
/** The platform's clock runs this far ahead of the real one: a test moves it on instead of waiting for a token to expire. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
const letAccessTokenExpire = () => {
  clockOffsetMs += 2100;
};
beforeAll(async () => {
  platform = await startPlatformUnderTest({ now, servicesNow: now });
});
afterAll(async () => {
  delete process.env.ACCESS_TOKEN_TTL_SECONDS;
  await platform.close();
});

const demoPassword = 'Rasad-Demo-1405';
/** What a session that ended for any reason but another sign-in says (an expired, replayed, signed-out or forged one). */
const sessionEndedMessage = 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.';

async function send(
  gateway: Gateway,
  query: string,
  variables: object,
  headers: Record<string, string> = {},
) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-test', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { body: JSON.parse(text) as GraphqlResponse, text, setCookies: response.headers.getSetCookie() };
}

const signIn = /* GraphQL */ `
  mutation ($input: AccountSignInInput!) {
    accountSignIn(input: $input) {
      viewer {
        uuid
        userName
        packageType
      }
      sessionLimitReached {
        signInTicket
        sessionLimit
        sessions {
          id
          device
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const viewerQuery = /* GraphQL */ `
  {
    viewer {
      uuid
      packageType
    }
  }
`;

function cookieValue(setCookies: string[], name: string): string {
  const cookie = setCookies.find((header) => header.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '');
}

function cookieHeader(setCookies: string[]): string {
  return ['token', 'refreshToken']
    .map((name) => `${name}=${encodeURIComponent(cookieValue(setCookies, name))}`)
    .join('; ');
}

async function signInAs(userName: string) {
  const result = await send(platform.gateway, signIn, { input: { userName, password: demoPassword } });
  expect(result.body.data!.accountSignIn.userErrors).toEqual([]);
  return result;
}

describe('sign-in cookies', () => {
  it('sets token, packageType (2 years), the HttpOnly refresh token and the persisted auth state (31536000 s)', async () => {
    const { body, text, setCookies } = await signInAs('۰۹۱۲۱۰۰۰۰۰۴');
    expect(body.data!.accountSignIn.viewer).toEqual({
      uuid: '00000000-0000-4000-8000-000000000004',
      userName: '09121000004',
      packageType: 'ENTERPRISE',
    });
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
    const wrong = await send(platform.gateway, signIn, {
      input: { userName: '09121000004', password: 'not-the-password-1' },
    });
    const unknown = await send(platform.gateway, signIn, {
      input: { userName: '09129999999', password: 'not-the-password-1' },
    });
    expect(wrong.body.data!.accountSignIn.userErrors).toEqual([
      { field: ['password'], code: 'SIGN_IN_FAILED', message: 'نام کاربری یا رمز عبور اشتباه است.' },
    ]);
    expect(unknown.body.data!.accountSignIn.userErrors).toEqual(wrong.body.data!.accountSignIn.userErrors);
    expect(wrong.setCookies).toEqual([]);
  });

  it('signs out: the session ends and every auth cookie is cleared', async () => {
    const { setCookies } = await signInAs('09121000003');
    const cookies = cookieHeader(setCookies);
    const out = await send(
      platform.gateway,
      'mutation { accountSignOut { signedOut } }',
      {},
      { cookie: cookies },
    );
    expect(out.body.data!.accountSignOut.signedOut).toBe(true);
    expect(out.setCookies.map((cookie) => cookie.split(';')[0]).sort()).toEqual([
      'packageType=',
      'persist_auth=',
      'refreshToken=',
      'token=',
    ]);
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
    letAccessTokenExpire();
    platform.resetCalls();
    const cookies = cookieHeader(setCookies);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => send(platform.gateway, viewerQuery, {}, { cookie: cookies })),
    );
    expect(platform.callCounts()['POST /v2/Account/RefreshToken']).toBe(1);
    for (const result of results) {
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.viewer).toEqual({
        uuid: '00000000-0000-4000-8000-000000000002',
        packageType: 'BASIC',
      });
    }
    const renewed = new Set(results.map((result) => cookieValue(result.setCookies, 'refreshToken')));
    expect(renewed.size).toBe(1);
    expect(renewed.has(cookieValue(setCookies, 'refreshToken'))).toBe(false);
  });

  it('refuses a replayed refresh token and ends its session for both holders', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const { setCookies } = await signInAs('09121000001');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    letAccessTokenExpire();
    const stolen = cookieHeader(setCookies);
    const first = await send(platform.gateway, viewerQuery, {}, { cookie: stolen });
    expect(first.body.data!.viewer.uuid).toBe('00000000-0000-4000-8000-000000000001');
    const rightful = cookieHeader(first.setCookies);

    // Another gateway instance (no shared memory of the first refresh) presents the used refresh token.
    const calls: UpstreamCall[] = [];
    const otherGateway = createGateway({
      pools: platform.pools,
      persistedOperations: {},
      onUpstreamCall: (call) => calls.push(call),
      logError: () => undefined,
      // This test posts its own documents, as the development switch (ALLOW_AD_HOC_QUERIES) allows.
      protection: { openQueries: true },
    });
    const replay = await send(otherGateway, viewerQuery, {}, { cookie: stolen });
    expect(replay.body.data!.viewer).toBeNull();
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
    // No other user signed in: the session has ended, and the message says only that.
    expect(replay.body.errors?.[0]?.message).toBe(sessionEndedMessage);
    expect(replay.setCookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(calls.filter((call) => call.path === '/v2/Account/RefreshToken')).toHaveLength(1);

    // The replay revoked the session: the pair the rightful holder got no longer works either.
    const afterReplay = await send(platform.gateway, viewerQuery, {}, { cookie: rightful });
    expect(afterReplay.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
    expect(afterReplay.body.errors?.[0]?.message).toBe(sessionEndedMessage);
  });

  it('answers forged tokens with “your session has ended”, never with “another user signed in”', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: 'x', sid: 'forged-session' })).toString('base64url');
    const forged = `${header}.${claims}.c2lnbmF0dXJl`;
    for (const [locale, message] of [
      ['fa-IR', sessionEndedMessage],
      ['en-US', 'Your session has ended; please sign in again.'],
    ] as const) {
      const answer = await send(
        platform.gateway,
        viewerQuery,
        {},
        { cookie: `token=${forged}; refreshToken=forged-refresh-token`, 'accept-language': locale },
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
      expect(answer.body.errors?.[0]?.message).toBe(message);
    }
  });

  it('answers an expired access token sent without a refresh token with “your session has ended”', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const { setCookies } = await signInAs('09121000001');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    letAccessTokenExpire();
    const expired = await send(
      platform.gateway,
      viewerQuery,
      {},
      {
        authorization: `Bearer ${cookieValue(setCookies, 'token')}`,
      },
    );
    expect(expired.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
    expect(expired.body.errors?.[0]?.message).toBe(sessionEndedMessage);
  });

  it('accepts a bearer token and refresh header from non-browser clients and answers with headers', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const { setCookies } = await signInAs('09121000004');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    letAccessTokenExpire();
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
    const second = await send(platform.gateway, signIn, {
      input: { userName: '09121000006', password: demoPassword },
    });
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
    expect(ended.body.data!.accountSessionEndAndSignIn).toEqual({
      viewer: { userName: '09121000006' },
      userErrors: [],
    });
    const firstAgain = await send(
      platform.gateway,
      viewerQuery,
      {},
      { cookie: cookieHeader(first.setCookies) },
    );
    // Another sign-in ended it: the one case whose message says so.
    expect(firstAgain.body.errors?.[0]?.extensions?.code).toBe('SESSION_REPLACED');
    expect(firstAgain.body.errors?.[0]?.message).toBe('به دلیل ورود کاربر دیگری از حساب خود خارج شدید');
  });
});

/** Serves `handler` on an ephemeral loopback port; resolves with its base URL and a way to stop it. */
async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += (chunk as Buffer).toString();
  return body;
}

/**
 * The accounts service behind a switch: every call passes through, except refreshes, which fail the
 * way `refreshFailure` says (a 503, or a dropped connection) while it is set.
 */
async function flakyAccounts(target: string) {
  const state: { refreshFailure: 'status503' | 'dropped' | null } = { refreshFailure: null };
  const { url, server } = await listen(async (request, response) => {
    const body = await readBody(request);
    if (request.url?.startsWith('/v2/Account/RefreshToken') && state.refreshFailure === 'dropped')
      return request.socket.destroy();
    if (request.url?.startsWith('/v2/Account/RefreshToken') && state.refreshFailure === 'status503') {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"code":"UNAVAILABLE","message":"down","fieldErrors":[]}');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>;
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      ...(body ? { body } : {}),
    });
    response
      .writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      })
      .end(await upstream.text());
  });
  return { url, server, state };
}

describe('refresh when the accounts service is unavailable', () => {
  it('keeps the session and its cookies on a 5xx or a dropped connection, answers UPSTREAM_UNAVAILABLE, and refreshes later', async () => {
    const accounts = await flakyAccounts(platform.serviceUrls.accounts);
    const pool = createUpstreamPool(accounts.url, { timeoutMs: 5000, connections: 4 });
    const calls: UpstreamCall[] = [];
    const gateway = createGateway({
      pools: { ...platform.pools, accounts: pool },
      persistedOperations: {},
      onUpstreamCall: (call) => calls.push(call),
      logError: () => undefined,
      // This test posts its own documents, as the development switch (ALLOW_AD_HOC_QUERIES) allows.
      protection: { openQueries: true },
    });
    try {
      process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
      const { setCookies } = await signInAs('09121000003');
      delete process.env.ACCESS_TOKEN_TTL_SECONDS;
      letAccessTokenExpire();
      const cookies = cookieHeader(setCookies);
      for (const failure of ['status503', 'dropped'] as const) {
        accounts.state.refreshFailure = failure;
        const failed = await send(gateway, viewerQuery, {}, { cookie: cookies, 'accept-language': 'fa-IR' });
        expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
        expect(failed.body.errors?.[0]?.message).not.toBe('به دلیل ورود کاربر دیگری از حساب خود خارج شدید');
        expect(failed.setCookies).toEqual([]);
      }
      // Each failure was tried afresh, not remembered: two refresh calls so far.
      expect(calls.filter((call) => call.path === '/v2/Account/RefreshToken')).toHaveLength(2);
      accounts.state.refreshFailure = null;
      const recovered = await send(gateway, viewerQuery, {}, { cookie: cookies });
      expect(recovered.body.errors).toBeUndefined();
      expect(recovered.body.data!.viewer.uuid).toBe('00000000-0000-4000-8000-000000000003');
      expect(cookieValue(recovered.setCookies, 'refreshToken')).not.toBe(
        cookieValue(setCookies, 'refreshToken'),
      );
    } finally {
      await pool.close();
      accounts.server.close();
    }
  });

  it('still signs out with SESSION_ENDED when the accounts service refuses the refresh', async () => {
    const { setCookies } = await signInAs('09121000003');
    const cookies = cookieHeader(setCookies);
    await send(platform.gateway, 'mutation { accountSignOut { signedOut } }', {}, { cookie: cookies });
    const refused = await send(platform.gateway, viewerQuery, {}, { cookie: cookies });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
    expect(refused.body.errors?.[0]?.message).toBe(sessionEndedMessage);
    expect(refused.setCookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });
});

describe('the caller’s address', () => {
  const sessionsQuery = /* GraphQL */ `
    {
      viewer {
        activeSessions {
          sessions {
            ipAddress
            current
          }
        }
      }
    }
  `;

  async function signInOverHttp(url: string, headers: Record<string, string>) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: signIn,
        variables: { input: { userName: '09121000004', password: demoPassword } },
      }),
    });
    const cookies = cookieHeader(response.headers.getSetCookie());
    const sessions = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies },
      body: JSON.stringify({ query: sessionsQuery }),
    });
    const body = (await sessions.json()) as GraphqlResponse;
    return body.data!.viewer.activeSessions.sessions.find((session: { current: boolean }) => session.current)
      .ipAddress as string;
  }

  it('is the connection’s peer, whatever X-Forwarded-For a client sends, unless the peer is a trusted proxy', async () => {
    const { url, server } = await listen((request, response) => void platform.gateway(request, response));
    try {
      expect(await signInOverHttp(url, { 'x-forwarded-for': '198.51.100.66' })).toBe('127.0.0.1');
      process.env.TRUSTED_PROXY_ADDRESSES = '127.0.0.1';
      expect(await signInOverHttp(url, { 'x-forwarded-for': '198.51.100.66' })).toBe('198.51.100.66');
    } finally {
      delete process.env.TRUSTED_PROXY_ADDRESSES;
      server.close();
    }
  });
});

describe('sign-in and code rules', () => {
  it('accepts a mobile number typed with spaces, as the accounts service does', async () => {
    const spaced = await send(platform.gateway, signIn, {
      input: { userName: '۰۹۱۲ ۱۰۰ ۰۰۰۴', password: demoPassword },
    });
    expect(spaced.body.data!.accountSignIn.userErrors).toEqual([]);
    expect(spaced.body.data!.accountSignIn.viewer.userName).toBe('09121000004');
    const dashed = await send(platform.gateway, signIn, {
      input: { userName: '0912-100-0004', password: demoPassword },
    });
    // ENTERPRISE's five sessions may be full by now: either way the name was accepted and the password matched.
    expect(dashed.body.data!.accountSignIn.userErrors).toEqual([]);
  });

  it('passes the code limit’s wait on to the dialog’s countdown', async () => {
    const sendCode = /* GraphQL */ `
      mutation ($input: AccountUserNameInput!) {
        accountSignInCodeSend(input: $input) {
          resendAfterSeconds
          userErrors {
            code
            message
          }
        }
      }
    `;
    const first = await send(platform.gateway, sendCode, { input: { userName: '09121000005' } });
    expect(first.body.data!.accountSignInCodeSend).toEqual({ resendAfterSeconds: 60, userErrors: [] });
    const second = await send(platform.gateway, sendCode, { input: { userName: '09121000005' } });
    const refused = second.body.data!.accountSignInCodeSend;
    expect(refused.userErrors[0].code).toBe('OTP_RESEND_TOO_SOON');
    expect(refused.resendAfterSeconds).toBeGreaterThan(50);
    expect(refused.resendAfterSeconds).toBeLessThanOrEqual(60);
  });
});
