import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { accountMenu } from './accounts-support.ts';
import { signInDemoLearner } from './courses-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { expectOpenScreenFits, phone } from './web-phone-support.ts';

test('a learner sees credit, coupons and the discount code on the dashboard, and copies the code from its own page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await signInDemoLearner(page, '09121000005');
  await page.goto('/courses/dashboard');
  const credits = page.getByRole('region', { name: 'اعتبار و کوپن‌ها' });
  await expect(credits.getByTestId('credit-balance')).toContainText('۷۵٬۰۰۰ تومان');
  await expect(credits.getByTestId('credit-log')).toHaveCount(4);
  await expect(credits.getByTestId('credit-log').first()).toContainText('جبران قطعی پخش از سوی پشتیبانی');
  // Solar Hijri dates in Persian digits.
  await expect(credits.getByTestId('credit-log').first()).toContainText(
    /[۰-۹]+ (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) ۱۴۰[۰-۹]/,
  );
  await expect(credits.getByTestId('coupon')).toHaveCount(3);
  await expect(credits.getByTestId('coupon').filter({ hasText: 'NOWRUZ-1405-N5' })).toContainText(
    'قابل استفاده',
  );
  await expect(credits.getByTestId('coupon').filter({ hasText: 'LEARN-2M-N5' })).toContainText('استفاده‌شده');
  await expect(credits.getByTestId('coupon').filter({ hasText: 'AUTUMN-1404-N5' })).toContainText('منقضی');
  await expect(credits.getByTestId('discount-code')).toHaveText('RASAD-NARGES');
  await page.screenshot({ path: test.info().outputPath('courses-dashboard-credits.png'), fullPage: true });
  // On a phone an entry and a coupon are cards: a code kept whole on one line no longer runs over the discount beside
  // it, and «قابل استفاده» stays one line inside its badge.
  await page.setViewportSize(phone);
  await expect(credits.getByTestId('coupon').first().getByRole('cell').nth(1)).toHaveAttribute(
    'data-label',
    'مقدار تخفیف',
  );
  await expectOpenScreenFits(page, 'fa-IR');

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'کد تخفیف' }).click();
  await expect(page).toHaveURL(/\/profile\/discount-code$/);
  await expect(page.getByRole('heading', { name: 'کد تخفیف من', level: 1 })).toBeVisible();
  await expect(page.getByTestId('discount-code-card')).toContainText('۱۵٪ از اولین خرید');
  await page.getByRole('button', { name: 'رونوشت کد' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'کد تخفیف رونوشت شد.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('RASAD-NARGES');
  await page.screenshot({ path: test.info().outputPath('discount-code-page.png') });
});

test('a visitor reads the forum and is asked to sign in to write; a learner asks, answers and sees it listed first', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/forum');
  await expect(visitor.getByRole('heading', { name: 'انجمن پرسش و پاسخ', level: 1 })).toBeVisible();
  // The seed's newest question is listed (first on a new platform; a retry's own question from before comes above it).
  await expect(
    visitor.getByTestId('forum-question').filter({ hasText: 'کد رهگیری گواهی را کجا ببینم؟' }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'طرح پرسش' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.keyboard.press('Escape');
  await visitor.getByRole('link', { name: 'جدول محوری با داده‌های چند برگه' }).click();
  await expect(visitor.getByTestId('forum-answer')).toContainText('Power Query');
  await visitor.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.close();

  await page.goto('/');
  await signInDemoLearner(page, '09121000006');
  await page.goto('/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'انجمن' }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await page.getByRole('button', { name: 'طرح پرسش' }).click();
  const form = page.getByRole('form', { name: 'طرح پرسش' });
  await form.locator('input[name=title]').fill('بیمهٔ کالای صادراتی');
  await form.locator('textarea[name=body]').fill('کوتاه');
  await form.getByRole('button', { name: 'ثبت پرسش' }).click();
  await expect(form.getByText('متن پرسش باید بین ۱۰ تا ۴۰۰۰ نویسه باشد.')).toBeVisible();
  await form
    .locator('textarea[name=body]')
    .fill('برای کالای صادراتی به عراق کدام بیمه لازم است و هزینه‌اش چقدر است؟');
  await form.getByRole('button', { name: 'ثبت پرسش' }).click();
  await expect(page.getByRole('heading', { name: 'بیمهٔ کالای صادراتی', level: 1 })).toBeVisible();
  await expect(page.getByText('هنوز کسی به این پرسش پاسخ نداده است.')).toBeVisible();

  const answer = page.getByRole('form', { name: 'پاسخ شما' });
  await answer.locator('textarea[name=body]').fill('بیمهٔ باربری با پوشش کامل؛ حدود نیم درصد ارزش کالا.');
  await answer.getByRole('button', { name: 'ثبت پاسخ' }).click();
  await expect(page.getByTestId('forum-answer')).toContainText('بیمهٔ باربری با پوشش کامل');
  await expect(page.getByTestId('forum-answer')).toContainText('امیر جعفری');
  await expect(answer.locator('textarea[name=body]')).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('forum-question.png'), fullPage: true });

  await page.getByRole('link', { name: 'بازگشت به انجمن' }).first().click();
  const newest = page.getByTestId('forum-question').first();
  await expect(newest).toContainText('بیمهٔ کالای صادراتی');
  await expect(newest).toContainText('۱ پاسخ');
  await page.screenshot({ path: test.info().outputPath('forum-list.png'), fullPage: true });
});

