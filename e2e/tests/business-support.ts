import { expect, type Page } from '@playwright/test';

/** Signs a demo user in through the gateway (password of every demo user); the browser context keeps the cookies. */
export async function signInDemoUser(page: Page, userName: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }',
      variables: { input: { userName, password: 'Rasad-Demo-1405' } },
    },
  });
  expect((await response.json()).data.accountSignIn.userErrors).toEqual([]);
}

/** The demo users of each package (accounts seed). A free account keeps one session, so specs that sign in as a free user each use their own. */
export const demoUsers = { free: '09121000001', secondFree: '09121000006', basic: '09121000002', professional: '09121000003', enterprise: '09121000004' } as const;
