import { expect } from '@playwright/test';
import { test } from './platform-test.ts';
import { signInDemoUser } from './demo-sign-in.ts';

// The reader's device keeps UTC: every time shown must still be Tehran's (UTC+3:30, never the same clock).
test.use({ timezoneId: 'UTC' });

test('the profile shows times in Tehran time, the mobile and IP in Persian digits, and "1 session" in English', async ({
  page,
}) => {
  // BASIC allows one session at once.
  await signInDemoUser(page, '09121000002');
  const response = await page.request.post('/graphql', {
    data: { query: '{ viewer { activeSessions { sessions { current ipAddress lastActiveAt } } } }' },
  });
  const sessions = (await response.json()).data.viewer.activeSessions.sessions as {
    current: boolean;
    ipAddress: string;
    lastActiveAt: string;
  }[];
  const current = sessions.find((session) => session.current) ?? sessions[0]!;
  const at = new Date(current.lastActiveAt);
  const clock = (locale: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'پروفایل', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('۰۹۱۲۱۰۰۰۰۰۲');
  await expect(main).not.toContainText('09121000002');
  const persianIp = current.ipAddress.replace(/[0-9]/g, (digit) =>
    String.fromCharCode(0x06f0 + Number(digit)),
  );
  await expect(main).toContainText(persianIp);
  await expect(main).toContainText(clock('fa-IR', 'Asia/Tehran'));
  await expect(main).not.toContainText(clock('fa-IR', 'UTC'));

  await page.goto('/en-US/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Your package allows 1 session at once.');
  await expect(page.getByRole('main')).toContainText(clock('en-US', 'Asia/Tehran'));
  await expect(page.getByRole('main')).not.toContainText(clock('en-US', 'UTC'));
});
