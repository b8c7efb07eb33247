import { bigserial, check, index, integer, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { entityReadKinds } from '../business-fixed-sets.ts';
import { businessSchema } from '../business-tables.ts';
import { isOneOf } from '../../shared/database/fixed-set-check.ts';

/**
 * Entity pages read per reader and Tehran day: one row per distinct page, so rereading a page the same
 * day is free. `reader` is `user:<uuid>` when signed in, `address:<ip>` for a visitor.
 */
export const entityReads = businessSchema.table(
  'entity_reads',
  {
    reader: varchar('reader', { length: 80 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 8, enum: entityReadKinds }).notNull(),
    entityId: integer('entity_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reader, table.day, table.kind, table.entityId] }),
    check('entity_reads_kind_check', isOneOf(table.kind, entityReadKinds)),
  ],
);

/** How many distinct pages of a kind a reader has read on a Tehran day; raised atomically, never past the limit. */
export const entityReadCounters = businessSchema.table(
  'entity_read_counters',
  {
    reader: varchar('reader', { length: 80 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 8, enum: entityReadKinds }).notNull(),
    reads: integer('reads').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reader, table.day, table.kind] }),
    check('entity_read_counters_kind_check', isOneOf(table.kind, entityReadKinds)),
  ],
);

/** Audit of person pages: who (account or none), from which address, which person, when. */
export const personPageViews = businessSchema.table(
  'person_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id'),
    address: varchar('address', { length: 64 }).notNull(),
    personId: integer('person_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('person_page_views_person_index').on(table.personId, table.viewedAt),
    index('person_page_views_user_index').on(table.userId, table.viewedAt),
  ],
);
