import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('A', 'B', …)` for a CHECK constraint that keeps a text column to the fixed set its values are
 * declared in. The values are written into the constraint (a CHECK takes no parameters), so only plain
 * upper-case names are accepted.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[A-Z][A-Z_]*$/.test(value)) throw new Error(`not a fixed-set value: ${value}`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
