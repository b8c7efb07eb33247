import { expect, test } from '@playwright/test';
import { openExcelCourse, playUntil, signInDemoLearner } from './courses-support.ts';

test('an enrolled learner plays a lesson, leaves, and comes back to the same second', async ({ page }) => {
  await signInDemoLearner(page, '09121000005');
  await openExcelCourse(page);
  await expect(page.getByTestId('days-remaining')).toContainText('۶۰ روز باقی‌مانده');
  const stoppedAt = await playUntil(page, 4);

  await page.goto('/');
  await openExcelCourse(page);
  const persianSecond = String(stoppedAt).replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
  await expect(page.getByTestId('resumed-at')).toHaveText(`ادامه از ثانیه ${persianSecond}`);
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime))).toBe(stoppedAt);

  // A fresh load of the page (the browser closed and opened again) resumes at the same second too.
  await page.reload();
  await expect(page.getByTestId('resumed-at')).toHaveText(`ادامه از ثانیه ${persianSecond}`);
  await expect.poll(() => page.getByTestId('lesson-video').evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime))).toBe(stoppedAt);
});

test('a learner writes a note at a moment and jumps back to it; another learner cannot see it', async ({ page, browser }) => {
  await signInDemoLearner(page, '09121000005');
  await openExcelCourse(page);
  const noteSecond = await playUntil(page, 3);
  await page.getByTestId('note-body').fill('فرمول SUMIF را تمرین کنم');
  await page.getByTestId('note-add').click();
  const note = page.getByTestId('lesson-note').filter({ hasText: 'فرمول SUMIF را تمرین کنم' });
  await expect(note).toBeVisible();

  const video = page.getByTestId('lesson-video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 10;
  });
  await note.getByTestId('note-jump').click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime))).toBeGreaterThanOrEqual(noteSecond);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(noteSecond + 3);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInDemoLearner(other, '09121000006');
  await openExcelCourse(other);
  await expect(other.getByText('هنوز یادداشتی برای این جلسه ننوشته‌اید.')).toBeVisible();
  await expect(other.getByText('فرمول SUMIF را تمرین کنم')).toHaveCount(0);
  await otherContext.close();
});
