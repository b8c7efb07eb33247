import { eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { signingKeys } from '../accounts-tables.ts';

export type StoredSigningKey = typeof signingKeys.$inferSelect;

/** The SQL of the one signing key (row 1) of the accounts schema. */
export function signingKeyRepository(db: Database) {
  return {
    /**
     * Stores the key as row 1 unless one is there, then reads row 1 back: two processes starting together
     * both insert, the database keeps one and both read it.
     */
    async storeOnceAndRead(key: Omit<StoredSigningKey, 'id'>): Promise<StoredSigningKey | null> {
      await db
        .insert(signingKeys)
        .values({ id: 1, ...key })
        .onConflictDoNothing({ target: signingKeys.id });
      const [stored] = await db.select().from(signingKeys).where(eq(signingKeys.id, 1));
      return stored ?? null;
    },
  };
}
