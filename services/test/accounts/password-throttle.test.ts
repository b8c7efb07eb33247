import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { buildServiceApp } from '../../src/start-services.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { advanceClock, latestCode } from './accounts-test-helpers.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
  service.context.now = () => new Date('2026-04-01T08:00:00Z');
});
afterAll(() => service.close());

const rightPassword = 'Rasad-Demo-1405';

function post(
  url: string,
  payload: object,
  options: { address?: string; headers?: Record<string, string>; app?: TestService['app'] } = {},
) {
  return (options.app ?? service.app).inject({
    method: 'POST',
    url,
    payload,
    headers: options.headers ?? {},
    // Not a trusted peer: the connection's address is the client's.
    remoteAddress: options.address ?? '198.51.100.1',
  });
}

const signIn = (userName: string, password: string, options: Parameters<typeof post>[2] = {}) =>
  post('/v2/Account/SignIn', { userName, password }, options);

describe('password sign-in throttling', () => {
  it('holds 40 wrong passwords back with growing waits, refuses the right one inside a wait, and starts again after a success', async () => {
    const userName = '09121000005';
    const address = '198.51.100.20';
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      const wrong = await signIn(userName, `Wrong-guess-${attempt}`, { address });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      expect(wrong.json().code).toBe('SIGN_IN_FAILED');
      // Five wrong passwords are free: the sixth is still checked at once (and answered 400 above).
      if (attempt <= 5) continue;
      // The right password inside the wait is refused like any other, without being checked.
      const next = await signIn(userName, rightPassword, { address });
      expect(next.statusCode, `attempt ${attempt}`).toBe(429);
      const body = next.json();
      expect(body.code).toBe('SIGN_IN_THROTTLED');
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      expect(next.headers['retry-after']).toBe(String(body.retryAfterSeconds));
      waits.push(body.retryAfterSeconds);
      advanceClock(service, body.retryAfterSeconds);
    }
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(waits.slice(11).every((wait) => wait === 900)).toBe(true);
    expect(waits).toHaveLength(35);

    // Once the wait is over the right password signs in, and the account's count starts again from five free
    // failures. (The address keeps its own count: a success on one account does not clear guesses at others.)
    const signedIn = await signIn(userName, rightPassword, { address });
    expect(signedIn.statusCode).toBe(200);
    expect(['SIGNED_IN', 'SESSION_LIMIT_REACHED']).toContain(signedIn.json().status);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(
        (await signIn(userName, `After-success-${attempt}`, { address: '198.51.100.21' })).statusCode,
      ).toBe(400);
    expect((await signIn(userName, rightPassword, { address: '198.51.100.21' })).statusCode).toBe(200);
  });

  it('tells the wait in English when asked, and keeps counting across a restart of the service', async () => {
    advanceClock(service, 3600);
    const userName = '09127000001';
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      advanceClock(service, 900);
      expect((await signIn(userName, `Wrong-guess-${attempt}`)).statusCode).toBe(400);
    }
    const held = await signIn(userName, 'Wrong-guess-9', { headers: { 'accept-language': 'en-US' } });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Too many wrong passwords; try again a little later, or sign in with a one-time code sent to you.',
    );
    // An account that does not exist is held back exactly like one that does.
    expect(held.json().retryAfterSeconds).toBe(4);
    const restarted = await buildServiceApp(accountsService, service.context);
    try {
      const afterRestart = await signIn(userName, 'Wrong-guess-9', { app: restarted });
      expect(afterRestart.statusCode).toBe(429);
      expect(afterRestart.headers['retry-after']).toBe('4');
    } finally {
      await restarted.close();
    }
  });

  it('lets the owner sign in by one-time code while passwords are held back, which clears the count', async () => {
    advanceClock(service, 3600);
    const userName = '09121000006';
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      advanceClock(service, 900);
      expect((await signIn(userName, `Wrong-guess-${attempt}`, { address: '203.0.113.50' })).statusCode).toBe(
        400,
      );
    }
    const held = await signIn(userName, rightPassword, { address: '192.0.2.60' });
    expect(held.statusCode).toBe(429);
    expect(held.json().retryAfterSeconds).toBe(64);

    const codeSent = await post('/Account/SignInByOTP', { userName }, { address: '192.0.2.60' });
    expect(codeSent.statusCode).toBe(200);
    const confirmed = await post(
      '/v1/Account/ConfirmOTP',
      { userName, code: await latestCode(service, userName) },
      { address: '192.0.2.60' },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('SIGNED_IN');
    // Signed in by code, the owner's password works again at once.
    expect((await signIn(userName, rightPassword, { address: '192.0.2.60' })).statusCode).toBe(200);
  });

  it('slows one address guessing at many accounts, while the owner elsewhere signs in at once', async () => {
    advanceClock(service, 3600);
    const guesser = '203.0.113.77';
    // Twenty wrong passwords from one address, each for another name, are free; the 21st starts the waits.
    for (let index = 1; index <= 21; index += 1) {
      const answer = await signIn(`0912800${String(index).padStart(4, '0')}`, 'Wrong-guess-1', {
        address: guesser,
      });
      expect(answer.statusCode, `name ${index}`).toBe(400);
    }
    const heldAddress = await signIn('09121000003', rightPassword, { address: guesser });
    expect(heldAddress.statusCode).toBe(429);
    expect(heldAddress.json().retryAfterSeconds).toBe(1);
    // The owner elsewhere is not held back by the guesser's address.
    expect((await signIn('09121000003', rightPassword, { address: '192.0.2.61' })).statusCode).toBe(200);
    // The guesser's wait ends too: slowed down, not shut out.
    advanceClock(service, 1);
    expect((await signIn('09121000003', rightPassword, { address: guesser })).statusCode).toBe(200);
  });

  it('holds one account back everywhere after wrong passwords for it from one address, for a while only', async () => {
    advanceClock(service, 3600);
    for (let attempt = 1; attempt <= 6; attempt += 1)
      expect(
        (await signIn('09121000002', `Wrong-guess-${attempt}`, { address: '203.0.113.78' })).statusCode,
      ).toBe(400);
    const elsewhere = await signIn('09121000002', rightPassword, { address: '192.0.2.62' });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().retryAfterSeconds).toBe(1);
    advanceClock(service, 1);
    expect((await signIn('09121000002', rightPassword, { address: '192.0.2.62' })).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses before checking them, so the burst meets the wait', async () => {
    advanceClock(service, 3600);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signIn('09127000002', `Parallel-guess-${index}`, { address: '203.0.113.90' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});
