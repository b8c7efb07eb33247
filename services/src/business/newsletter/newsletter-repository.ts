import { eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { newsletterSubscriptions } from '../business-tables.ts';

/** The SQL of newsletter subscriptions. */
export function newsletterRepository(db: Database) {
  return {
    /** Subscribes the address; null when it was subscribed already (the unique index makes concurrent sign-ups one row). */
    async subscribe(email: string, subscribedAt: Date) {
      const [created] = await db
        .insert(newsletterSubscriptions)
        .values({ email, subscribedAt })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ subscribedAt: newsletterSubscriptions.subscribedAt });
      return created ?? null;
    },

    /** The subscription of an address, or undefined. */
    async find(email: string) {
      const [existing] = await db
        .select({ subscribedAt: newsletterSubscriptions.subscribedAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return existing;
    },
  };
}
