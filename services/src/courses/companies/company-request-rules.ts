import { z } from 'zod';

/** A database id in a query or body (Latin digits; a positive 32-bit integer). */
export const idRule = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

/** true/false in a body, or "true"/"false" in a query string. */
export const booleanRule = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** How many days a course credit gives (up to ten years). */
export const daysRule = z.coerce
  .number({ error: 'companyAdmin.days.invalid' })
  .int('companyAdmin.days.invalid')
  .min(1, 'companyAdmin.days.invalid')
  .max(3650, 'companyAdmin.days.invalid');
