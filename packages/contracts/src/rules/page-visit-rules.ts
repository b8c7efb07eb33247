import { z } from 'zod';
import { messageLocales } from '../localised-messages.ts';
import { entityVisitQueryLongest } from '../page-visit-beacon.ts';

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

/**
 * A company or person page a signed-in reader opened, for their recent visits in every browser, tied to the analytics
 * visit of the same page view: the business service keeps it, and the gateway checks a beacon's by the same rules.
 */
export const entityVisitRules = z.object({
  visitId: visitIdRule,
  path: z
    .string({ error: 'validation.pageVisit.path.required' })
    .regex(/^\/(company|person)\/[A-Za-z0-9_-]{1,64}$/, 'validation.pageVisit.path'),
  query: z
    .string({ error: 'visit.field.tooLong' })
    .trim()
    .max(entityVisitQueryLongest, 'visit.field.tooLong')
    .default(''),
  title: z
    .string({ error: 'visit.field.tooLong' })
    .trim()
    .min(1, 'visit.field.tooLong')
    .max(300, 'visit.field.tooLong'),
  analyticsVisitId: visitIdRule.optional().describe('The id POST /VisitLog returned for this page view'),
});

/**
 * What the browser reports by beacon (`POST /visits`), so a navigation costs the page's one GraphQL request and
 * nothing the page waits for: the page just opened (under an id the browser chose, so nothing has to come back), how
 * long the previous page stayed open, and, on a company or person page, the reader's visit to it. Any part may be
 * alone (a tab being hidden sends only the end).
 */
export const pageVisitBeaconRules = z
  .object({
    locale: z.enum(messageLocales),
    start: pageVisitStartRules.extend({ visitId: visitIdRule }).optional(),
    end: pageVisitEndRules.optional(),
    entity: entityVisitRules.optional(),
  })
  .refine((beacon) => beacon.start !== undefined || beacon.end !== undefined || beacon.entity !== undefined);

export type PageVisitBeacon = z.input<typeof pageVisitBeaconRules>;