test('the forum lists 20 questions a page and loads the next on request', async ({ page }) => {
  await signInDemoUser(page, '09121000004');
  for (let index = 1; index <= 20; index++) {
    const response = await page.request.post('/graphql', {
      data: {
        query: `mutation ($input: ForumQuestionAskInput!) { forumQuestionAsk(input: $input) { question { id } userErrors { message } } }`,
        variables: {
          input: {
            title: `پرسش آزمایشی شماره ${index}`,
            body: `متن پرسش آزمایشی شماره ${index} دربارهٔ گمرک`,
          },
        },
      },
    });
    expect((await response.json()).data.forumQuestionAsk.userErrors).toEqual([]);
  }
  await page.goto('/forum');
  const questions = page.getByTestId('forum-question');
  await expect(questions).toHaveCount(20);
  await page.getByRole('button', { name: 'پرسش‌های بیشتر' }).click();
  await expect(questions).not.toHaveCount(20);
  const shown = await questions.count();
  expect(shown).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'پرسش‌های بیشتر' })).toHaveCount(shown < 40 ? 0 : 1);
});

test('a question’s answers come 20 at a time under «پاسخ‌های بیشتر», and a posted answer is appended without refetching the page', async ({
  page,
}) => {
  await signInDemoUser(page, '09121000004');
  const graphql = async (query: string, variables: object) =>
    (await (await page.request.post('/graphql', { data: { query, variables } })).json()).data;
  const asked = await graphql(
    `
      mutation ($input: ForumQuestionAskInput!) {
        forumQuestionAsk(input: $input) {
          question {
            id
          }
        }
      }
    `,
    { input: { title: 'حمل یخچالی به امارات', body: 'کدام شرکت‌ها حمل یخچالی به امارات دارند؟' } },
  );
  const questionId: string = asked.forumQuestionAsk.question.id;
  for (let index = 1; index <= 21; index++) {
    const answered = await graphql(
      `
        mutation ($input: ForumAnswerAddInput!) {
          forumAnswerAdd(input: $input) {
            userErrors {
              message
            }
          }
        }
      `,
      { input: { questionId, body: `پاسخ آزمایشی شماره ${index}` } },
    );
    expect(answered.forumAnswerAdd.userErrors).toEqual([]);
  }
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
  });
  await page.goto(`/forum/${questionId}`);
  const answers = page.getByTestId('forum-answer');
  await expect(answers).toHaveCount(20);
  await expect(page.getByRole('heading', { name: '۲۱ پاسخ' })).toBeVisible();
  await page.getByRole('button', { name: 'پاسخ‌های بیشتر' }).click();
  await expect(answers).toHaveCount(21);
  await expect(answers.last()).toContainText('پاسخ آزمایشی شماره 21');
  await expect(page.getByRole('button', { name: 'پاسخ‌های بیشتر' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'پاسخ شما' });
  await form.locator('textarea[name=body]').fill('شرکت‌های عضو انجمن حمل یخچالی.');
  await form.getByRole('button', { name: 'ثبت پاسخ' }).click();
  await expect(answers).toHaveCount(22);
  await expect(answers.last()).toContainText('شرکت‌های عضو انجمن حمل یخچالی.');
  await expect(page.getByRole('heading', { name: '۲۲ پاسخ' })).toBeVisible();
  // The page came drawn with its answer (the server draws a question's page): none asked for it, before or after.
  expect(operations.filter((name) => name === 'ForumQuestionPageQuery')).toHaveLength(0);
});
