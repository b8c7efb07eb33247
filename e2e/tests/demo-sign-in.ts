import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Signs a demo user in through the gateway (every demo user's password); the browser context keeps the cookies, as
 * after the dialog. Specs share one database, so an account may already hold as many sessions as its package allows:
 * then the oldest is ended, as the sign-in dialog lets a user do, rather than going on as a visitor.
 */
export async function signInDemoUser(client: Page | APIRequestContext, userName: string) {
  const request = 'request' in client ? client.request : client;
  const response = await request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } sessionLimitReached { signInTicket sessions { id } } userErrors { message } } }',
      variables: { input: { userName, password: 'Rasad-Demo-1405' } },
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
