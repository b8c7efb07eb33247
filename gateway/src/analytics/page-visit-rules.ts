import { z } from 'zod';

export const pageVisitStartRules = z.object({
  path: z.string().trim().startsWith('/').max(500),
  query: z.string().max(1000).nullish(),
  referrer: z.string().max(1000).nullish(),
});

export const pageVisitEndRules = z.object({
  visitId: z.uuid(),
  durationSeconds: z.number().int().min(0).max(86_400),
});
