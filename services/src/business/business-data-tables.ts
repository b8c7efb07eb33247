import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessSchema, cities, provinces, registrationUnits } from './business-tables.ts';
import {
  companyLinkKinds,
  companyRoleKinds,
  companyStatuses,
  gazetteEventKinds,
  genders,
  legalForms,
  tradeDirections,
} from './business-fixed-sets.ts';
import { isOneOf } from '../shared/database/fixed-set-check.ts';

/**
 * Official business data: companies, the people in them, how they link, what they make and trade,
 * and the gazette notices that tell each company's story. `search_key` columns hold the
 * Persian-normalised text that search matches (see search/persian-normalise.ts).
 */
export const companies = businessSchema.table(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
    /** The 11-digit legal national ID (شناسه ملی). */
    nationalId: varchar('national_id', { length: 11 }).notNull(),
    registrationNumber: varchar('registration_number', { length: 12 }).notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    registrationUnitId: integer('registration_unit_id').references(() => registrationUnits.id),
    legalForm: varchar('legal_form', { length: 24, enum: legalForms }).notNull(),
    status: varchar('status', { length: 16, enum: companyStatuses }).notNull(),
    capitalRials: bigint('capital_rials', { mode: 'number' }).notNull(),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    postalCode: varchar('postal_code', { length: 10 }),
    phone: varchar('phone', { length: 16 }),
    website: text('website'),
    email: text('email'),
    about: text('about'),
    isicCode: varchar('isic_code', { length: 4 }),
  },
  (table) => [
    uniqueIndex('companies_national_id_index').on(table.nationalId),
    index('companies_registration_number_index').on(table.registrationNumber),
    index('companies_search_key_trgm_index').using('gin', sql`${table.searchKey} gin_trgm_ops`),
    // The exact name: the trigram index answers `=` only by rechecking every row sharing its trigrams (tens of
    // thousands for a common word). A hash index serves `=` alone, so the planner never walks it for a LIKE.
    index('companies_search_key_index').using('hash', table.searchKey),
    index('companies_province_index').on(table.provinceId),
    index('companies_isic_index').on(table.isicCode),
    // Search walks companies by capital until a page of names match: with the name in the index, the walk reads
    // the index alone (an index-only scan), not a table row per company passed (15 -> 2.4 ms for a common word).
    index('companies_capital_search_index').on(
      table.capitalRials.desc().nullsFirst(),
      table.id,
      table.searchKey,
    ),
    check('companies_legal_form_check', isOneOf(table.legalForm, legalForms)),
    check('companies_status_check', isOneOf(table.status, companyStatuses)),
  ],
);

export const persons = businessSchema.table(
  'persons',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    searchKey: text('search_key').notNull(),
    /** The 10-digit national code (کد ملی). */
    nationalCode: varchar('national_code', { length: 10 }).notNull(),
    gender: varchar('gender', { length: 6, enum: genders }).notNull(),
  },
  (table) => [
    uniqueIndex('persons_national_code_index').on(table.nationalCode),
    index('persons_search_key_trgm_index').using('gin', sql`${table.searchKey} gin_trgm_ops`),
    index('persons_search_key_index').using('hash', table.searchKey),
    // Search walks persons by id until a page of names match; the name in the index spares a row read per person.
    index('persons_id_search_index').on(table.id, table.searchKey),
    check('persons_gender_check', isOneOf(table.gender, genders)),
  ],
);

/** A person's position in a company, one of `companyRoleKinds`. */
export const companyRoles = businessSchema.table(
  'company_roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    role: varchar('role', { length: 16, enum: companyRoleKinds }).notNull(),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2, mode: 'number' }),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('company_roles_natural_index').on(table.companyId, table.personId, table.role),
    index('company_roles_person_index').on(table.personId),
    check('company_roles_role_check', isOneOf(table.role, companyRoleKinds)),
  ],
);

/** A company holding shares of another (SHAREHOLDING) or owning it outright (SUBSIDIARY). */
export const companyLinks = businessSchema.table(
  'company_links',
  {
    id: serial('id').primaryKey(),
    parentCompanyId: integer('parent_company_id')
      .notNull()
      .references(() => companies.id),
    childCompanyId: integer('child_company_id')
      .notNull()
      .references(() => companies.id),
    kind: varchar('kind', { length: 16, enum: companyLinkKinds }).notNull(),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2, mode: 'number' }),
  },
  (table) => [
    uniqueIndex('company_links_natural_index').on(table.parentCompanyId, table.childCompanyId),
    index('company_links_child_index').on(table.childCompanyId),
    check('company_links_kind_check', isOneOf(table.kind, companyLinkKinds)),
  ],
);

