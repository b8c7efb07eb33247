import { entitlements } from '@rasad/contracts/entitlements.ts';
import { signUpLimits } from '@rasad/contracts/sign-up-limits.ts';
import { deviceHeader } from '@rasad/auth/client-address.ts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { advanceClock, latestCode } from './accounts-test-helpers.ts';
import { gatewayForwarded } from '../test-service-trust.ts';

/**
 * Sign-ups cannot multiply the free quota: one address starts sign-ups for a few user names a day, and a new FREE
 * account reads pages with a visitor's quota until a day after its user name was confirmed. The test environment
 * raises both limits for the other files (vitest.config.ts); this file puts the product's defaults back.
 */

let accounts: TestService;
let business: TestService;
beforeAll(async () => {
  delete process.env.SIGN_UPS_PER_ADDRESS_PER_DAY;
  delete process.env.SIGN_UPS_PER_DEVICE_PER_DAY;
  delete process.env.NEW_ACCOUNT_QUOTA_WAIT_HOURS;
  accounts = await buildTestService(accountsService);
  accounts.context.now = () => new Date('2026-02-01T08:00:00Z');
  business = await buildTestService(businessService);
});
afterAll(async () => {
  await accounts.close();
  await business.close();
});

const signUp = (userName: string, address: string, language = 'fa', device?: string) =>
  accounts.app.inject({
    method: 'POST',
    url: '/v1/Account/SignUp',
    payload: { userName, password: 'Sabz-Kooh-2026' },
    headers: {
      ...gatewayForwarded(address, 'accounts'),
      'accept-language': language,
      ...(device === undefined ? {} : { [deviceHeader]: device }),
    },
  });

describe('new accounts per address', () => {
  it('refuses a sign-up for one more user name from an address that started its day’s share, in Persian, with a wait', async () => {
    const address = '198.51.100.40';
    const names = Array.from({ length: signUpLimits.perAddressPerDay }, (_, index) => `0912600000${index}`);
    for (const name of names) expect((await signUp(name, address)).statusCode).toBe(200);
    // Asking again for a name already started is a resend, not one more account.
    advanceClock(accounts, 61);
    expect((await signUp(names[0]!, address)).statusCode).toBe(200);

    const refused = await signUp('09126000099', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'SIGN_UP_ADDRESS_LIMIT',
      message: 'از این نشانی امروز بیش از حد مجاز حساب تازه ساخته شده است؛ فردا دوباره تلاش کنید.',
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json().retryAfterSeconds).toBe(wait);
    expect((await signUp('09126000099', address, 'en')).json().message).toBe(
      'Too many new accounts from this address today; try again tomorrow.',
    );

    // Another address is not held back, and a day later this one may start sign-ups again.
    expect((await signUp('09126000099', '198.51.100.41')).statusCode).toBe(200);
    advanceClock(accounts, 24 * 3600);
    expect((await signUp('09126000098', address)).statusCode).toBe(200);
  });
});

