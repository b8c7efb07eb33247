import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { demoUsers } from './business-support.ts';
import { signInDemoUser } from './demo-sign-in.ts';

test('a signed-in user follows a company, and it is still followed after a reload; the feed shows its notices', async ({
  page,
}) => {
  await signInDemoUser(page, demoUsers.basic);
  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(page.getByRole('button', { name: 'دنبال کردن' })).toBeVisible();
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: 'دنبال کردن' }).click();
  await expect(page.getByRole('button', { name: 'دنبال می‌کنید' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'دنبال می‌کنید' })).toBeVisible();

  const markedSeen = page.waitForResponse(
    (response) => response.request().postData()?.includes('"useFollowFeedMarkSeenMutation"') === true,
  );
  await page.goto('/search');
  await expect(page.getByTestId('follow-feed').getByRole('link', { name }).first()).toBeVisible();
  // The company's notices are new the first time the feed is opened, and no longer the next time.
  const events = page.getByTestId('feed-event');
  await expect(events.first()).toHaveAttribute('data-new', 'true');
  await expect(events.first()).toContainText('تازه');
  await markedSeen;
  await page.reload();
  await expect(page.getByTestId('follow-feed').getByRole('link', { name }).first()).toBeVisible();
  await expect(page.locator('[data-testid="feed-event"][data-new="true"]')).toHaveCount(0);

  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('button', { name: 'دنبال می‌کنید' }).click();
  await expect(page.getByRole('button', { name: 'دنبال کردن' })).toBeVisible();
});

test('a visitor who clicks follow is asked to sign in', async ({ page }) => {
  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  await page.getByTestId('search-hit').first().locator('h3 a').click();
  await page.getByRole('button', { name: 'دنبال کردن' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the follow feed shows eight notices and «بیشتر» brings the older ones', async ({ page }) => {
  await signInDemoUser(page, demoUsers.free);
  await page.goto('/search?q=پتروشیمی&type=COMPANY');
  const hits = page.getByTestId('search-hit').locator('h3 a');
  await expect(hits.nth(4)).toBeVisible();
  const companyPaths = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const path of companyPaths.slice(0, 5)) {
    await page.goto(path!);
    const follow = page.getByRole('button', { name: 'دنبال کردن' });
    const following = page.getByRole('button', { name: 'دنبال می‌کنید' });
    await expect(follow.or(following)).toBeVisible();
    // A retry finds the companies its first attempt followed.
    if (await follow.isVisible()) await follow.click();
    await expect(following).toBeVisible();
  }
  await page.goto('/feed');
  const feed = page.getByTestId('follow-feed');
  const events = feed.getByTestId('feed-event');
  await expect(events).toHaveCount(8);
  const firstPage = await events.evaluateAll((items) => items.map((item) => item.textContent));
  await feed.getByRole('button', { name: 'بیشتر' }).click();
  await expect(events.nth(8)).toBeVisible();
  const bothPages = await events.evaluateAll((items) => items.map((item) => item.textContent));
  // The older notices come after the first eight, which stay where they were.
  expect(bothPages.slice(0, 8)).toEqual(firstPage);
  await expect(feed.getByText(/[0-9]/)).toHaveCount(0);
});

test('a visitor opening the feed or the saved searches is asked to sign in, and signing in shows them', async ({
  page,
}) => {
  for (const [address, title] of [
    ['/feed', 'خوراک شما'],
    ['/saved-searches', 'جست‌وجوهای ذخیره‌شده'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('برای دیدن این صفحه ابتدا وارد شوید.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'ورود', exact: true })).toBeVisible();
  }
  await signInDemoUser(page, demoUsers.basic);
  await page.goto('/feed');
  await expect(page.getByTestId('follow-feed')).toBeVisible();
  await expect(page.getByText('برای دیدن این صفحه ابتدا وارد شوید.')).toHaveCount(0);
});
