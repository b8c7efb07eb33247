import { count } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { users } from '../accounts-tables.ts';
import { hashPassword } from '../credentials/password-hashing.ts';
import { demoPassword, demoUsers } from './demo-users.ts';

const seededAt = new Date('2025-01-01T00:00:00Z');

/** The demo accounts, each with its own salted hash of the demo password. */
export async function seedAccounts(db: Database) {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return;
  const rows = await Promise.all(
    demoUsers.map(async (user) => ({
      ...user,
      passwordHash: await hashPassword(demoPassword),
      confirmedAt: seededAt,
      createdAt: seededAt,
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.id });
}
