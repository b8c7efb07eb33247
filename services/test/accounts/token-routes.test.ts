import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/accounts/accounts-tables.ts';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { sessionLimits } from '@rasad/auth/session-limits.ts';
import { pricingPlans } from '../../src/business/pricing/pricing-plans.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });

async function signIn(userName: string) {
  const response = await post('/v2/Account/SignIn', { userName, password: 'Rasad-Demo-1405' });
  expect(response.json().status).toBe('SIGNED_IN');
  return response.json() as { accessToken: string; refreshToken: string; uuid: string };
}

describe('refresh tokens', () => {
  it('rotates: a refresh token works once, and its replay ends the session', async () => {
    const first = await signIn('09121000004');
    const second = await post('/v2/Account/RefreshToken', {
      accessToken: first.accessToken,
      refreshToken: first.refreshToken,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      uuid: '00000000-0000-4000-8000-000000000004',
      packageType: 'ENTERPRISE',
    });
    expect(second.json().refreshToken).not.toBe(first.refreshToken);
    const replay = await post('/v2/Account/RefreshToken', {
      accessToken: first.accessToken,
      refreshToken: first.refreshToken,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_ENDED');
    const rightful = await post('/v2/Account/RefreshToken', {
      accessToken: second.json().accessToken,
      refreshToken: second.json().refreshToken,
    });
    expect(rightful.json().code).toBe('SESSION_ENDED');
  });

  it('publishes the key set that verifies its tokens', async () => {
    const { keys } = (await service.app.inject({ url: '/.well-known/jwks.json' })).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(keys[0].d).toBeUndefined();
  });

  it('signs out: the access token stops working at once', async () => {
    const { accessToken } = await signIn('09121000002');
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await service.app.inject({ url: '/v2/Profile/GetPersonalInfo', headers })).json().firstName).toBe(
      'رضا',
    );
    expect(
      (await service.app.inject({ method: 'POST', url: '/Account/Logout', headers, payload: {} })).json(),
    ).toEqual({ signedOut: true });
    expect((await service.app.inject({ url: '/v2/Profile/GetPersonalInfo', headers })).statusCode).toBe(401);
  });
});

describe('session limits', () => {
  it('match the pricing plans', () => {
    for (const plan of pricingPlans) expect(sessionLimits[plan.package]).toBe(plan.sessionLimit);
  });

  it('list sessions for the owner and let them end another one', async () => {
    const phone = await signIn('09121000003');
    const laptop = await signIn('09121000003');
    const third = await post('/v2/Account/SignIn', { userName: '09121000003', password: 'Rasad-Demo-1405' });
    expect(third.json()).toMatchObject({ status: 'SESSION_LIMIT_REACHED', sessionLimit: 2 });
    const headers = { authorization: `Bearer ${laptop.accessToken}` };
    const listed = await service.app.inject({
      method: 'POST',
      url: '/v2/Profile/GetActiveSessionsByUserInfo',
      headers,
      payload: {},
    });
    const sessions = listed.json().sessions as { id: string; current: boolean }[];
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.find((session) => !session.current)!;
    const ended = await service.app.inject({
      method: 'DELETE',
      url: '/v2/Profile/TerminateUserSessionByUserInfo',
      headers,
      payload: { sessionId: other.id },
    });
    expect(ended.json()).toEqual({ status: 'SESSION_TERMINATED' });
    const phoneNow = await service.app.inject({
      url: '/v2/Profile/GetPersonalInfo',
      headers: { authorization: `Bearer ${phone.accessToken}` },
    });
    expect(phoneNow.statusCode).toBe(401);
  });

  it('states the limit of the package bought, not the one the account was opened with', async () => {
    // مریم احمدی's account is FREE; she buys three months of PROFESSIONAL.
    const userId = '00000000-0000-4000-8000-000000000001';
    const now = Date.now();
    await service.context.db.insert(subscriptions).values({
      id: randomUUID(),
      userId,
      packageType: 'PROFESSIONAL',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 90 * 24 * 60 * 60_000),
      orderId: 'test-professional-order',
      createdAt: new Date(now - 60_000),
    });
    const session = await signIn('09121000001');
    const listed = await service.app.inject({
      method: 'POST',
      url: '/v2/Profile/GetActiveSessionsByUserInfo',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: {},
    });
    expect(listed.json().sessionLimit).toBe(sessionLimits.PROFESSIONAL);
  });
});
