import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { expectOpenScreenFits, misplacedChartLabels, phone } from './web-phone-support.ts';
import {
  lastSecondShown,
  openExcelCourse,
  playPast,
  playUntil,
  recordLastSecondShown,
  resumedSecond,
  signInDemoLearner,
} from './courses-support.ts';
import { ofThisAttempt } from './attempt-text.ts';

test('an enrolled learner leaves a lesson mid-play and comes back to the same second', async ({ page }) => {
  await signInDemoLearner(page, '09121000005');
  await openExcelCourse(page);
  await expect(page.getByTestId('days-remaining')).toContainText('۶۰ روز باقی‌مانده');
  const video = page.getByTestId('lesson-video');
  // The clip comes from the site's own origin, on a link for this learner.
  await expect(video).toHaveAttribute(
    'src',
    /^\/media\/lesson-clip-1\.webm\?audience=00000000-0000-4000-8000-000000000005&/,
  );

  // Still playing when the learner goes to another site page (the page unloads).
  const leftAt = await playPast(page, 4);
  await recordLastSecondShown(page);
  await page.goto('/');
  await openExcelCourse(page);
  const resumed = await resumedSecond(page);
  expect(resumed).toBeGreaterThanOrEqual(Math.floor(leftAt));
  expect(resumed).toBeLessThanOrEqual(Math.floor(await lastSecondShown(page)) + 1);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBe(resumed);

  // A fresh load of the page (the browser closed and opened again) resumes at the same second too.
  await page.reload();
  expect(await resumedSecond(page)).toBe(resumed);
  // The day's progress is drawn, its date and share read right to left, every label in its place.
  await expect(page.getByTestId('progress-graph').getByTestId('chart')).toBeVisible();
  await expect.poll(() => misplacedChartLabels(page)).toEqual([]);
  // Seconds of a short day's watching, not «۰ دقیقه».
  await expect(page.getByTestId('progress-graph')).toContainText(/تماشا در آخرین روز: [۱-۹][۰-۹]* ثانیه/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBe(resumed);

  // Still playing when the learner opens another lesson within the site, then comes back.
  const leftAgainAt = await playPast(page, resumed + 2);
  // It plays on until the click has taken the learner away (longer on a busy machine).
  await recordLastSecondShown(page);
  const firstLesson = page.getByTestId('syllabus-lesson').nth(0).getByRole('link');
  const firstTitle = await firstLesson.innerText();
  const secondLesson = page.getByTestId('syllabus-lesson').nth(1).getByRole('link');
  const secondTitle = await secondLesson.innerText();
  await secondLesson.click();
  await expect(page.getByTestId('lesson-player').getByRole('heading', { name: secondTitle })).toBeVisible();
  await firstLesson.click();
  await expect(page.getByTestId('lesson-player').getByRole('heading', { name: firstTitle })).toBeVisible();
  const resumedAgain = await resumedSecond(page);
  expect(resumedAgain).toBeGreaterThanOrEqual(Math.floor(leftAgainAt));
  expect(resumedAgain).toBeLessThanOrEqual(Math.floor(await lastSecondShown(page)) + 1);
});

/** Moves every clip link in a GraphQL answer an hour into the past: the link a tab left open too long holds. */
/** The answers the gateway writes into a page it drew (`<script type="application/json" id="rasad-answers">`). */
const pageAnswers = /(<script type="application\/json" id="rasad-answers">)([\s\S]*?)(<\/script>)/;

function expireClipLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expireClipLinks);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (key !== 'mediaUrl' || typeof field !== 'string') return [key, expireClipLinks(field)];
      const link = new URL(field, 'http://rasad.invalid');
      link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) - 3_600_000));
      return [key, `${link.pathname}${link.search}`];
    }),
  );
}

