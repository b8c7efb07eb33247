import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { e2eOperatorToken, serviceUrl } from './e2e-ports.ts';
import { toLatinDigits } from './persian-digits.ts';

test('the contact form rejects bad input in Persian and stores good input', async ({ page, request }) => {
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'ارسال پیام' }) });
  await form.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(form.getByText('نام و نام خانوادگی را وارد کنید')).toBeVisible();
  await expect(form.getByText('متن پیام را بنویسید')).toBeVisible();

  await form.getByLabel('نام و نام خانوادگی').fill('سارا کریمی');
  await form.getByLabel('شماره همراه').fill('۰۹۱۲۳');
  await form.getByLabel('متن پیام').fill('آمار صادرات شرکت به‌روز نیست.');
  await form.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(form.getByText('شماره همراه معتبر نیست')).toBeVisible();

  await form.getByLabel('شماره همراه').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await form.getByRole('button', { name: 'ارسال پیام' }).click();
  const toast = page.locator('.fui-ToastTitle').filter({ hasText: 'شماره پیگیری' });
  await expect(toast).toBeVisible();
  const referenceNumber = toLatinDigits((await toast.innerText()).match(/[۰-۹]{8}/)?.[0] ?? '');
  expect(referenceNumber).toMatch(/^\d{8}$/);

  const stored = await request.get(
    `${serviceUrl('business')}/v1/Support/GetContactMessage?referenceNumber=${referenceNumber}`,
    {
      headers: { 'x-operator-token': e2eOperatorToken },
    },
  );
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({
    fullName: 'سارا کریمی',
    mobile: '09123456789',
    description: 'آمار صادرات شرکت به‌روز نیست.',
  });
});

test('a newsletter sign-up twice keeps one subscription', async ({ page }) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.ir`;
  await page.goto('/');
  // The form loads as the reader nears the footer.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const field = page.getByLabel('عضویت در خبرنامه');
  await field.fill(email);
  await page.getByRole('button', { name: 'عضویت', exact: true }).click();
  await expect(page.getByText('عضویت شما در خبرنامه ثبت شد').first()).toBeVisible();

  await page.reload();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByLabel('عضویت در خبرنامه').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'عضویت', exact: true }).click();
  await expect(page.getByText('قبلاً در خبرنامه عضو شده‌اید').first()).toBeVisible();
});

test('page visits reach the analytics service with their duration, by beacon and without GraphQL', async ({
  page,
}) => {
  // The beacons' bodies as the page hands them to the browser (a request's recorded post data omits beacon blobs).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  const visitMutations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /pageVisit/i.test(request.postData() ?? ''))
      visitMutations.push(request.url());
  });
  const startedVisitIds = async () =>
    (await page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons))
      .map((text) => (JSON.parse(text) as { start?: { visitId: string } }).start?.visitId)
      .filter((visitId): visitId is string => Boolean(visitId));
  await page.goto('/about');
  await expect.poll(async () => (await startedVisitIds()).length).toBe(1);
  await page.waitForTimeout(1200);
  await page.getByRole('navigation').getByRole('link', { name: 'تعرفه اشتراک' }).first().click();
  await expect.poll(async () => (await startedVisitIds()).length).toBe(2);
  const [firstVisitId] = await startedVisitIds();
  const visitLog = async () =>
    (await (await page.request.get(`${serviceUrl('analytics')}/VisitLog/${firstVisitId}`)).json()) as {
      path?: string;
      durationSeconds?: number;
    };
  await expect.poll(async () => (await visitLog()).durationSeconds ?? 0).toBeGreaterThanOrEqual(1);
  expect((await visitLog()).path).toBe('/about');
  expect(visitMutations).toEqual([]);
});
