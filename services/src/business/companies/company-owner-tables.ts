import {
  check,
  customType,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { businessSchema } from '../business-tables.ts';
import { companies, persons, prefactorRequests } from '../business-data-tables.ts';
import { isOneOf } from '../../shared/database/fixed-set-check.ts';
import {
  companyPageActions,
  offeringKinds,
  uploadPurposes,
  verificationFailureKinds,
  verificationStates,
} from '../business-fixed-sets.ts';

/**
 * The mobile number registered to a person's national code, as the operators' registry (Shahkar)
 * answers it; owner verification sends its code here and nowhere else.
 */
export const registeredMobiles = businessSchema.table('registered_mobiles', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id),
  mobile: varchar('mobile', { length: 11 }).notNull(),
});

/** One owner-verification run: a user proving to be a company's CEO with a code sent to the CEO's mobile. */
export const companyVerifications = businessSchema.table(
  'company_verifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    state: varchar('state', { length: 16, enum: verificationStates }).notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    index('company_verifications_company_index').on(table.companyId, table.createdAt),
    index('company_verifications_user_index').on(table.userId, table.createdAt),
    check('company_verifications_state_check', isOneOf(table.state, verificationStates)),
  ],
);

/** Failed steps, counted per user and per company to limit guessing. */
export const verificationFailures = businessSchema.table(
  'verification_failures',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 24, enum: verificationFailureKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('verification_failures_user_index').on(table.userId, table.createdAt),
    index('verification_failures_company_index').on(table.companyId, table.createdAt),
    check('verification_failures_kind_check', isOneOf(table.kind, verificationFailureKinds)),
  ],
);

/** A user who completed owner verification and may edit the company's own page. */
export const companyManagers = businessSchema.table(
  'company_managers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('company_managers_user_index').on(table.userId),
  ],
);

/** What a verified company wrote about itself, shown apart from the registry's facts. */
export const companyOwnProfiles = businessSchema.table('company_own_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  about: text('about').notNull().default(''),
  phones: jsonb('phones').$type<string[]>().notNull().default([]),
  website: text('website'),
  email: text('email'),
  address: text('address'),
  postalCode: varchar('postal_code', { length: 10 }),
  logoFileId: uuid('logo_file_id'),
  pictureFileIds: jsonb('picture_file_ids').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A product or brand the company lists on its own page. */
export const companyOfferings = businessSchema.table(
  'company_offerings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: varchar('kind', { length: 8, enum: offeringKinds }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('company_offerings_company_index').on(table.companyId),
    check('company_offerings_kind_check', isOneOf(table.kind, offeringKinds)),
  ],
);

/** Every edit of a company's own page: who, when, what it was and what it became. */
export const companyPageAudit = businessSchema.table(
  'company_page_audit',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').notNull(),
    action: varchar('action', { length: 32, enum: companyPageActions }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('company_page_audit_company_index').on(table.companyId, table.createdAt),
    check('company_page_audit_action_check', isOneOf(table.action, companyPageActions)),
  ],
);

/** An image a manager uploaded for the company page; the bytes live under the data directory. */
export const uploadedFiles = businessSchema.table(
  'uploaded_files',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    uploadedBy: uuid('uploaded_by').notNull(),
    purpose: varchar('purpose', { length: 8, enum: uploadPurposes }).notNull(),
    mediaType: varchar('media_type', { length: 32 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('uploaded_files_company_sha_index').on(table.companyId, table.purpose, table.sha256),
    check('uploaded_files_purpose_check', isOneOf(table.purpose, uploadPurposes)),
  ],
);

/** PostgreSQL's bytea as a Buffer (node-postgres reads a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The bytes of each uploaded file, in the database rather than on one machine's disk, so every business-service
 * process on the same database serves them. A table of its own keeps the bytes out of every read of the file list.
 */
export const uploadedFileContents = businessSchema.table('uploaded_file_contents', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
  content: bytes('content').notNull(),
});

/** The company's answer to a prefactor request addressed to it. */
export const prefactorAnswers = businessSchema.table('prefactor_answers', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => prefactorRequests.id),
  answer: text('answer').notNull(),
  answeredBy: uuid('answered_by').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
});
