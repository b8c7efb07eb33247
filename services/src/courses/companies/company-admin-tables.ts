import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { certificates, courses, coursesSchema, enrolments } from '../courses-tables.ts';
import { isOneOf } from '../../shared/database/fixed-set-check.ts';

/** An enterprise customer's company as its administrator (the ENTERPRISE subscriber) runs it. */
export const companyAccounts = coursesSchema.table('company_accounts', {
  id: serial('id').primaryKey(),
  administratorUserId: uuid('administrator_user_id').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A member of a company account: one company per user; each takes a seat while active. */
export const companyUsers = coursesSchema.table(
  'company_users',
  {
    id: serial('id').primaryKey(),
    companyAccountId: integer('company_account_id')
      .notNull()
      .references(() => companyAccounts.id),
    userId: uuid('user_id').notNull().unique(),
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Whether the user may use (and ask for) course credits. */
    creditActive: boolean('credit_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('company_users_account_index').on(table.companyAccountId)],
);

/** A way the administrator groups users, such as department or branch, and its values. */
export const companySegments = coursesSchema.table(
  'company_segments',
  {
    id: serial('id').primaryKey(),
    companyAccountId: integer('company_account_id')
      .notNull()
      .references(() => companyAccounts.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('company_segments_name_index').on(table.companyAccountId, table.name)],
);

export const companySegmentValues = coursesSchema.table(
  'company_segment_values',
  {
    id: serial('id').primaryKey(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => companySegments.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('company_segment_values_name_index').on(table.segmentId, table.name)],
);

/** A user's value in one segment (one value per segment). */
export const companyUserSegments = coursesSchema.table(
  'company_user_segments',
  {
    companyUserId: integer('company_user_id')
      .notNull()
      .references(() => companyUsers.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => companySegments.id),
    segmentValueId: integer('segment_value_id')
      .notNull()
      .references(() => companySegmentValues.id),
  },
  (table) => [
    primaryKey({ columns: [table.companyUserId, table.segmentId] }),
    index('company_user_segments_value_index').on(table.segmentValueId),
  ],
);

export const courseCreditStates = ['REQUESTED', 'GRANTED', 'USED', 'CANCELLED'] as const;
export const courseCreditSources = ['COMPANY', 'MENTOR'] as const;

/** A credit still open (requested or granted): a user holds at most one per course. */
export const isOpenCredit = (state: AnyPgColumn) => sql`${state} in ('REQUESTED', 'GRANTED')`;

/**
 * A course credit: a user may enrol in a course for `days` days without paying. Given by a company
 * administrator to a company user (or asked for by the user first) or by a mentor to a sub-user.
 * At most one open (requested or granted) credit per user and course.
 */
export const courseCredits = coursesSchema.table(
  'course_credits',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 8, enum: courseCreditSources }).notNull(),
    /** The company account (source COMPANY) — null for a mentor's credit. */
    companyAccountId: integer('company_account_id').references(() => companyAccounts.id),
    /** Who gave it: the administrator or the mentor. */
    grantorUserId: uuid('grantor_user_id').notNull(),
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    days: integer('days').notNull(),
    state: varchar('state', { length: 12, enum: courseCreditStates }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    enrolmentId: integer('enrolment_id').references(() => enrolments.id),
  },
  (table) => [
    uniqueIndex('course_credits_open_index')
      .on(table.userId, table.courseId)
      .where(isOpenCredit(table.state)),
    index('course_credits_account_index').on(table.companyAccountId),
    index('course_credits_grantor_index').on(table.grantorUserId),
    check('course_credits_state_check', isOneOf(table.state, courseCreditStates)),
    check('course_credits_source_check', isOneOf(table.source, courseCreditSources)),
    check('course_credits_days_check', sql`${table.days} between 1 and 3650`),
  ],
);

/** Users the operators made mentors, with how many sub-users each may have. */
export const mentors = coursesSchema.table('mentors', {
  userId: uuid('user_id').primaryKey(),
  maxSubUsers: integer('max_sub_users').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A mentor's sub-user; a user has at most one mentor. */
export const mentorSubUsers = coursesSchema.table(
  'mentor_sub_users',
  {
    subUserId: uuid('sub_user_id').primaryKey(),
    mentorUserId: uuid('mentor_user_id')
      .notNull()
      .references(() => mentors.userId),
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mentor_sub_users_mentor_index').on(table.mentorUserId)],
);

/**
 * A company user's choice to show one of their certificates on their company's public page (opt-in; the row
 * is deleted when they take it back). Shown only while they are still an active user of that company account.
 */
export const companyPageCertificates = coursesSchema.table(
  'company_page_certificates',
  {
    certificateId: integer('certificate_id')
      .primaryKey()
      .references(() => certificates.id),
    companyAccountId: integer('company_account_id')
      .notNull()
      .references(() => companyAccounts.id),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('company_page_certificates_account_index').on(table.companyAccountId)],
);
