import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../shared/database/open-database.ts';
import { users } from './accounts-tables.ts';

export type AccountRow = typeof users.$inferSelect;

/** The names a person gives in their profile. */
export interface PersonalNames {
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
}

/** The SQL of accounts (the users table): found, made, named and given a password. */
export function accountRepository(db: Database) {
  return {
    /** Locks the account's row until the transaction ends: what one account does at once then goes one by one. */
    async lockAccount(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** The confirmed account with this user name, if any. */
    async findConfirmed(userName: string): Promise<AccountRow | null> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.userName, userName), isNotNull(users.confirmedAt)));
      return user ?? null;
    },

    async byId(userId: string): Promise<AccountRow | null> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ?? null;
    },

    async byUserName(userName: string): Promise<AccountRow | null> {
      const [user] = await db.select().from(users).where(eq(users.userName, userName));
      return user ?? null;
    },

    /** A confirmed FREE account; null when the user name already has one (nothing changes). */
    async createConfirmed(account: {
      id: string;
      userName: string;
      passwordHash?: string | null;
      firstName?: string;
      lastName?: string;
      now: Date;
    }): Promise<AccountRow | null> {
      const { now, ...values } = account;
      const [created] = await db
        .insert(users)
        .values({ ...values, packageType: 'FREE', confirmedAt: now, createdAt: now })
        .onConflictDoNothing({ target: users.userName })
        .returning();
      return created ?? null;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async setPersonalNames(userId: string, names: PersonalNames): Promise<void> {
      await db.update(users).set(names).where(eq(users.id, userId));
    },
  };
}
