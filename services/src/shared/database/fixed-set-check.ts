import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK constraint that keeps a text column to a fixed set of values (a null passes: nullable columns stay
 * optional). `values` is the set's one declaration in code, so the database and the code never disagree; the
 * values are written into the constraint itself, as a migration needs them.
 */
export function fixedSetCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  const listed = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(listed)})`);
}
