import { z } from 'zod';

export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });

export const errorBodySchema = z
  .object({ code: z.string(), message: z.string(), fieldErrors: z.array(fieldErrorSchema) })
  .describe('An error: a stable code, a message in the caller’s language, and per-field errors');
