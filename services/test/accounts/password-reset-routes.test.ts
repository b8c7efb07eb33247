import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { latestCode } from './accounts-test-helpers.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });

describe('forgot password', () => {
  it('answers the same for an account and for a user name with none', async () => {
    const known = await post('/v1/Account/ForgetPassword', { userName: '09121000003' });
    const unknown = await post('/v1/Account/ForgetPassword', { userName: '09129990000' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const wrongForUnknown = await post('/v1/Account/ResetPassword', {
      userName: '09129990000',
      code: '12345',
      newPassword: 'Brand-new-1',
    });
    expect(wrongForUnknown.json().code).toBe('OTP_WRONG');
  });

  it('sets the new password with the code; the old one stops working and sessions end', async () => {
    const before = await post('/v2/Account/SignIn', { userName: '09121000003', password: 'Rasad-Demo-1405' });
    const { accessToken } = before.json();
    const code = await latestCode(service, '09121000003');
    const reset = await post('/v1/Account/ResetPassword', {
      userName: '09121000003',
      code,
      newPassword: 'Brand-new-1',
    });
    expect(reset.json()).toEqual({ passwordReset: true });
    expect(reset.body).not.toContain('Brand-new-1');
    const old = await post('/v2/Account/SignIn', { userName: '09121000003', password: 'Rasad-Demo-1405' });
    expect(old.json()).toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: 'نام کاربری یا رمز عبور اشتباه است.',
    });
    const fresh = await post('/v2/Account/SignIn', { userName: '09121000003', password: 'Brand-new-1' });
    expect(fresh.json().status).toBe('SIGNED_IN');
    const stale = await service.app.inject({
      url: '/v2/Profile/GetPersonalInfo',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(stale.statusCode).toBe(401);
  });
});
