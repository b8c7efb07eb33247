import type { Page } from '@playwright/test';

/** Fills the bank's card form with a valid Shetab test card and presses «پرداخت». */
export async function payWithTestCard(page: Page) {
  await page.locator('#card-number').fill('6037991199500590');
  await page.locator('#cvv2').fill('123');
  await page.locator('#expiry-month').fill('08');
  await page.locator('#expiry-year').fill('06');
  await page.locator('#pin').fill('123456');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
}
