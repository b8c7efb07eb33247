import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { createOutboxSender } from '../../src/accounts/codes/message-sender.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { advanceClock, latestCode } from './accounts-test-helpers.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import { gatewayForwarded } from '../test-service-trust.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
  service.context.now = () => new Date('2026-01-01T08:00:00Z');
});
afterAll(() => service.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url, payload, headers });

describe('sign-up by mobile number', () => {
  it('sends a code, and confirming it creates the account and signs in', async () => {
    const started = await post('/v1/Account/SignUp', {
      userName: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      password: 'Sepid-Kooh-42',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ codeLength: 5, expiresInSeconds: 120, resendAfterSeconds: 60 });
    expect(started.body).not.toMatch(/\d{5}/);
    const code = await latestCode(service, '09123456789');
    const confirmed = await post('/v1/Account/ConfirmOTP', { userName: '09123456789', code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'SIGNED_IN', packageType: 'FREE' });
    const signedIn = await post('/v2/Account/SignIn', {
      userName: '+989123456789',
      password: 'Sepid-Kooh-42',
    });
    // FREE allows one session and the confirmation holds it.
    expect(signedIn.json().status).toBe('SESSION_LIMIT_REACHED');
  });

  it('answers a sign-up of an existing account exactly as a new one, telling the owner instead of sending a code', async () => {
    advanceClock(service, 3600);
    const existing = await post('/v1/Account/SignUp', {
      userName: '09121000001',
      password: 'Another-pass-1',
    });
    const fresh = await post('/v1/Account/SignUp', { userName: '09127777777', password: 'Another-pass-1' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    await expect(latestCode(service, '09121000001')).rejects.toThrow();
  });

  it('refuses weak passwords and invalid user names in Persian', async () => {
    const short = await post('/v1/Account/SignUp', { userName: '09125555555', password: 'abc12' });
    expect(short.json().message).toBe(ruleMessage('validation.password.tooShort', 'fa-IR'));
    const weak = await post('/v1/Account/SignUp', { userName: '09125555555', password: 'onlyletters' });
    expect(weak.json().message).toBe(ruleMessage('validation.password.weak', 'fa-IR'));
    const badName = await post(
      '/v1/Account/SignUp',
      { userName: '12345', password: 'Good-pass-1' },
      { 'accept-language': 'en-US' },
    );
    expect(badName.json().message).toBe(ruleMessage('validation.userName.invalid', 'en-US'));
  });
});

describe('one-time codes', () => {
  it('reports a wrong code, then too many attempts after five, even for the right code', async () => {
    advanceClock(service, 3600);
    await post('/v1/Account/SignUp', { userName: 'sara@example.ir', password: 'Good-pass-1' });
    const code = await latestCode(service, 'sara@example.ir');
    const wrongCode = code === '11111' ? '22222' : '11111';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await post('/v1/Account/ConfirmOTP', { userName: 'sara@example.ir', code: wrongCode });
      expect(wrong.json()).toMatchObject({ code: 'OTP_WRONG', message: 'کد تأیید اشتباه است.' });
    }
    const fifth = await post('/v1/Account/ConfirmOTP', { userName: 'sara@example.ir', code: wrongCode });
    expect(fifth.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
    const right = await post('/v1/Account/ConfirmOTP', { userName: 'sara@example.ir', code });
    expect(right.json()).toMatchObject({
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message: 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید.',
    });
  });

  it('expires a code after two minutes', async () => {
    advanceClock(service, 3600);
    await post('/v1/Account/SignUp', { userName: '09124444444', password: 'Good-pass-1' });
    const code = await latestCode(service, '09124444444');
    advanceClock(service, 121);
    const late = await post('/v1/Account/ConfirmOTP', { userName: '09124444444', code });
    expect(late.json()).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'کد تأیید منقضی شده است؛ کد جدید دریافت کنید.',
    });
  });

  it('limits resends to one a minute and five an hour per user name', async () => {
    advanceClock(service, 3600);
    await post('/v1/Account/SignUp', { userName: '09123333333', password: 'Good-pass-1' });
    const tooSoon = await post('/v1/Account/ReSendOtpCode?userName=09123333333', {});
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('OTP_RESEND_TOO_SOON');
    for (let resend = 0; resend < 4; resend += 1) {
      advanceClock(service, 61);
      expect((await post('/v1/Account/ReSendOtpCode?userName=09123333333', {})).statusCode).toBe(200);
    }
    advanceClock(service, 61);
    const sixth = await post('/v1/Account/ReSendOtpCode?userName=09123333333', {});
    expect(sixth.json().code).toBe('OTP_TOO_MANY_REQUESTS');
    // The resent code is the one that works.
    const latest = await latestCode(service, '09123333333');
    expect(
      (await post('/v1/Account/ConfirmOTP', { userName: '09123333333', code: latest })).json().status,
    ).toBe('SIGNED_IN');
  });

  it('limits code requests per address', async () => {
    advanceClock(service, 3600);
    const from = { ...gatewayForwarded('203.0.113.9', 'accounts') };
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const userName = `0912600${String(index).padStart(4, '0')}`;
      statuses.push((await post('/Account/SignInByOTP', { userName }, from)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('prints codes to the log in development only, never in production', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const previous = process.env.NODE_ENV;
    try {
      const sender = createOutboxSender(service.database.db);
      process.env.NODE_ENV = 'production';
      await sender.send({ channel: 'sms', recipient: '09120000000', body: 'کد: 12345' }, new Date());
      expect(log).not.toHaveBeenCalled();
      process.env.NODE_ENV = 'development';
      await sender.send({ channel: 'sms', recipient: '09120000000', body: 'کد: 12345' }, new Date());
      expect(log).toHaveBeenCalledWith(expect.stringContaining('12345'));
    } finally {
      process.env.NODE_ENV = previous;
      log.mockRestore();
    }
  });
});
