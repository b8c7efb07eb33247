import { eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { merchants } from '../payments-tables.ts';

export type Merchant = typeof merchants.$inferSelect;

/** The SQL of the merchants registered with the bank. */
export function merchantRepository(db: Database) {
  return {
    /** Adds the merchant, or brings the secret hash and origin of an existing one up to date. */
    async upsert(merchant: Merchant): Promise<void> {
      const { secretHash, origin } = merchant;
      await db
        .insert(merchants)
        .values(merchant)
        .onConflictDoUpdate({ target: merchants.merchantId, set: { secretHash, origin } });
    },

    async find(merchantId: string): Promise<Merchant | null> {
      const [merchant] = await db.select().from(merchants).where(eq(merchants.merchantId, merchantId));
      return merchant ?? null;
    },
  };
}
