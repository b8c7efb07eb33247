import { expect, type Page } from '@playwright/test';

/**
 * Signs a demo user in through the gateway; the browser context keeps the cookies, as after the dialog.
 * The demo learners' FREE package allows one session, so a session left by an earlier test is ended.
 */
export async function signInDemoLearner(page: Page, userName: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query:
        'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { viewer { uuid } sessionLimitReached { signInTicket sessions { id } } userErrors { message } } }',
      variables: { input: { userName, password: 'Rasad-Demo-1405' } },
    },
  });
  const { viewer, sessionLimitReached, userErrors } = (await response.json()).data.accountSignIn;
  expect(userErrors).toEqual([]);
  if (viewer) return;
  const ended = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: AccountSessionEndAndSignInInput!) { accountSessionEndAndSignIn(input: $input) { viewer { uuid } userErrors { message } } }',
      variables: { input: { signInTicket: sessionLimitReached.signInTicket, sessionId: sessionLimitReached.sessions[0].id } },
    },
  });
  expect((await ended.json()).data.accountSessionEndAndSignIn.viewer).toBeTruthy();
}

/** Opens the Excel course (the demo learners are enrolled in it) from the catalogue, as a learner would. */
export async function openExcelCourse(page: Page) {
  await page.goto('/courses');
  await page.getByRole('link', { name: 'اکسل کاربردی برای کسب‌وکار' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'اکسل کاربردی برای کسب‌وکار' })).toBeVisible();
}

/** Plays the lesson video (muted, as autoplay rules require) past `second` and at least a second further, then pauses it. */
export async function playUntil(page: Page, second: number) {
  const video = page.getByTestId('lesson-video');
  const startedAt = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    return element.currentTime;
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(Math.max(second, startedAt + 1));
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const stoppedAt = await video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime));
  // Pausing reports the position; wait until the service has it.
  await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-reported-second', String(stoppedAt));
  return stoppedAt;
}
