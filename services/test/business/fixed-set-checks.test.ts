import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyStatuses } from '../../src/business/business-fixed-sets.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { createTestDatabase } from '../test-database.ts';

let database: OpenDatabase;
beforeAll(async () => {
  // Migrated before it was seeded, so the demo data went in under the constraints.
  database = await createTestDatabase('seeded');
});
afterAll(() => database.close());

/** The PostgreSQL error code of a failed statement, whether drizzle wraps the driver's error or not. */
async function failureCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const code = (value: unknown) => (value as { code?: string } | null)?.code;
    return code(error) ?? code((error as { cause?: unknown }).cause);
  }
  return undefined;
}

describe('fixed sets stored as text', () => {
  it('refuse a value outside the set and change nothing, and take every value of it', async () => {
    const { db } = database;
    const statusOf = async () =>
      (await db.execute<{ status: string }>(sql`SELECT status FROM business.companies WHERE id = 1`)).rows[0]
        ?.status;
    const before = await statusOf();
    expect(
      await failureCode(db.execute(sql`UPDATE business.companies SET status = 'BANKRUPT' WHERE id = 1`)),
    ).toBe('23514');
    expect(
      await failureCode(
        db.execute(
          sql`UPDATE business.company_roles SET role = 'ceo' WHERE id = (SELECT min(id) FROM business.company_roles)`,
        ),
      ),
    ).toBe('23514');
    expect(await statusOf()).toBe(before);
    for (const status of companyStatuses)
      await db.execute(sql`UPDATE business.companies SET status = ${status} WHERE id = 1`);
    expect(await statusOf()).toBe(companyStatuses.at(-1));
  });
});
