import { eq } from 'drizzle-orm';
import { createHook } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { oneTimeCodes } from '../../src/accounts/accounts-tables.ts';
import { callerAddress, gatewayTrustedPeers } from '@rasad/auth/client-address.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { codeLimits } from '../../src/accounts/codes/one-time-codes.ts';
import { advanceClock, latestCode } from './accounts-test-helpers.ts';
import { gatewayForwarded } from '../test-service-trust.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
  service.context.now = () => new Date('2026-03-01T08:00:00Z');
});
afterAll(() => service.close());

const post = (
  url: string,
  payload: object,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  service.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });

describe('code limits', () => {
  it('says how long to wait, in the body and in Retry-After', async () => {
    expect((await post('/Account/SignInByOTP', { userName: '09121000003' })).statusCode).toBe(200);
    advanceClock(service, 20);
    const tooSoon = await post('/Account/SignInByOTP', { userName: '09121000003' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retryAfterSeconds: 40 });
    expect(tooSoon.headers['retry-after']).toBe('40');
    const unknown = await post('/Account/SignInByOTP', { userName: '09120000000' });
    advanceClock(service, 5);
    const unknownTooSoon = await post('/Account/SignInByOTP', { userName: '09120000000' });
    expect(unknown.statusCode).toBe(200);
    expect(unknownTooSoon.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retryAfterSeconds: 55 });
  });
});