test('a clip whose link ran out gets a fresh link by itself and plays on from the same second', async ({
  page,
}) => {
  await signInDemoLearner(page, '09121000005');
  await openExcelCourse(page);
  // The lesson by its address: without one the page opens the first lesson not yet watched, which this
  // playing may change.
  const firstLesson = page.getByTestId('syllabus-lesson').nth(0).getByRole('link');
  const firstTitle = await firstLesson.innerText();
  await firstLesson.click();
  await expect(page).toHaveURL(/[?&]lesson=/);
  await expect(page.getByTestId('lesson-player').getByRole('heading', { name: firstTitle })).toBeVisible();
  const stoppedAt = await playUntil(page, 2);

  // The page opens again with a link that ran out: the first answer carrying a clip link is handed over expired,
  // whether the app asks /graphql for it or the server drew the page and wrote its answers into it.
  let expiredLink: string | null = null;
  const expireFirst = (answer: unknown) => {
    const expired = expireClipLinks(answer);
    expiredLink = /"mediaUrl":"([^"]+)"/.exec(JSON.stringify(expired))?.[1] ?? null;
    return expired;
  };
  await page.route('**/graphql**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (expiredLink !== null || !body.includes('"mediaUrl":"/media/')) return route.fulfill({ response });
    return route.fulfill({ response, json: expireFirst(JSON.parse(body)) });
  });
  await page.route('**/courses/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const answers = pageAnswers.exec(html);
    if (expiredLink !== null || !answers?.[2]?.includes('"mediaUrl":"/media/'))
      return route.fulfill({ response });
    const expired = JSON.stringify(expireFirst(JSON.parse(answers[2]))).replace(/</g, '\\u003c');
    // The body is sent as text: the compressed original's encoding and length no longer describe it.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      ),
    );
    return route.fulfill({
      status: response.status(),
      headers,
      body: html.replace(answers[0], `${answers[1]}${expired}${answers[3]}`),
    });
  });
  const clipAnswers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/media/'))
      clipAnswers.push({ url: `${url.pathname}${url.search}`, status: response.status() });
  });
  await page.reload();

  const video = page.getByTestId('lesson-video');
  expect(await resumedSecond(page)).toBe(stoppedAt);
  // The service refuses the expired link; the player fetches a fresh one and loads the clip from it.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(expiredLink).not.toBeNull();
  expect(clipAnswers).toContainEqual({ url: expiredLink, status: 403 });
  const freshLink = new URL(await video.evaluate((element: HTMLVideoElement) => element.currentSrc));
  expect(`${freshLink.pathname}${freshLink.search}`).not.toBe(expiredLink);
  expect(
    clipAnswers.some(
      (answer) => answer.url === `${freshLink.pathname}${freshLink.search}` && answer.status < 300,
    ),
  ).toBe(true);

  // It carries on from the second the learner stopped at, not from the start.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBe(stoppedAt);
  expect(await playPast(page, stoppedAt + 1)).toBeGreaterThan(stoppedAt + 1);
  await expect(page.getByTestId('player-media-error')).toHaveCount(0);
});

test('a learner over the course’s device limit sees why the lesson does not play, and frees an old device', async ({
  browser,
}) => {
  // The Excel course allows two devices: the learner's usual one and one more.
  for (const deviceId of ['e2e-device-09121000005', 'e2e-second-device-05']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInDemoLearner(page, '09121000005', deviceId);
    await openExcelCourse(page);
    await expect(page.getByTestId('lesson-video')).toBeVisible();
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDemoLearner(page, '09121000005', 'e2e-third-device-05');
  await openExcelCourse(page);
  await expect(page.getByTestId('lesson-device-limit')).toContainText(
    'سقف تعداد دستگاه‌های این دوره پر شده است',
  );
  await expect(page.getByTestId('lesson-video')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('device-limit.png'), fullPage: false });

  // The learner frees the second device (a week's one release) from the course page; this one then plays.
  const devices = page.getByTestId('course-devices');
  await expect(devices).toContainText('دستگاه‌های شما برای این دوره: ۲ از ۲');
  await devices.getByRole('listitem').nth(1).getByRole('button', { name: 'آزاد کردن' }).click();
  await expect(page.locator('.fui-ToastTitle')).toContainText('دستگاه آزاد شد');
  await page.reload();
  await expect(page.getByTestId('lesson-video')).toBeVisible();
  // The list is read beside the clip's admission; the next visit has this device in it.
  await page.reload();
  await expect(devices.getByRole('listitem').filter({ hasText: 'همین دستگاه' })).toHaveCount(1);
  await expect(devices).toContainText('دستگاه بعدی را از');
  await expect(devices.getByRole('button', { name: 'آزاد کردن' })).toBeDisabled();
  await context.close();
});

