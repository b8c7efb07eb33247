import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { controllableClock } from '../../src/shared/clock/controllable-clock.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import type { ServiceApp } from '../../src/shared/http/create-service-app.ts';
import { buildServiceApp } from '../../src/start-services.ts';
import { testAccessTokenVerifier } from '../test-auth.ts';
import { createTestDatabase } from '../test-database.ts';

const token = 'clock-operator';
let database: OpenDatabase;
let controlled: ServiceApp;
let plain: ServiceApp;
const clock = controllableClock();

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  const context = (now: () => Date) => ({
    db: database.db,
    now,
    publicUrl: 'http://127.0.0.1:4999',
    verifyAccessToken: testAccessTokenVerifier,
  });
  controlled = await buildServiceApp(accountsService, context(clock.now), { clockControl: { clock, token } });
  plain = await buildServiceApp(
    accountsService,
    context(() => new Date()),
  );
});
afterAll(async () => {
  await Promise.all([controlled.close(), plain.close()]);
  await database.close();
});

const advance = (app: ServiceApp, seconds: unknown, operatorToken = token) =>
  app.inject({
    method: 'POST',
    url: '/v1/Clock/Advance',
    headers: { 'x-operator-token': operatorToken },
    payload: { seconds },
  });

describe('the clock a browser test may move', () => {
  it('does not exist without CLOCK_CONTROL_TOKEN', async () => {
    expect((await advance(plain, 60)).statusCode).toBe(404);
  });

  it('refuses a wrong token and a move backwards, in Persian, and leaves the clock alone', async () => {
    const before = clock.now().getTime();
    const wrong = await advance(controlled, 60, 'guess');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await advance(controlled, -60)).statusCode).toBe(400);
    expect(clock.now().getTime() - before).toBeLessThan(1_000);
  });

  it('moves the service forward: a code asked for before has run out after two minutes', async () => {
    const userName = '09127770001';
    const asked = await controlled.inject({
      method: 'POST',
      url: '/v1/Account/SignUp',
      remoteAddress: '198.51.100.7',
      payload: { userName, password: 'Good-pass-1' },
    });
    expect(asked.statusCode).toBe(200);
    const outbox = await controlled.inject({ method: 'GET', url: `/v1/Outbox?userName=${userName}` });
    const code = /\b\d{5}\b/.exec(outbox.json()[0].body)?.[0];
    expect(code).toBeTruthy();

    const moved = await advance(controlled, 121);
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime() - Date.now()).toBeGreaterThanOrEqual(120_000);

    const confirmed = await controlled.inject({
      method: 'POST',
      url: '/v1/Account/ConfirmOTP',
      remoteAddress: '198.51.100.7',
      payload: { userName, code },
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().code).toBe('OTP_EXPIRED');
  });
});
