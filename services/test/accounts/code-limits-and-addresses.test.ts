import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import {
  callerAddress,
  gatewayTrustedPeers,
  serviceTrustedPeers,
} from '../../src/shared/auth/client-address.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { advanceClock } from './accounts-test-helpers.ts';

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

describe('caller addresses', () => {
  it('believes X-Forwarded-For only from a trusted peer, reading it from the right', () => {
    const trusted = new Set(['127.0.0.1', '10.0.0.2']);
    expect(callerAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
    expect(callerAddress('::ffff:127.0.0.1', '198.51.100.1, 192.0.2.44', trusted)).toBe('192.0.2.44');
    expect(callerAddress('127.0.0.1', ['198.51.100.1', '192.0.2.44, 10.0.0.2'], trusted)).toBe('192.0.2.44');
    expect(callerAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect([...serviceTrustedPeers({})]).toEqual(['127.0.0.1', '::1']);
    expect([...serviceTrustedPeers({ GATEWAY_ADDRESSES: '10.1.1.1, ::ffff:10.1.1.2' })]).toEqual([
      '10.1.1.1',
      '10.1.1.2',
    ]);
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
    // The gateway on loopback is believed: the browser behind it has its own allowance.
    const viaGateway = await post(
      '/v1/Account/ForgetPassword',
      { userName: '09125009999' },
      { headers: { 'x-forwarded-for': '203.0.113.9, 192.0.2.10' } },
    );
    expect(viaGateway.statusCode).toBe(200);
  });

  it('records the address a trusted gateway reports in the session list', async () => {
    advanceClock(service, 3600);
    const signedIn = await post(
      '/v2/Account/SignIn',
      { userName: '09121000004', password: 'Rasad-Demo-1405' },
      { headers: { 'x-forwarded-for': '192.0.2.77' } },
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
    const timed = async (userName: string) => {
      advanceClock(service, 3600);
      const started = performance.now();
      const answer = await post(
        '/v1/Account/SignUp',
        { userName, password: 'Timing-pass-1' },
        { remoteAddress: `203.0.113.${userName.slice(-2)}` },
      );
      expect(answer.statusCode).toBe(200);
      return performance.now() - started;
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      taken.push(await timed('09121000001'));
      fresh.push(await timed(`0913000000${round}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    // A scrypt hash (32 MiB) dwarfs the rest of the request; without it a taken name answers several times faster.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.5);
  });
});
