import { codePurposes } from '@rasad/contracts/one-time-code-purposes.ts';
import { packageTypes } from '@rasad/contracts/entitlements.ts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../shared/database/fixed-set-check.ts';
import { messageChannels } from './codes/message-channels.ts';

export const accountsSchema = pgSchema('accounts');

/** Why a session ended. */
export const sessionEndReasons = [
  'SIGNED_OUT',
  'ENDED_BY_OTHER_SIGN_IN',
  'ENDED_BY_OWNER',
  'REFRESH_REPLAYED',
  'PASSWORD_RESET',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/** What a password-throttle count is kept for: an ACCOUNT (a user name) or an ADDRESS (a client address). */
export const throttleScopes = ['ACCOUNT', 'ADDRESS'] as const;
export type ThrottleScope = (typeof throttleScopes)[number];

/** The token-signing key pair, made on first start and kept so tokens stay valid across restarts. */
export const signingKeys = accountsSchema.table('signing_keys', {
  id: integer('id').primaryKey(),
  keyId: text('key_id').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One person's account, shared by the business-data and courses halves of the product. */
export const users = accountsSchema.table(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** 09xxxxxxxxx or a lower-cased e-mail address. */
    userName: text('user_name').notNull().unique(),
    /** scrypt$N$r$p$salt$hash; null until the owner sets one (sign-in by code only). */
    passwordHash: text('password_hash'),
    packageType: varchar('package_type', { length: 16, enum: packageTypes }).notNull(),
    /** Sign-up is complete once the owner has confirmed the code sent to the user name. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('users_package_type_check', isOneOf(table.packageType, packageTypes))],
);

/**
 * One-time codes by user name (not user id): a name with no account gets a code nobody can know,
 * so expiry and attempt answers are the same whether the account exists or not.
 */
export const oneTimeCodes = accountsSchema.table(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    purpose: varchar('purpose', { length: 16, enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestedByIp: text('requested_by_ip').notNull(),
    /** Sign-up only: the device the gateway vouched for (its device cookie), when it named one. */
    requestedByDevice: text('requested_by_device'),
    /** Sign-up only: the chosen password's hash, given to the account when the code is confirmed. */
    pendingPasswordHash: text('pending_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('one_time_codes_user_name_index').on(table.userName, table.createdAt),
    index('one_time_codes_ip_index').on(table.requestedByIp, table.createdAt),
    index('one_time_codes_device_index').on(table.requestedByDevice, table.createdAt),
    check('one_time_codes_purpose_check', isOneOf(table.purpose, codePurposes)),
  ],
);

/** A signed-in device. Ended sessions stay for the record; their refresh tokens stop working. */
export const sessions = accountsSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 32, enum: sessionEndReasons }),
  },
  (table) => [
    index('sessions_user_id_index').on(table.userId),
    check('sessions_end_reason_check', isOneOf(table.endReason, sessionEndReasons)),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; each works once, and a second use ends its session. */
export const refreshTokens = accountsSchema.table('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * After a correct password or code on an account already at its session limit: lets the owner
 * end one session and finish signing in, for a few minutes. Stored hashed.
 */
export const signInTickets = accountsSchema.table('sign_in_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Messages waiting for (or handed to) the SMS / e-mail provider; tests and operators read them. */
export const outboxMessages = accountsSchema.table(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8, enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('outbox_messages_recipient_index').on(table.recipient),
    check('outbox_messages_channel_check', isOneOf(table.channel, messageChannels)),
  ],
);

/**
 * The package a company administrator's ENTERPRISE subscription lends to each active company user;
 * a user's tokens carry the higher of their own package and this one.
 */
export const companyPackageGrants = accountsSchema.table(
  'company_package_grants',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    packageType: varchar('package_type', { length: 16, enum: packageTypes }).notNull(),
    grantedBy: uuid('granted_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('company_package_grants_package_type_check', isOneOf(table.packageType, packageTypes))],
);

/**
 * One paid subscription period: the package bought, from when to when, and for ENTERPRISE the number of
 * users (seats). Each paid order adds exactly one period (the order id is unique), so a repeated
 * activation of the same order changes nothing.
 */
export const subscriptions = accountsSchema.table(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    packageType: varchar('package_type', { length: 16, enum: packageTypes }).notNull(),
    seats: integer('seats').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_order_id_index').on(table.orderId),
    index('subscriptions_user_id_index').on(table.userId, table.endsAt),
    check('subscriptions_package_type_check', isOneOf(table.packageType, packageTypes)),
  ],
);

/**
 * Wrong passwords, counted per user name (whether or not it has an account) and per client address, so
 * password sign-in slows down exponentially after a few failures (OWASP ASVS 2.2.1). An attempt counts
 * before its password is checked, so parallel guesses cannot slip past the count; a right password takes
 * its own count back. Sign-in by one-time code is never held back by these rows.
 */
export const signInThrottles = accountsSchema.table(
  'sign_in_throttles',
  {
    scope: varchar('scope', { length: 8, enum: throttleScopes }).notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** Password attempts are refused until then; null: no wait. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index('sign_in_throttles_last_failure_index').on(table.lastFailureAt),
    check('sign_in_throttles_scope_check', isOneOf(table.scope, throttleScopes)),
  ],
);

/**
 * Personal API keys for ad-hoc GraphQL queries: only a SHA-256 hash of the secret is kept, with the
 * first characters in the clear so the owner can tell keys apart. A key's id is the session id of the
 * access tokens it is exchanged for, so revoking it ends them as an ended session's tokens end.
 */
export const apiKeys = accountsSchema.table(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    visiblePrefix: text('visible_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_index').on(table.keyHash),
    index('api_keys_user_id_index').on(table.userId),
  ],
);
