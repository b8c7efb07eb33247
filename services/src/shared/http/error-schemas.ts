import { z } from 'zod';

export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });

export const errorBodySchema = z
  .object({ code: z.string(), message: z.string(), fieldErrors: z.array(fieldErrorSchema) })
  .describe('An error: a stable code, a message in the caller’s language, and per-field errors');

/** A 429: the common error shape and, when asked again too soon, the wait its Retry-After header gives too. */
export const waitErrorBodySchema = errorBodySchema.extend({
  retryAfterSeconds: z
    .int()
    .min(1)
    .optional()
    .describe('Seconds until the caller may ask again, when that is known'),
});
