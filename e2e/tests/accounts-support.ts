import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { serviceUrl } from './e2e-ports.ts';

/** A mobile number no other test uses. */
export function freshMobile(): string {
  return `0912${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** The newest code the accounts service sent to a user name, read from its outbox (not available in production). */
export async function latestCode(request: APIRequestContext, userName: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(
      `${serviceUrl('accounts')}/v1/Outbox?userName=${encodeURIComponent(userName)}`,
    );
    const messages = (await response.json()) as { body: string }[];
    code = /\b\d{5}\b/.exec(messages[0]?.body ?? '')?.[0];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 5000 });
  return code as string;
}

/** Creates an account through the API, as a user would through the dialog, and returns its user ID (signed out again). */
export async function signUpThroughApi(
  request: APIRequestContext,
  userName: string,
  password: string,
): Promise<string> {
  const signUp = await request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSignUpInput!) { accountSignUp(input: $input) { userName userErrors { message } } }',
      variables: { input: { userName, password } },
    },
  });
  expect((await signUp.json()).data.accountSignUp.userErrors).toEqual([]);
  const code = await latestCode(request, userName);
  const confirm = await request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { viewer { uuid } userErrors { message } } }',
      variables: { input: { userName, code } },
    },
  });
  const { viewer } = (await confirm.json()).data.accountCodeConfirm;
  expect(viewer).toBeTruthy();
  await request.post('/graphql', { data: { query: 'mutation { accountSignOut { signedOut } }' } });
  return viewer.uuid as string;
}

/** Opens the header's account dialog, which starts in sign-up mode (§2), and switches to sign-in when asked. */
export async function openDialog(page: Page, mode: 'signUp' | 'signIn' = 'signIn') {
  await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'ثبت‌نام در رصد' })).toBeVisible();
  if (mode === 'signIn') await dialog.getByRole('tab', { name: 'ورود' }).click();
  return dialog;
}

/**
 * Signs in through the gateway, as the dialog does; the client (a page's or its own request context) keeps the
 * session's cookies. Specs share one database, so an account may already hold as many sessions as its package allows:
 * then the oldest is ended, as the sign-in dialog lets a user do, rather than going on as a visitor.
 */
export async function signInThroughApi(client: Page | APIRequestContext, userName: string, password: string) {
  const request = 'request' in client ? client.request : client;
  const response = await request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } sessionLimitReached { signInTicket sessions { id } } userErrors { message } } }',
      variables: { input: { userName, password } },
    },
  });
  const { viewer, sessionLimitReached, userErrors } = (await response.json()).data.accountSignIn;
  expect(userErrors).toEqual([]);
  if (viewer) return;
  const ended = await request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSessionEndAndSignInInput!) { accountSessionEndAndSignIn(input: $input) { viewer { uuid } userErrors { message } } }',
      variables: {
        input: {
          signInTicket: sessionLimitReached.signInTicket,
          sessionId: sessionLimitReached.sessions[0].id,
        },
      },
    },
  });
  expect((await ended.json()).data.accountSessionEndAndSignIn.viewer).toBeTruthy();
}

/**
 * A new FREE account, signed in on the client; returns its mobile. What a test spends on it (a code, a purchase, a
 * verification) stays off the demo accounts, and a retry's account is new too.
 */
export async function signInNewAccount(
  request: APIRequestContext,
  password = 'New-account-1',
): Promise<string> {
  const mobile = freshMobile();
  await signUpThroughApi(request, mobile, password);
  await signInThroughApi(request, mobile, password);
  return mobile;
}

export async function signInWithPassword(page: Page, userName: string, password: string) {
  const dialog = await openDialog(page);
  await dialog.locator('input[name=userName]').fill(userName);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
}

export const signedInToast = (page: Page) =>
  page.locator('.fui-ToastTitle').filter({ hasText: 'خوش آمدید؛ وارد شدید.' });
export const accountMenu = (page: Page) => page.getByRole('button', { name: 'منوی حساب کاربری' });