describe('new accounts per device', () => {
  it('refuses one more user name from a device that started its day’s share, from any address, in Persian', async () => {
    const device = 'aaaaaaaaaaaaaaaaaaaaaa';
    const names = Array.from({ length: signUpLimits.perDevicePerDay }, (_, index) => `0912700000${index}`);
    // Each from its own address: the device limit holds where the address limit does not.
    for (const [index, name] of names.entries())
      expect((await signUp(name, `198.51.100.${60 + index}`, 'fa', device)).statusCode).toBe(200);
    advanceClock(accounts, 61);
    expect((await signUp(names[0]!, '198.51.100.69', 'fa', device)).statusCode).toBe(200);

    const refused = await signUp('09127000099', '198.51.100.70', 'fa', device);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'SIGN_UP_DEVICE_LIMIT',
      message: 'از این دستگاه امروز بیش از حد مجاز حساب تازه ساخته شده است؛ فردا دوباره تلاش کنید.',
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json().retryAfterSeconds).toBe(wait);
    expect((await signUp('09127000099', '198.51.100.70', 'en', device)).json().message).toBe(
      'Too many new accounts from this device today; try again tomorrow.',
    );

    // Another device is not held back, and a day later this one may start sign-ups again.
    expect((await signUp('09127000099', '198.51.100.71', 'fa', 'bbbbbbbbbbbbbbbbbbbbbb')).statusCode).toBe(
      200,
    );
    advanceClock(accounts, 24 * 3600);
    expect((await signUp('09127000098', '198.51.100.72', 'fa', device)).statusCode).toBe(200);
  });

  it('believes a device only on the gateway’s credential, not from its address', async () => {
    const device = 'cccccccccccccccccccccc';
    for (let index = 0; index < signUpLimits.perDevicePerDay; index++)
      expect((await signUp(`0912710000${index}`, `198.51.100.${80 + index}`, 'fa', device)).statusCode).toBe(
        200,
      );
    // A caller without the gateway's credential cannot name a device, not even from the gateway's own loopback
    // address, and so cannot spend someone else's share.
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const direct = await accounts.app.inject({
        method: 'POST',
        url: '/v1/Account/SignUp',
        payload: { userName: `0912710009${remoteAddress.length % 10}`, password: 'Sabz-Kooh-2026' },
        headers: { [deviceHeader]: device },
        remoteAddress,
      });
      expect(direct.statusCode).toBe(200);
    }
  });
});

describe('a new account’s page quota', () => {
  it('is a visitor’s until a day after the user name was confirmed, then the FREE package’s', async () => {
    const userName = '09126100001';
    expect((await signUp(userName, '198.51.100.50')).statusCode).toBe(200);
    const code = await latestCode(accounts, userName);
    const confirmed = await accounts.app.inject({
      method: 'POST',
      url: '/v1/Account/ConfirmOTP',
      payload: { userName, code },
    });
    expect(confirmed.statusCode).toBe(200);
    const confirmedAt = accounts.context.now().getTime();
    const first = confirmed.json();
    const earnedAt = decodeJwt(first.accessToken).qea;
    expect(earnedAt).toBe(Math.ceil((confirmedAt + signUpLimits.quotaWaitHours * 3600_000) / 1000));

    // A day later the next token no longer holds the account back.
    advanceClock(accounts, signUpLimits.quotaWaitHours * 3600 + 1);
    const refreshed = await accounts.app.inject({
      method: 'POST',
      url: '/v2/Account/RefreshToken',
      payload: { accessToken: first.accessToken, refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().accessToken).qea).toBeUndefined();
  });

  it('lets a FREE account whose quota is not yet earned read as many company pages as a visitor', async () => {
    const companyIds = (
      await business.database.db.execute<{ id: number }>(
        'SELECT id FROM business.companies ORDER BY id LIMIT 20',
      )
    ).rows.map((row) => row.id);
    const readAll = async (headers: Record<string, string>) => {
      let read = 0;
      for (const id of companyIds) {
        const response = await business.app.inject({
          method: 'GET',
          url: `/v3/Companies/GetDetails?companyId=${id}`,
          headers,
        });
        if (response.statusCode !== 200) {
          expect(response.statusCode).toBe(429);
          expect(response.json().gate).toMatchObject({ requiredPackage: 'BASIC' });
          return read;
        }
        read += 1;
      }
      return read;
    };
    const fresh = await testAuthorization({
      userId: '00000000-0000-4000-8200-000000000001',
      packageType: 'FREE',
      quotaEarnedAt: new Date(Date.now() + 3600_000),
    });
    expect(await readAll(fresh)).toBe(entitlements.visitor.companyPagesPerDay);
    const earned = await testAuthorization({
      userId: '00000000-0000-4000-8200-000000000002',
      packageType: 'FREE',
      quotaEarnedAt: new Date(Date.now() - 1000),
    });
    expect(await readAll(earned)).toBe(entitlements.FREE.companyPagesPerDay);
  });
});
