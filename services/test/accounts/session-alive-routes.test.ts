import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { verifierFromKeySet } from '@rasad/auth/access-token-verifier.ts';
import { liveAnswerLifetimeMs, verifierWithLiveSessions } from '@rasad/auth/session-liveness.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
});
afterAll(() => service.close());

async function signIn() {
  const response = await service.app.inject({
    method: 'POST',
    url: '/v2/Account/SignIn',
    payload: { userName: '09121000003', password: 'Rasad-Demo-1405' },
  });
  expect(response.json().status).toBe('SIGNED_IN');
  return response.json().accessToken as string;
}

const sessionAlive = (accessToken?: string) =>
  service.app.inject({
    method: 'GET',
    url: '/v1/Account/SessionAlive',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

const signOut = (accessToken: string) =>
  service.app.inject({
    method: 'POST',
    url: '/Account/Logout',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: {},
  });

describe('session liveness', () => {
  it('answers 204 for a live session and 401 once it has ended or without a token', async () => {
    const token = await signIn();
    expect((await sessionAlive(token)).statusCode).toBe(204);
    expect((await signOut(token)).statusCode).toBeLessThan(300);
    const ended = await sessionAlive(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('UNAUTHENTICATED');
    expect((await sessionAlive()).statusCode).toBe(401);
  });

  it('makes another service refuse a token whose session ended, asking accounts once per session while it lives', async () => {
    const keys = await service.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    let probes = 0;
    const verify = verifierWithLiveSessions(verifierFromKeySet(keys.json()), async (token) => {
      probes += 1;
      return (await sessionAlive(token)).statusCode === 204;
    });
    const token = await signIn();
    const start = new Date();
    await expect(verify(token, start)).resolves.toMatchObject({ packageType: 'PROFESSIONAL' });
    await expect(verify(token, new Date(start.getTime() + 1_000))).resolves.toBeTruthy();
    expect(probes).toBe(1);

    await signOut(token);
    const afterCache = new Date(start.getTime() + liveAnswerLifetimeMs + 1);
    await expect(verify(token, afterCache)).rejects.toThrow('the session has ended');
    await expect(verify(token, new Date(afterCache.getTime() + 1))).rejects.toThrow();
    expect(probes).toBe(2);
  });
});
