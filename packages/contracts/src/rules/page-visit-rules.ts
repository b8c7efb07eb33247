import { z } from 'zod';

const longest = 2000;
const pageText = z.string().max(longest, 'validation.pageVisit.tooLong');

/** A page view as the browser reports it, checked alike by the gateway (mutation and beacon) and the analytics service. */
export const pageVisitStartRules = z.object({
  path: z
    .string({ error: 'validation.pageVisit.path.required' })
    .trim()
    .min(1, 'validation.pageVisit.path.required')
    .startsWith('/', 'validation.pageVisit.path')
    .max(longest, 'validation.pageVisit.tooLong'),
  query: pageText.nullish(),
  referrer: pageText.nullish(),
});

/** The id the view was recorded under: a UUID. */
export const visitIdRule = z.uuid({ error: 'validation.pageVisit.id' });

/** How long the page stayed open, in whole seconds, at most a day. */
export const visitDurationRule = z
  .number({ error: 'validation.pageVisit.duration' })
  .int('validation.pageVisit.duration')
  .min(0, 'validation.pageVisit.duration')
  .max(86_400, 'validation.pageVisit.duration');

export const pageVisitEndRules = z.object({ visitId: visitIdRule, durationSeconds: visitDurationRule });
