import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { signInNewAccount } from './accounts-support.ts';
import { openExcelCourse, signInDemoLearner, watchWholeLesson } from './courses-support.ts';

test('a learner watches every lesson, passes the exam, downloads the certificate, and anyone can verify it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInDemoLearner(page, '09121000006');
  await openExcelCourse(page);
  const coursePath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'آزمون پایانی و گواهی' }).click();
  await expect(page.getByTestId('exam-locked')).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به دوره' }).click();
  // The link moves to the course page only once its data is in; until then the exam page (with no lessons) is still shown.
  await page.waitForURL((url) => url.pathname === coursePath);
  await expect(page.getByTestId('syllabus-lesson')).toHaveCount(3);

  const lessonCount = await page.getByTestId('syllabus-lesson').count();
  for (let index = 0; index < lessonCount; index++) {
    const link = page.getByTestId('syllabus-lesson').nth(index).getByRole('link');
    const title = await link.innerText();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.getByTestId('lesson-player').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('lesson-video')).toHaveAttribute(
      'src',
      /^\/media\/lesson-clip-\d\.webm\?audience=/,
    );
    if (index === 0) {
      // Skipping to the last moments is not watching: the lesson stays unwatched.
      await page.getByTestId('lesson-video').evaluate(async (element: HTMLVideoElement) => {
        if (element.readyState < 1)
          await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
        element.muted = true;
        element.currentTime = element.duration - 1;
        await element.play();
        if (!element.ended)
          await new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
      });
      await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-reported-second', '12');
      await expect(page.getByTestId('syllabus-lesson').nth(index)).toHaveAttribute('data-watched', 'false');
    }
    await watchWholeLesson(page);
    await expect(page.getByTestId('syllabus-lesson').nth(index)).toHaveAttribute('data-watched', 'true', {
      timeout: 30_000,
    });
  }
  await expect(page.getByTestId('course-progress')).toHaveText('۳ از ۳ جلسه دیده شده');

  await page.getByRole('link', { name: 'آزمون پایانی و گواهی' }).click();
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-timer')).toContainText('زمان باقی‌مانده');
  const questions = page.getByTestId('exam-question');
  await expect(questions).toHaveCount(3);
  for (const answer of ['SUM', 'خلاصه‌سازی و گروه‌بندی داده‌ها', 'نمودار دایره‌ای'])
    await page.getByRole('radio', { name: answer }).check();
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

  const verificationPath = await result
    .getByRole('link', { name: 'صفحه استعلام گواهی' })
    .getAttribute('href');
  expect(verificationPath).toMatch(/^\/certificates\/RSD-[0-9A-F]{10}$/);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(verificationPath!);
  await expect(strangerPage.getByTestId('certificate-valid')).toBeVisible();
  await expect(strangerPage.getByTestId('certificate-learner')).toHaveText('امیر جعفری');
  await expect(strangerPage.getByText('اکسل کاربردی برای کسب‌وکار')).toBeVisible();
  // The code typed in the box as people type it: Persian digits, lower case, no prefix.
  const code = verificationPath!.split('/').at(-1)!;
  const typed = code
    .slice(4)
    .toLowerCase()
    .replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
  await strangerPage.goto('/certificates');
  await strangerPage.getByLabel('کد رهگیری گواهی').fill('RSD-12');
  await strangerPage.getByRole('button', { name: 'استعلام' }).click();
  await expect(strangerPage.getByText('این کد رهگیری گواهی نیست؛ نمونهٔ درست: RSD-1A2B3C4D5E')).toBeVisible();
  await strangerPage.getByLabel('کد رهگیری گواهی').fill(typed);
  await strangerPage.getByRole('button', { name: 'استعلام' }).click();
  await expect(strangerPage).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(strangerPage.getByTestId('certificate-learner')).toHaveText('امیر جعفری');
  // In English the issue date is Gregorian.
  await strangerPage.goto(`/en-US/certificates/${code}`);
  await expect(strangerPage.getByText(/Issued on [A-Z][a-z]+ \d{1,2}, 20\d\d/)).toBeVisible();
  await stranger.close();

  await page.goto('/courses/dashboard');
  await expect(page.getByTestId('dashboard-certificate')).toContainText('اکسل کاربردی برای کسب‌وکار');
  await expect(
    page.getByTestId('dashboard-course').filter({ hasText: 'اکسل کاربردی برای کسب‌وکار' }),
  ).toContainText('۳ از ۳ جلسه دیده شده');
  await expect(page.getByTestId('dashboard-certificate')).toContainText(
    /تاریخ صدور: [۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}/,
  );
  // In English the dashboard's certificate date is Gregorian, in Latin digits.
  await page.goto('/en-US/courses/dashboard');
  await expect(page.getByTestId('dashboard-certificate')).toContainText(
    /Issued on [A-Z][a-z]+ \d{1,2}, 20\d\d/,
  );
  await page.goto('/courses/dashboard');

  // A retake whose time runs out: the answers given so far go in by themselves, and the pass shows the same certificate.
  await page.clock.install();
  await page.goto(`${coursePath}/exam`);
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-question')).toHaveCount(3);
  for (const answer of ['SUM', 'خلاصه‌سازی و گروه‌بندی داده‌ها', 'نمودار دایره‌ای'])
    await page.getByRole('radio', { name: answer }).check();
  await page.clock.fastForward('10:01');
  const retake = page.getByTestId('exam-result').first();
  await expect(retake.getByTestId('exam-score')).toHaveText('نمره: ۱۰۰ از ۱۰۰');
  expect(await retake.getByRole('link', { name: 'صفحه استعلام گواهی' }).getAttribute('href')).toBe(
    verificationPath,
  );
  await page.goto('/courses/dashboard');
  await expect(page.getByTestId('dashboard-certificate')).toHaveCount(1);
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

