import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInDemoUser } from './demo-sign-in.ts';
import { graphqlData } from './graphql-request.ts';
import { toLatinDigits } from './persian-digits.ts';
import { advanceServiceClock } from './service-clock.ts';

/** Signs a demo learner in on a device of their own, which they keep across tests as one browser would. */
export async function signInDemoLearner(page: Page, userName: string, deviceId = `e2e-device-${userName}`) {
  // One device per learner across tests, so the courses' device limits hold still.
  await page.addInitScript((id) => window.localStorage.setItem('rasad.courses.deviceId', id), deviceId);
  await signInDemoUser(page, userName);
}

/** Opens the Excel course (the demo learners are enrolled in it) from the catalogue, as a learner would. */
export async function openExcelCourse(page: Page) {
  await page.goto('/courses');
  await page.getByRole('link', { name: 'اکسل کاربردی برای کسب‌وکار' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'اکسل کاربردی برای کسب‌وکار' })).toBeVisible();
}

/** Plays the lesson video (muted, as autoplay rules require) past `second` and leaves it playing; returns where it was then. */
export async function playPast(page: Page, second: number) {
  const video = page.getByTestId('lesson-video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(second);
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

const lastSecondShownKey = 'e2e-last-second-shown';

/**
 * Keeps, in the tab's session storage (it outlives a page that unloads), the last second the playing lesson video
 * showed before the learner's navigation took it away: where the learner left it, however long a busy machine takes
 * to navigate.
 */
export async function recordLastSecondShown(page: Page) {
  await page.getByTestId('lesson-video').evaluate((element: HTMLVideoElement, key: string) => {
    const record = () => sessionStorage.setItem(key, String(element.currentTime));
    record();
    element.addEventListener('timeupdate', record);
    element.addEventListener('emptied', () => element.removeEventListener('timeupdate', record), {
      once: true,
    });
  }, lastSecondShownKey);
}

/** The second `recordLastSecondShown` kept. */
export async function lastSecondShown(page: Page) {
  return Number(await page.evaluate((key) => sessionStorage.getItem(key), lastSecondShownKey));
}

/** The second the player says it resumed at, from its Persian caption. */
export async function resumedSecond(page: Page) {
  const caption = page.getByTestId('resumed-at');
  await expect(caption).toHaveText(/^ادامه از ثانیه [۰-۹]+$/);
  return Number(toLatinDigits((await caption.innerText()).replace(/[^۰-۹]/g, '')));
}

/**
 * Plays the current lesson from its start to its end at double speed (muted), as a learner would watch it; the player
 * reports the watching as it goes and marks the lesson watched at the end.
 */
export async function watchWholeLesson(page: Page) {
  await page.getByTestId('lesson-video').evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.muted = true;
    element.currentTime = 0;
    element.playbackRate = 2;
    await element.play();
  });
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

/** The course id in the address of the course page the learner is on (`/courses/:courseId`). */
export async function courseIdFromAddress(page: Page) {
  const match = new URL(page.url()).pathname.match(/^\/courses\/([^/]+)$/);
  expect(match, `a course page is open, not ${page.url()}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/**
 * Reports every lesson of a course watched to the end from `deviceId`, as the player does after playing each one
 * (a report at the start, then one at the end), with the courses service's clock moved on by the lesson's length in
 * between: the service believes no more watching than the time between reports allows. For tests whose subject
 * comes after the watching; courses-exam.spec.ts watches in the browser.
 */
export async function reportCourseWatched(request: APIRequestContext, courseId: string, deviceId: string) {
  const { course } = await graphqlData(
    request,
    'query ($id: ID!) { course(id: $id) { sections { lessons { id durationSeconds } } } }',
    { id: courseId },
  );
  const lessons: { id: string; durationSeconds: number }[] = course.sections.flatMap(
    (section: { lessons: { id: string; durationSeconds: number }[] }) => section.lessons,
  );
  const report = async (
    lessonId: string,
    positionSeconds: number,
    watchedSeconds: number,
    ended: boolean,
  ) => {
    const { lessonProgressLog } = await graphqlData(
      request,
      'mutation ($input: LessonProgressLogInput!) { lessonProgressLog(input: $input) { lesson { watched } userErrors { message } } }',
      { input: { lessonId, positionSeconds, watchedSeconds, ended, deviceId } },
    );
    expect(lessonProgressLog.userErrors).toEqual([]);
    return lessonProgressLog.lesson.watched as boolean;
  };
  for (const lesson of lessons) {
    await report(lesson.id, 0, 0, false);
    await advanceServiceClock(request, 'courses', lesson.durationSeconds);
    expect(await report(lesson.id, lesson.durationSeconds, lesson.durationSeconds, true)).toBe(true);
  }
}
