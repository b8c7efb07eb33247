import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../shared/database/open-database.ts';
import type { BankSettings } from './bank-settings.ts';
import { merchantRepository, type Merchant } from './merchant-repository.ts';

export type { Merchant };

function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Registers the platform's merchant from the settings, or brings its secret and origin up to date, so
 * changing IPG_MERCHANT_SECRET or IPG_MERCHANT_ORIGIN takes effect on the next start.
 */
export async function registerPlatformMerchant(
  db: Database,
  settings: BankSettings,
  now: Date,
): Promise<void> {
  await merchantRepository(db).upsert({
    merchantId: settings.merchantId,
    name: 'رصد — اطلاعات کسب‌وکار و آموزش',
    secretHash: secretHash(settings.merchantSecret),
    origin: settings.merchantOrigin,
    createdAt: now,
  });
}

/** The merchant whose id and secret these are, or null. */
export async function authenticateMerchant(
  db: Database,
  merchantId: string | undefined,
  secret: string | undefined,
): Promise<Merchant | null> {
  if (!merchantId || !secret || merchantId.length > 36) return null;
  const merchant = await merchantRepository(db).find(merchantId);
  if (!merchant) return null;
  const given = Buffer.from(secretHash(secret), 'hex');
  const stored = Buffer.from(merchant.secretHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) ? merchant : null;
}

/** Whether a callback URL is on the merchant's registered origin (same scheme, host and port). */
export function isOnMerchantOrigin(merchant: Merchant, callbackUrl: string): boolean {
  try {
    return new URL(callbackUrl).origin === merchant.origin;
  } catch {
    return false;
  }
}
