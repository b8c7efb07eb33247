import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  serial,
} from 'drizzle-orm/pg-core';
import { companies } from '../business-data-tables.ts';
import {
  boardRoleKinds,
  companyChangeFields,
  feedNoticeKinds,
  followedIdentifierKinds,
} from '../business-fixed-sets.ts';
import { isOneOf } from '../../shared/database/fixed-set-check.ts';
import { businessSchema } from '../business-tables.ts';

/**
 * One change of a tracked company field — CAPITAL, ADDRESS, BOARD or STATUS — as before → after, written by
 * the import in the same transaction as the row that changed it (and by the demo data for its history).
 * `noticeNumber` names the gazette notice that announced it; it is joined when read, so a notice loaded
 * after the change still links.
 */
export const companyChanges = businessSchema.table(
  'company_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    field: varchar('field', { length: 8, enum: companyChangeFields }).notNull(),
    /** For BOARD: the position (CEO, CHAIR, BOARD_MEMBER, SIGNATORY); before is who left, after who joined. */
    role: varchar('role', { length: 16, enum: boardRoleKinds }),
    before: text('before'),
    after: text('after'),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    noticeNumber: varchar('notice_number', { length: 16 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('company_changes_company_index').on(table.companyId, table.changedOn),
    check('company_changes_field_check', isOneOf(table.field, companyChangeFields)),
    check('company_changes_role_check', isOneOf(table.role, boardRoleKinds)),
  ],
);

/** A national ID, postal code or brand a user follows, whether or not a company has it yet. */
export const identifierFollows = businessSchema.table(
  'identifier_follows',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 12, enum: followedIdentifierKinds }).notNull(),
    /** As matched: digits Latin, a brand Persian-normalised. */
    value: text('value').notNull(),
    /** As the user typed it (a brand's own spelling). */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('identifier_follows_user_index').on(table.userId, table.kind, table.value),
    index('identifier_follows_value_index').on(table.kind, table.value),
    check('identifier_follows_kind_check', isOneOf(table.kind, followedIdentifierKinds)),
  ],
);

/**
 * A user's own feed entries: a company caught by a followed identifier, or a saved search's match (a new
 * company or a change). `dedupeKey` makes each one once per user, so a re-import adds nothing;
 * `digestedAt` marks the saved-search matches already sent in a daily digest.
 */
export const feedNotices = businessSchema.table(
  'feed_notices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 24, enum: feedNoticeKinds }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    identifierFollowId: integer('identifier_follow_id').references(() => identifierFollows.id, {
      onDelete: 'set null',
    }),
    savedSearchId: integer('saved_search_id'),
    changeId: integer('change_id').references(() => companyChanges.id),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    digestedAt: timestamp('digested_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('feed_notices_dedupe_index').on(table.userId, table.dedupeKey),
    index('feed_notices_user_index').on(table.userId, table.createdAt),
    index('feed_notices_undigested_index')
      .on(table.userId)
      .where(sql`${table.digestedAt} IS NULL AND ${table.kind} = 'SAVED_SEARCH_MATCH'`),
    check('feed_notices_kind_check', isOneOf(table.kind, feedNoticeKinds)),
  ],
);