export const products = businessSchema.table(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    brand: text('brand'),
    searchKey: text('search_key').notNull(),
    /** HS 2022 heading (four digits). */
    hsCode: varchar('hs_code', { length: 6 }).notNull(),
  },
  (table) => [
    uniqueIndex('products_natural_index').on(table.companyId, table.name),
    index('products_search_key_trgm_index').using('gin', sql`${table.searchKey} gin_trgm_ops`),
    index('products_search_key_index').using('hash', table.searchKey),
    // Search walks products by id until a page of names match; the name in the index spares a row read per product.
    index('products_id_search_index').on(table.id, table.searchKey),
    index('products_hs_index').on(table.hsCode),
  ],
);

/** Customs declarations summed per company, Solar Hijri year, HS heading, direction and partner country. */
export const tradeRecords = businessSchema.table(
  'trade_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    hsCode: varchar('hs_code', { length: 6 }).notNull(),
    direction: varchar('direction', { length: 6, enum: tradeDirections }).notNull(),
    valueUsd: bigint('value_usd', { mode: 'number' }).notNull(),
    weightKg: bigint('weight_kg', { mode: 'number' }).notNull(),
    /** ISO 3166-1 alpha-2 code of the partner country. */
    country: varchar('country', { length: 2 }).notNull(),
  },
  (table) => [
    uniqueIndex('trade_records_natural_index').on(
      table.companyId,
      table.year,
      table.hsCode,
      table.direction,
      table.country,
    ),
    index('trade_records_hs_index').on(table.hsCode),
    check('trade_records_direction_check', isOneOf(table.direction, tradeDirections)),
  ],
);

/** Official-gazette notices, of the kinds in `gazetteEventKinds`. */
export const gazetteEvents = businessSchema.table(
  'gazette_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: varchar('kind', { length: 16, enum: gazetteEventKinds }).notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    /** The gazette's notice number (شماره آگهی). */
    noticeNumber: varchar('notice_number', { length: 16 }).notNull(),
    summary: text('summary').notNull(),
  },
  (table) => [
    uniqueIndex('gazette_events_notice_index').on(table.noticeNumber),
    index('gazette_events_company_index').on(table.companyId, table.publishedOn),
    check('gazette_events_kind_check', isOneOf(table.kind, gazetteEventKinds)),
  ],
);

export const capitalChanges = businessSchema.table(
  'capital_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    capitalRials: bigint('capital_rials', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('capital_changes_natural_index').on(table.companyId, table.changedOn)],
);

/** A visitor's request for a pro-forma invoice (پیش‌فاکتور), passed on to the company. */
export const prefactorRequests = businessSchema.table(
  'prefactor_requests',
  {
    id: serial('id').primaryKey(),
    referenceNumber: text('reference_number')
      .notNull()
      .generatedAlwaysAs(sql`(30000000 + id)::text`),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fullName: text('full_name').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    description: text('description'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The signed-in user who sent it, who reads the company's answer; null for a visitor. */
    requestedBy: uuid('requested_by'),
  },
  (table) => [index('prefactor_requests_requested_by_index').on(table.requestedBy)],
);

export const companyFollows = businessSchema.table(
  'company_follows',
  {
    userId: uuid('user_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    followedAt: timestamp('followed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('company_follows_natural_index').on(table.userId, table.companyId)],
);

/** When a user last opened the feed of followed companies, to mark what arrived since. */
export const followFeedViews = businessSchema.table('follow_feed_views', {
  userId: uuid('user_id').primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The newest gazette event id the user had been shown; later events are new. */
  lastSeenEventId: integer('last_seen_event_id').notNull(),
});

/** Entity pages a signed-in user opened, newest first in their recent visits. */
export const entityPageVisits = businessSchema.table(
  'entity_page_visits',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    visitId: text('visit_id').notNull(),
    path: text('path').notNull(),
    /** The search text that led to the page ('' when opened otherwise). */
    query: text('query').notNull().default(''),
    title: text('title').notNull(),
    /** The analytics service's visit of the same page view, which holds its duration. */
    analyticsVisitId: text('analytics_visit_id'),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('entity_page_visits_visit_index').on(table.userId, table.visitId),
    index('entity_page_visits_user_index').on(table.userId, table.visitedAt),
  ],
);

/** A signed-in user's named list of companies (profile menu "list management"). */
export const companyLists = businessSchema.table(
  'company_lists',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('company_lists_user_name_index').on(table.userId, table.name)],
);

export const companyListItems = businessSchema.table(
  'company_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => companyLists.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('company_list_items_natural_index').on(table.listId, table.companyId)],
);
