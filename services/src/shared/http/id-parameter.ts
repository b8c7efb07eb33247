import { z } from 'zod';

/** A numeric id in the path, e.g. /api/Categories/{id}. */
export const idParameterSchema = z.object({
  id: z.coerce
    .number({ error: 'id.invalid' })
    .int('id.invalid')
    .positive('id.invalid')
    .max(2_147_483_647, 'id.invalid')
    .describe('Numeric id'),
});