test('a signed-in user comments on a course without a score, and the comment shows with the reviews', async ({
  page,
}) => {
  await signInDemoLearner(page, '09121000006');
  await openExcelCourse(page);
  const form = page.getByRole('form', { name: 'نظر بدون امتیاز' });
  const question = ofThisAttempt('آیا فایل‌های تمرین هم در دسترس است؟');
  await form.getByLabel('نظر یا پرسش شما درباره دوره').fill(question);
  await form.getByRole('button', { name: 'ارسال نظر' }).click();
  const comment = page.getByTestId('course-comment').filter({ hasText: question });
  await expect(comment).toBeVisible();
  await expect(comment).toContainText('امیر جعفری');
  await expect(page.getByTestId('course-review').first()).toBeVisible();
});

test('a learner writes a note at a moment and jumps back to it; another learner cannot see it', async ({
  page,
  browser,
}) => {
  await signInDemoLearner(page, '09121000005');
  await openExcelCourse(page);
  const noteSecond = await playUntil(page, 3);
  const noteText = ofThisAttempt('فرمول SUMIF را تمرین کنم');
  await page.getByTestId('note-body').fill(noteText);
  await page.getByTestId('note-add').click();
  const note = page.getByTestId('lesson-note').filter({ hasText: noteText });
  await expect(note).toBeVisible();

  const video = page.getByTestId('lesson-video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 10;
  });
  await note.getByTestId('note-jump').click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBeGreaterThanOrEqual(noteSecond);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(
    noteSecond + 3,
  );
  // The enrolled learner's course page, the note and the progress with it, passes the screens' checks on a phone.
  await page.setViewportSize(phone);
  await expectOpenScreenFits(page, 'fa-IR');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInDemoLearner(other, '09121000006');
  await openExcelCourse(other);
  await expect(other.getByText('هنوز یادداشتی برای این جلسه ننوشته‌اید.')).toBeVisible();
  await expect(other.getByText(noteText)).toHaveCount(0);
  await otherContext.close();
});

test('a signed-in user who may not watch a lesson is told why it has no note box or question form', async ({
  page,
}) => {
  await signInDemoLearner(page, '09121000002');
  await openExcelCourse(page);
  // The first lesson is a free preview: anyone signed in keeps notes and asks about it.
  await expect(page.getByTestId('note-body')).toBeVisible();
  const courseId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  const answer = await page.request.post('/graphql', {
    data: {
      query: 'query ($id: ID!) { course(id: $id) { sections { lessons { id isFreePreview } } } }',
      variables: { id: courseId },
    },
  });
  const lessons = (
    (await answer.json()) as {
      data: { course: { sections: { lessons: { id: string; isFreePreview: boolean }[] }[] } };
    }
  ).data.course.sections.flatMap((section) => section.lessons);
  const locked = lessons.find((lesson) => !lesson.isFreePreview)!;
  await page.goto(`${new URL(page.url()).pathname}?lesson=${encodeURIComponent(locked.id)}`);
  await expect(page.getByText('یادداشت‌برداری و پرسش از مدرس ویژهٔ کسانی است')).toBeVisible();
  await expect(page.getByTestId('note-body')).toHaveCount(0);
  await expect(page.getByLabel('پرسش شما درباره این جلسه')).toHaveCount(0);
});
