import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../shared/database/open-database.ts';
import { users } from './accounts-tables.ts';

/** The confirmed account with this user name, if any. */
export async function findConfirmedUser(db: Database, userName: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.userName, userName), isNotNull(users.confirmedAt)));
  return user ?? null;
}
