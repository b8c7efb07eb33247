import { signUpLimits } from '@rasad/contracts/sign-up-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

/**
 * One browser signs up a few accounts a day: the gateway gives it a signed, HttpOnly device cookie, and the accounts
 * service counts sign-ups per device (the test environment raises the limit; this file puts the product's default
 * back).
 */

let platform: PlatformUnderTest;
beforeAll(async () => {
  delete process.env.SIGN_UPS_PER_DEVICE_PER_DAY;
  platform = await startPlatformUnderTest();
});
afterAll(async () => {
  process.env.SIGN_UPS_PER_DEVICE_PER_DAY = '100000';
  await platform.close();
});

const signUpMutation = /* GraphQL */ `
  mutation ($input: AccountSignUpInput!) {
    accountSignUp(input: $input) {
      userName
      resendAfterSeconds
      userErrors {
        code
        message
      }
    }
  }
`;

interface SignUpAnswer {
  userName: string | null;
  resendAfterSeconds: number | null;
  userErrors: { code: string; message: string }[];
}

/** A sign-up through the gateway with the browser's cookie (if any): the answer and the device cookie it set. */
async function signUp(userName: string, cookie: string | undefined, locale = 'fa-IR') {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      'x-rasad-client': 'rasad-test',
      ...(cookie === undefined ? {} : { cookie }),
    },
    body: JSON.stringify({
      query: signUpMutation,
      variables: { input: { userName, password: 'Sabz-Kooh-2026' } },
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { accountSignUp: SignUpAnswer } };
  const setCookie = response.headers.getSetCookie().find((header) => header.startsWith('device='));
  return { answer: body.data.accountSignUp, setCookie, cookie: setCookie?.split(';')[0] };
}

describe('sign-ups per device', () => {
  it('gives a browser a signed, HttpOnly device cookie and refuses one more account than its share, in Persian', async () => {
    const first = await signUp('09128000001', undefined);
    expect(first.answer.userErrors).toEqual([]);
    expect(first.setCookie).toMatch(/^device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+; /);
    expect(first.setCookie).toContain('HttpOnly');
    expect(first.setCookie).toContain('SameSite=Lax');
    expect(first.setCookie).toContain(`Max-Age=${2 * 365 * 24 * 3600}`);
    const device = first.cookie!;

    for (let index = 2; index <= signUpLimits.perDevicePerDay; index++) {
      const next = await signUp(`0912800000${index}`, device);
      expect(next.answer.userErrors).toEqual([]);
      // The browser's cookie stands: no new one.
      expect(next.setCookie).toBeUndefined();
    }

    const refused = await signUp('09128000099', device);
    expect(refused.answer.userErrors).toEqual([
      {
        code: 'SIGN_UP_DEVICE_LIMIT',
        message: 'از این دستگاه امروز بیش از حد مجاز حساب تازه ساخته شده است؛ فردا دوباره تلاش کنید.',
      },
    ]);
    expect(refused.answer.resendAfterSeconds).toBeGreaterThan(23 * 3600);
    expect((await signUp('09128000099', device, 'en')).answer.userErrors[0]?.message).toBe(
      'Too many new accounts from this device today; try again tomorrow.',
    );

    // Another browser is not held back.
    const other = await signUp('09128000099', undefined);
    expect(other.answer.userErrors).toEqual([]);
    expect(other.cookie).not.toBe(device);
  });

  it('takes a cookie whose signature is not the gateway’s for no device at all', async () => {
    const first = await signUp('09128100001', undefined);
    const [, value] = first.cookie!.split('=');
    const [id] = value!.split('.');
    for (let index = 2; index <= signUpLimits.perDevicePerDay; index++)
      expect((await signUp(`0912810000${index}`, first.cookie)).answer.userErrors).toEqual([]);
    // The spent device's id under a signature of one's own is not that device: a new one is given.
    const forged = await signUp('09128100099', `device=${id}.${'A'.repeat(43)}`);
    expect(forged.answer.userErrors).toEqual([]);
    expect(forged.cookie).toBeDefined();
    expect(forged.cookie).not.toContain(id);
  });
});
