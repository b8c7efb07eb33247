import { expect, type Locator } from '@playwright/test';
import { test } from './platform-test.ts';
import { phone } from './web-phone-support.ts';

test('a visitor browses the categories and opens a course', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'دوره‌های آموزشی رصد' })).toBeVisible();
  const exportCategory = page.getByTestId('course-category').filter({ hasText: 'صادرات و واردات' });
  await expect(exportCategory).toContainText('۳ دوره');
  await expect(page.getByRole('region', { name: 'دوره‌های ویژه' }).getByTestId('course-card')).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'دوره‌های سوپرپریمیوم' }).getByTestId('course-card'),
  ).toHaveCount(2);

  await exportCategory.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'دوره‌های صادرات و واردات' })).toBeVisible();
  await expect(page.getByTestId('course-card')).toHaveCount(3);
  await page.getByRole('link', { name: 'ترخیص کالا از گمرک' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ترخیص کالا از گمرک' })).toBeVisible();
  await expect(page.getByText('مریم کاظمی').first()).toBeVisible();
  await expect(page.getByTestId('syllabus-lesson')).toHaveCount(3);
  await expect(page.getByTestId('course-review').first()).toBeVisible();
  // A visitor sees the free first lesson play and the others locked.
  await expect(page.getByTestId('lesson-video')).toHaveAttribute(
    'src',
    /^\/media\/lesson-clip-1\.webm\?audience=public&/,
  );
  // The player's own bar, where the browser's wrote its times in Latin digits: it plays, and the time runs in Persian.
  const controls = page.getByRole('group', { name: 'کنترل‌های پخش ویدیو' });
  await controls.getByRole('button', { name: 'پخش', exact: true }).click();
  const time = page.getByTestId('lesson-time');
  await expect(time).not.toHaveText(/^۰:۰۰ /, { timeout: 20_000 });
  await expect(time).toHaveText(/^[۰-۹]+:[۰-۹]{2} \/ [۰-۹]+:[۰-۹]{2}$/);
  await controls.getByRole('button', { name: 'مکث' }).click();
  await expect(controls.getByRole('button', { name: 'پخش', exact: true })).toBeVisible();
  // The player's keys, as on the video sites: K plays and pauses from wherever focus is in the player.
  await page.keyboard.press('k');
  await expect(controls.getByRole('button', { name: 'مکث' })).toBeVisible();
  await page.keyboard.press('k');
  await expect(controls.getByRole('button', { name: 'پخش', exact: true })).toBeVisible();
  await page.getByTestId('syllabus-lesson').nth(1).getByRole('link').click();
  await expect(page.getByTestId('lesson-locked')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'دوره‌های مرتبط' }).getByTestId('course-card').first(),
  ).toBeVisible();

  // On a phone, one column: the price with its button and the syllabus come right under the player, before the
  // teacher and the reviews.
  await page.setViewportSize(phone);
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  const player = await top(page.getByTestId('lesson-locked'));
  const buy = await top(page.getByRole('link', { name: 'خرید دوره' }));
  const syllabus = await top(page.getByTestId('syllabus-lesson').first());
  const teacher = await top(page.getByRole('region', { name: 'مریم کاظمی' }));
  expect(player < buy && buy < syllabus && syllabus < teacher).toBe(true);
});

test('course search finds a course by a Persian word', async ({ page }) => {
  await page.goto('/courses');
  const search = page.getByRole('searchbox', { name: 'جست‌وجوی دوره' });
  await search.fill('مالیات');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'نتیجه جست‌وجو برای «مالیات»' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'مالیات بر ارزش افزوده به زبان ساده' })).toBeVisible();
});
