import { sql } from 'drizzle-orm';
import type { Database } from './open-database.ts';

/** How long readiness waits for the database before calling it unreachable. */
const databaseCheckTimeoutMs = 2000;

/** Whether the database answers a trivial query within two seconds. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseCheckTimeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
