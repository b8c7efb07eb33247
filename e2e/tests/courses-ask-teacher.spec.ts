import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { openExcelCourse, playUntil, signInDemoLearner } from './courses-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { toLatinDigits } from './persian-digits.ts';
import { ofThisAttempt } from './attempt-text.ts';

/** Omid Rahimi teaches Excel for business in the demo data (README, "Accounts and demo users"). */
const excelTeacher = '09121000024';

test('a learner asks the teacher at a moment of the lesson; the teacher answers; the answer shows under the lesson and the time seeks the player', async ({
  page,
  browser,
}) => {
  await signInDemoLearner(page, '09121000005');
  await openExcelCourse(page);
  const askedAt = await playUntil(page, 3);
  const question = `در ثانیهٔ ${askedAt} چرا مرتب‌سازی لازم بود؟`;
  await page.getByLabel('پرسش شما درباره این جلسه').fill(question);
  await expect(page.getByRole('checkbox', { name: /در انجمن هم منتشر شود/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'ارسال پرسش' }).click();
  const asked = page.getByTestId('lesson-question').filter({ hasText: question });
  await expect(asked).toContainText('در انتظار پاسخ مدرس');
  await expect(asked).toContainText('فقط برای مدرس');
  const time = asked.getByTestId('question-time');
  const shownSecond = toLatinDigits(await time.innerText())
    .split(':')
    .map(Number);
  expect(shownSecond[0]! * 60 + shownSecond[1]!).toBe(askedAt);

  // The course's teacher finds it on their questions page, with its lesson and time, and answers.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInDemoUser(teacher, excelTeacher);
  await teacher.goto('/courses/dashboard');
  await teacher.getByRole('link', { name: 'پرسش‌های فراگیران از شما' }).click();
  const received = teacher.getByTestId('teacher-question').filter({ hasText: question });
  await expect(received).toContainText('اکسل کاربردی برای کسب‌وکار');
  await expect(received).toContainText('نرگس حسینی');
  // The browser's own bubble never shows: an empty answer gets our Persian message.
  await received.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(received).toContainText('متن پاسخ باید بین ۲ تا ۴۰۰۰ نویسه باشد.');
  await received.getByLabel('پاسخ شما').fill('چون VLOOKUP جدول مرتب می‌خواهد؛ XLOOKUP نه.');
  await received.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(received).toContainText('پاسخ شما ·');
  await teacherContext.close();

  await page.reload();
  const answered = page.getByTestId('lesson-question').filter({ hasText: question });
  await expect(answered.getByTestId('teacher-answer')).toContainText(
    'چون VLOOKUP جدول مرتب می‌خواهد؛ XLOOKUP نه.',
  );
  await expect(answered.getByTestId('teacher-answer')).toContainText('امید رحیمی');

  const video = page.getByTestId('lesson-video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
  });
  await answered.getByTestId('question-time').click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBeGreaterThanOrEqual(askedAt);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(askedAt + 3);
});

test('a question published by the learner appears on the forum; one not published does not', async ({
  page,
}) => {
  await signInDemoLearner(page, '09121000006');
  await openExcelCourse(page);
  const ask = async (question: string, publish: boolean) => {
    await page.getByLabel('پرسش شما درباره این جلسه').fill(question);
    if (publish) await page.getByRole('checkbox', { name: /در انجمن هم منتشر شود/ }).check();
    await page.getByRole('button', { name: 'ارسال پرسش' }).click();
    await expect(page.getByTestId('lesson-question').filter({ hasText: question })).toBeVisible();
  };
  const privateQuestion = ofThisAttempt('پرسشی که فقط مدرس باید ببیند');
  const publicQuestion = ofThisAttempt('پرسشی که همه در انجمن ببینند');
  await ask(privateQuestion, false);
  await ask(publicQuestion, true);
  await expect(page.getByTestId('lesson-question').filter({ hasText: publicQuestion })).toContainText(
    'منتشرشده در انجمن',
  );
  // The box is off again for the next question.
  await expect(page.getByRole('checkbox', { name: /در انجمن هم منتشر شود/ })).not.toBeChecked();

  await page.goto('/forum');
  await expect(page.getByTestId('forum-question').first()).toContainText(publicQuestion);
  await expect(page.getByText(privateQuestion)).toHaveCount(0);
});
