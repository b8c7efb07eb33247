import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
let clock = new Date('2026-05-01T08:00:00Z');
beforeAll(async () => {
  platform = await startPlatformUnderTest({ now: () => clock, servicesNow: () => clock });
});
afterAll(() => platform.close());

/** The newest code the accounts service sent to a user name, read from its outbox as a phone would receive it. */
async function latestCode(userName: string): Promise<string> {
  const response = await fetch(`${platform.serviceUrls.accounts}/v1/Outbox?userName=${userName}`);
  const [message] = (await response.json()) as { body: string }[];
  const code = /\b\d{5}\b/.exec(message?.body ?? '')?.[0];
  if (!code) throw new Error(`no code was sent to ${userName}`);
  return code;
}

const signInMutation = /* GraphQL */ `
  mutation ($input: AccountSignInInput!) {
    accountSignIn(input: $input) {
      viewer {
        userName
      }
      sessionLimitReached {
        sessionLimit
      }
      userErrors {
        code
        message
      }
    }
  }
`;

interface ThrottleAnswer {
  status: number;
  retryAfter: string | null;
  body: {
    data?: { accountSignIn: { userErrors: { code: string }[] } | null } | null;
    errors?: { message: string; extensions: { code: string; retryAfterSeconds?: number; http?: unknown } }[];
  };
}

async function signIn(userName: string, password: string, locale = 'fa-IR'): Promise<ThrottleAnswer> {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      'x-rasad-client': 'rasad-test',
    },
    body: JSON.stringify({ query: signInMutation, variables: { input: { userName, password } } }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as ThrottleAnswer['body'],
  };
}

describe('password sign-in throttling through the gateway', () => {
  it('answers a held-back password with HTTP 429, Retry-After and a Persian GraphQL error, and lets the owner in by code', async () => {
    const userName = '09121000006';
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const wrong = await signIn(userName, `Wrong-guess-${attempt}`);
      expect(wrong.status).toBe(200);
      expect(wrong.body.data?.accountSignIn?.userErrors[0]?.code).toBe('SIGN_IN_FAILED');
    }
    const held = await signIn(userName, 'Rasad-Demo-1405');
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe('1');
    const [error] = held.body.errors ?? [];
    expect(error?.extensions.code).toBe('SIGN_IN_THROTTLED');
    expect(error?.extensions.retryAfterSeconds).toBe(1);
    // The HTTP details stay in the headers, not in the body.
    expect(error?.extensions.http).toBeUndefined();
    expect(error?.message).toContain('۱ ثانیهٔ دیگر');
    expect(error?.message).toContain('کد یک‌بارمصرف');

    const english = await signIn(userName, 'Rasad-Demo-1405', 'en-US');
    expect(english.status).toBe(429);
    expect(english.body.errors?.[0]?.message).toBe(
      'Too many wrong passwords. Try again in 1 seconds, or sign in with a one-time code sent to your mobile.',
    );

    // Sign-in by one-time code is not held back.
    const sent = await platform.graphql(
      'mutation ($input: AccountUserNameInput!) { accountSignInCodeSend(input: $input) { codeLength userErrors { code } } }',
      { input: { userName } },
    );
    expect(sent.data?.accountSignInCodeSend).toEqual({ codeLength: 5, userErrors: [] });
    const code = await latestCode(userName);
    const confirmed = await platform.graphql(
      'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { viewer { userName } userErrors { code } } }',
      { input: { userName, code } },
    );
    expect(confirmed.data?.accountCodeConfirm).toEqual({ viewer: { userName }, userErrors: [] });

    // After the wait the password works again.
    clock = new Date(clock.getTime() + 1000);
    const later = await signIn(userName, 'Rasad-Demo-1405');
    expect(later.status).toBe(200);
    expect(later.body.errors).toBeUndefined();
  });
});