test('a learner who never gave a name is asked for it after passing, and the certificate carries the name, not the mobile', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const mobile = await signInNewAccount(page.request);
  await page.goto('/courses');
  await page.getByRole('link', { name: 'صادرات از صفر تا صد' }).first().click();
  await page.getByRole('button', { name: 'ثبت‌نام رایگان در دوره' }).click();
  await expect(page.getByTestId('days-remaining')).toBeVisible();
  const lessons = page.getByTestId('syllabus-lesson');
  await expect(lessons).toHaveCount(4);
  const coursePath = new URL(page.url()).pathname;
  for (let index = 0; index < 4; index++) {
    const link = lessons.nth(index).getByRole('link');
    const href = await link.getAttribute('href');
    const title = await link.innerText();
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.getByTestId('lesson-player').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('lesson-video')).toHaveAttribute(
      'src',
      /^\/media\/lesson-clip-\d\.webm\?audience=/,
    );
    await watchWholeLesson(page);
    await expect(lessons.nth(index)).toHaveAttribute('data-watched', 'true', { timeout: 30_000 });
  }

  await page.goto(`${coursePath}/exam`);
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-question')).toHaveCount(2);
  for (const answer of ['کارت بازرگانی', 'کرایه حمل دریایی'])
    await page.getByRole('radio', { name: answer }).check();
  await page.getByTestId('exam-submit').click();
  const result = page.getByTestId('exam-result').first();
  await expect(result.getByText('قبول', { exact: true })).toBeVisible();
  // No certificate yet: the card asks for the name it will carry.
  await expect(result.getByTestId('certificate-download')).toHaveCount(0);
  const nameForm = result.getByTestId('certificate-name');
  await expect(nameForm).toContainText(
    'نام و نام خانوادگی خود را همان‌گونه که باید روی گواهی نوشته شود وارد کنید',
  );
  await nameForm.getByLabel('نام و نام خانوادگی روی گواهی').fill(mobile);
  await nameForm.getByRole('button', { name: 'صدور گواهی' }).click();
  await expect(nameForm.getByText('نام و نام خانوادگی معتبر نیست')).toBeVisible();
  await nameForm.getByLabel('نام و نام خانوادگی روی گواهی').fill('مریم رضایی');
  await nameForm.getByRole('button', { name: 'صدور گواهی' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'گواهی شما صادر شد.' })).toBeVisible();

  const verificationPath = await result
    .getByRole('link', { name: 'صفحه استعلام گواهی' })
    .getAttribute('href');
  await page.goto(verificationPath!);
  await expect(page.getByTestId('certificate-learner')).toHaveText('مریم رضایی');
  await expect(page.locator('body')).not.toContainText(mobile);
});
