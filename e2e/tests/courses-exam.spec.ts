import { expect, test } from '@playwright/test';
import { openExcelCourse, signInDemoLearner } from './courses-support.ts';

test('a learner watches every lesson, passes the exam, downloads the certificate, and anyone can verify it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInDemoLearner(page, '09121000006');
  await openExcelCourse(page);
  await page.getByRole('link', { name: 'آزمون پایانی و گواهی' }).click();
  await expect(page.getByTestId('exam-locked')).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به دوره' }).click();

  const lessonCount = await page.getByTestId('syllabus-lesson').count();
  for (let index = 0; index < lessonCount; index++) {
    const link = page.getByTestId('syllabus-lesson').nth(index).getByRole('link');
    const title = await link.innerText();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.getByTestId('lesson-player').getByRole('heading', { name: title })).toBeVisible();
    const video = page.getByTestId('lesson-video');
    // Skip to the last moments and let the clip play to its end, which marks the lesson watched.
    await video.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
      element.muted = true;
      element.currentTime = element.duration - 1.5;
      await element.play();
    });
    await expect(page.getByTestId('syllabus-lesson').nth(index)).toHaveAttribute('data-watched', 'true', { timeout: 15_000 });
  }
  await expect(page.getByTestId('course-progress')).toHaveText('۳ از ۳ جلسه دیده شده');

  await page.getByRole('link', { name: 'آزمون پایانی و گواهی' }).click();
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-timer')).toContainText('زمان باقی‌مانده');
  const questions = page.getByTestId('exam-question');
  await expect(questions).toHaveCount(3);
  for (const answer of ['SUM', 'خلاصه‌سازی و گروه‌بندی داده‌ها', 'نمودار دایره‌ای']) await page.getByRole('radio', { name: answer }).check();
  await page.getByTestId('exam-submit').click();
  const result = page.getByTestId('exam-result').first();
  await expect(result.getByTestId('exam-score')).toHaveText('نمره: ۱۰۰ از ۱۰۰');
  await expect(result.getByText('قبول')).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await result.getByTestId('certificate-download').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^rasad-certificate-RSD-[0-9A-F]{10}\.pdf$/);
  const pdfPath = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');

  const verificationPath = await result.getByRole('link', { name: 'صفحه استعلام گواهی' }).getAttribute('href');
  expect(verificationPath).toMatch(/^\/certificates\/RSD-[0-9A-F]{10}$/);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(verificationPath!);
  await expect(strangerPage.getByTestId('certificate-valid')).toBeVisible();
  await expect(strangerPage.getByTestId('certificate-learner')).toHaveText('امیر جعفری');
  await expect(strangerPage.getByText('اکسل کاربردی برای کسب‌وکار')).toBeVisible();
  await stranger.close();

  await page.goto('/courses/dashboard');
  await expect(page.getByTestId('dashboard-certificate')).toContainText('اکسل کاربردی برای کسب‌وکار');
  await expect(page.getByTestId('dashboard-course').filter({ hasText: 'اکسل کاربردی برای کسب‌وکار' })).toContainText('۳ از ۳ جلسه دیده شده');
});

test('a learner redeems a gift code from the courses dashboard and the course opens', async ({ page }) => {
  await signInDemoLearner(page, '09121000006');
  await page.goto('/courses/dashboard');
  await page.getByLabel('کد هدیه را وارد کنید').fill('rasad-gift-1405');
  await page.getByRole('button', { name: 'فعال‌سازی' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'مبانی مدیریت پروژه' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'مبانی مدیریت پروژه' })).toBeVisible();
  await expect(page.getByTestId('days-remaining')).toHaveText('۳۰ روز باقی‌مانده');
});
