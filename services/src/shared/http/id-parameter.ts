import { z } from 'zod';

/** A stored row's numeric id from a path or query string (a PostgreSQL `integer`, so at most 2³¹ − 1). */
export const numericIdSchema = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

/** A numeric id in the path, e.g. /api/Categories/{id}. */
export const idParameterSchema = z.object({ id: numericIdSchema.describe('Numeric id') });
