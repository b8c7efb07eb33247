import {
  date,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';
import { businessSchema } from '../business-tables.ts';

/** An advanced search a user saved under a name; its filters are those the advanced search accepts. */
export const savedSearches = businessSchema.table(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    /** The advanced search's filters as the service reads them (what alerts match). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** The search screen's own address parameters, to reopen the search as it was saved. */
    screenQuery: text('screen_query').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('saved_searches_user_name_index').on(table.userId, table.name)],
);

/** The one alert digest a user may get per Tehran day, and how many matches it listed. */
export const savedSearchDigests = businessSchema.table(
  'saved_search_digests',
  {
    userId: uuid('user_id').notNull(),
    tehranDay: date('tehran_day', { mode: 'string' }).notNull(),
    matchCount: integer('match_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tehranDay] })],
);