describe('a code asked for twice at once', () => {
  it('makes and sends one code; the other request is told to wait', async () => {
    advanceClock(service, 3600);
    const answers = await Promise.all(
      [1, 2].map(() =>
        post('/Account/SignInByOTP', { userName: '09125008888' }, { remoteAddress: '198.51.100.77' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toMatchObject({
      code: 'OTP_RESEND_TOO_SOON',
      message: translate('otp.resendTooSoon', 'fa-IR'),
    });
    const stored = await service.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userName, '09125008888'));
    expect(stored).toHaveLength(1);
  });
});

describe('code limits per user name and address', () => {
  const askForCode = (userName: string, address: string) =>
    post('/Account/SignInByOTP', { userName }, { remoteAddress: address });

  /** Spends one address's hourly allowance of codes for a user name, a minute apart as the resend wait allows. */
  async function spendAllowance(userName: string, address: string) {
    for (let index = 0; index < codeLimits.perUserFromAddressPerHour; index += 1) {
      expect((await askForCode(userName, address)).statusCode).toBe(200);
      advanceClock(service, codeLimits.resendIntervalSeconds);
    }
  }

  it("lets the owner get a code from their own address after a stranger spent the stranger's allowance for the name", async () => {
    advanceClock(service, 3600);
    const userName = '09121000001';
    const attacker = '203.0.113.40';
    await spendAllowance(userName, attacker);
    const refused = await askForCode(userName, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'OTP_TOO_MANY_REQUESTS', retryAfterSeconds: 3600 });
    expect(refused.json().message).toBe(translate('otp.tooManyRequests', 'fa-IR'));

    // The owner, at once: neither the stranger's count nor the stranger's resend wait applies.
    const owner = '198.51.100.20';
    const sent = await askForCode(userName, owner);
    expect(sent.statusCode).toBe(200);
    const confirmed = await post(
      '/v1/Account/ConfirmOTP',
      { userName, code: await latestCode(service, userName) },
      { remoteAddress: owner },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('SIGNED_IN');
    // The owner's own resend wait still holds.
    expect((await askForCode(userName, owner)).json().code).toBe('OTP_RESEND_TOO_SOON');
  });

  it('caps the codes of one user name over all addresses, so many addresses cannot flood a phone', async () => {
    advanceClock(service, 3600);
    const userName = '09121000005';
    const addresses = Array.from(
      { length: codeLimits.perUserPerHour / codeLimits.perUserFromAddressPerHour },
      (_, index) => `203.0.113.${100 + index}`,
    );
    for (const address of addresses) await spendAllowance(userName, address);
    const capped = await askForCode(userName, '198.51.100.21');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('OTP_TOO_MANY_REQUESTS');
    // Another user name from the same new address is not held back by it.
    expect((await askForCode('09121000006', '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('caller addresses', () => {
  it('believes X-Forwarded-For only from a trusted peer, reading it from the right', () => {
    const trusted = new Set(['127.0.0.1', '10.0.0.2']);
    expect(callerAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
    expect(callerAddress('::ffff:127.0.0.1', '198.51.100.1, 192.0.2.44', trusted)).toBe('192.0.2.44');
    expect(callerAddress('127.0.0.1', ['198.51.100.1', '192.0.2.44, 10.0.0.2'], trusted)).toBe('192.0.2.44');
    expect(callerAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect([...gatewayTrustedPeers({})]).toEqual([]);
  });

  it('counts codes per address by the connection, not by a header a caller made up', async () => {
    advanceClock(service, 3600);
    // An outsider rotating X-Forwarded-For still hits the per-address limit of 30 an hour.
    const answers = [];
    for (let index = 0; index < 31; index += 1) {
      answers.push(
        await post(
          '/v1/Account/ForgetPassword',
          { userName: `0912500${String(index).padStart(4, '0')}` },
          {
            remoteAddress: '203.0.113.9',
            headers: { 'x-forwarded-for': `198.51.100.${index}` },
          },
        ),
      );
    }
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[30]!.json()).toMatchObject({ code: 'OTP_TOO_MANY_REQUESTS', retryAfterSeconds: 3600 });
    // The gateway, proving itself with its credential, is believed (its address first, a balancer's appended after
    // it): the browser behind it has its own allowance.
    const viaGateway = await post(
      '/v1/Account/ForgetPassword',
      { userName: '09125009999' },
      { headers: { ...gatewayForwarded('192.0.2.10, 127.0.0.1', 'accounts') } },
    );
    expect(viaGateway.statusCode).toBe(200);
  });

  it('records the address a trusted gateway reports in the session list', async () => {
    advanceClock(service, 3600);
    const signedIn = await post(
      '/v2/Account/SignIn',
      { userName: '09121000004', password: 'Rasad-Demo-1405' },
      { headers: { ...gatewayForwarded('192.0.2.77', 'accounts') } },
    );
    const outsider = await post(
      '/v2/Account/SignIn',
      { userName: '09121000004', password: 'Rasad-Demo-1405' },
      {
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '192.0.2.78' },
      },
    );
    const sessions = await post(
      '/v2/Profile/GetActiveSessionsByUserInfo',
      {},
      { headers: { authorization: `Bearer ${signedIn.json().accessToken}` } },
    );
    const addresses = sessions.json().sessions.map((session: { ipAddress: string }) => session.ipAddress);
    expect(addresses).toContain('192.0.2.77');
    expect(addresses).toContain('203.0.113.5');
    expect(addresses).not.toContain('192.0.2.78');
    expect(outsider.json().status).toBe('SIGNED_IN');
  });
});

describe('sign-in tickets', () => {
  it('ends only one session when two requests use one ticket at once', async () => {
    advanceClock(service, 3600);
    // PROFESSIONAL allows two sessions: fill both, then a third sign-in gets a ticket.
    const first = await post('/v2/Account/SignIn', { userName: '09121000003', password: 'Rasad-Demo-1405' });
    const second = await post('/v2/Account/SignIn', { userName: '09121000003', password: 'Rasad-Demo-1405' });
    expect([first.json().status, second.json().status]).toEqual(['SIGNED_IN', 'SIGNED_IN']);
    const limited = await post('/v2/Account/SignIn', {
      userName: '09121000003',
      password: 'Rasad-Demo-1405',
    });
    const { signInTicket, sessions } = limited.json() as { signInTicket: string; sessions: { id: string }[] };
    expect(sessions).toHaveLength(2);
    const [one, two] = await Promise.all(
      sessions.map((session) =>
        service.app.inject({
          method: 'DELETE',
          url: '/v2/Profile/TerminateUserSessionByUserInfo',
          payload: { signInTicket, sessionId: session.id },
        }),
      ),
    );
    const statuses = [one!.json().status ?? one!.json().code, two!.json().status ?? two!.json().code].sort();
    expect(statuses).toEqual(['SIGNED_IN', 'SIGN_IN_TICKET_INVALID']);
    const winner = (one!.json().status === 'SIGNED_IN' ? one : two)!.json();
    const left = await post(
      '/v2/Profile/GetActiveSessionsByUserInfo',
      {},
      { headers: { authorization: `Bearer ${winner.accessToken}` } },
    );
    // One of the two old sessions survives next to the new one, and the losing request started none.
    const leftIds = left.json().sessions.map((session: { id: string }) => session.id);
    expect(leftIds).toHaveLength(2);
    expect(sessions.filter((session) => leftIds.includes(session.id))).toHaveLength(1);
  });

  it('starts no more sessions than the package allows when sign-ins arrive at once', async () => {
    advanceClock(service, 3600);
    // FREE allows one session: of two sign-ins at once, one signs in and the other gets a ticket.
    const answers = await Promise.all(
      [1, 2].map(() => post('/v2/Account/SignIn', { userName: '09121000021', password: 'Rasad-Demo-1405' })),
    );
    expect(answers.map((answer) => answer.json().status).sort()).toEqual([
      'SESSION_LIMIT_REACHED',
      'SIGNED_IN',
    ]);
  });

  it('leaves the ticket usable when the chosen session had already ended', async () => {
    advanceClock(service, 3600);
    const first = await post('/v2/Account/SignIn', { userName: '09121000002', password: 'Rasad-Demo-1405' });
    const limited = await post('/v2/Account/SignIn', {
      userName: '09121000002',
      password: 'Rasad-Demo-1405',
    });
    const { signInTicket } = limited.json();
    const wrong = await service.app.inject({
      method: 'DELETE',
      url: '/v2/Profile/TerminateUserSessionByUserInfo',
      payload: { signInTicket, sessionId: '00000000-0000-4000-8000-00000000dead' },
    });
    expect(wrong.json().code).toBe('SESSION_NOT_FOUND');
    const right = await service.app.inject({
      method: 'DELETE',
      url: '/v2/Profile/TerminateUserSessionByUserInfo',
      payload: { signInTicket, sessionId: limited.json().sessions[0].id },
    });
    expect(right.json().status).toBe('SIGNED_IN');
    expect(first.json().status).toBe('SIGNED_IN');
  });
});

describe('sign-up of a taken name', () => {
  it('hashes the password all the same, so it takes as long as a new sign-up', async () => {
    // Counted, not timed (a timing comparison fails on a loaded machine): the scrypt jobs the sign-up starts.
    const hashesOfSignUp = async (userName: string) => {
      advanceClock(service, 3600);
      let hashes = 0;
      const scryptJobs = createHook({
        init: (_id, type) => {
          if (type === 'SCRYPTREQUEST') hashes += 1;
        },
      }).enable();
      const answer = await post(
        '/v1/Account/SignUp',
        { userName, password: 'Timing-pass-1' },
        { remoteAddress: `203.0.113.${userName.slice(-2)}` },
      ).finally(() => scryptJobs.disable());
      expect(answer.statusCode).toBe(200);
      return hashes;
    };
    // The scrypt hash dwarfs the rest of the request: without it a taken name would answer several times faster.
    expect(await hashesOfSignUp('09121000001')).toBe(1);
    expect(await hashesOfSignUp('09130000001')).toBe(1);
  });
});
