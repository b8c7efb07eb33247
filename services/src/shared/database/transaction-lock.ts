import { sql, type SQL } from 'drizzle-orm';

/**
 * Holds the advisory lock named `key` until the caller's transaction ends: work under the same key goes one after
 * the other, on PGlite and PostgreSQL alike. Only inside a transaction (outside one the lock ends with the statement).
 */
export async function lockUntilTransactionEnds(
  db: { execute: (query: SQL) => Promise<unknown> },
  key: string,
) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
