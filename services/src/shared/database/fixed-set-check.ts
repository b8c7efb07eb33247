import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition of a CHECK constraint that keeps a text column to a fixed set of values (a null passes: nullable
 * columns stay optional): `column in ('A', 'B', …)`. `values` is the set's one declaration in code, so the database
 * and the code never disagree; they are written into the constraint as literals, since DDL takes no parameters.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
