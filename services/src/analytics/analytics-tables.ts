import { messageLocales } from '@rasad/contracts/localised-messages.ts';
import { check, index, integer, pgSchema, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from '../shared/database/fixed-set-check.ts';

export const analyticsSchema = pgSchema('analytics');

/** One page view; the duration arrives later, when the visitor leaves the page. */
export const visits = analyticsSchema.table(
  'visits',
  {
    id: uuid('id').primaryKey(),
    path: text('path').notNull(),
    query: text('query'),
    referrer: text('referrer'),
    locale: varchar('locale', { length: 5, enum: messageLocales }),
    userAgent: text('user_agent'),
    userId: text('user_id'),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationSeconds: integer('duration_seconds'),
    durationUpdatedAt: timestamp('duration_updated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('visits_visited_at_index').on(table.visitedAt),
    index('visits_path_index').on(table.path),
    check('visits_locale_check', isOneOf(table.locale, messageLocales)),
  ],
);
