import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { contactSubjects } from './business-fixed-sets.ts';
import { isOneOf } from '../shared/database/fixed-set-check.ts';

export const businessSchema = pgSchema('business');

export const provinces = businessSchema.table('provinces', {
  id: serial('id').primaryKey(),
  /** The Statistical Centre of Iran's two-digit province code. */
  sciCode: varchar('sci_code', { length: 2 }).notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
});

export const cities = businessSchema.table(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [index('cities_province_id_index').on(table.provinceId)],
);

/** Company registration offices (اداره ثبت شرکت‌ها); no public list exists, so one per city. */
export const registrationUnits = businessSchema.table(
  'registration_units',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('registration_units_province_id_index').on(table.provinceId)],
);

/** ISIC Rev.4 sections, divisions, groups and classes. */
export const isicIndustries = businessSchema.table('isic_industries', {
  code: varchar('code', { length: 4 }).primaryKey(),
  level: varchar('level', { length: 10 }).notNull(),
  parentCode: varchar('parent_code', { length: 4 }),
  titleFa: text('title_fa'),
  titleEn: text('title_en').notNull(),
});

/** HS 2022 sections, chapters and headings. */
export const hsCodes = businessSchema.table('hs_codes', {
  code: varchar('code', { length: 6 }).primaryKey(),
  level: varchar('level', { length: 10 }).notNull(),
  parentCode: varchar('parent_code', { length: 6 }),
  titleFa: text('title_fa'),
  titleEn: text('title_en').notNull(),
});

/** One row per card BIN prefix, as in iran-banks.json. */
export const banks = businessSchema.table('banks', {
  id: serial('id').primaryKey(),
  cardBin: text('card_bin').notNull(),
  bankKey: text('bank_key').notNull(),
  nameFa: text('name_fa').notNull(),
  formerNameFa: text('former_name_fa'),
  ibanBankCode: varchar('iban_bank_code', { length: 3 }).notNull(),
  color: text('color').notNull(),
});

/** Official public holidays; one date can hold more than one. */
export const holidays = businessSchema.table(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    dateJalali: varchar('date_jalali', { length: 10 }).notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    calendar: varchar('calendar', { length: 5 }).notNull(),
  },
  (table) => [index('holidays_date_index').on(table.date)],
);

export const contactMessages = businessSchema.table(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** What the sender quotes to support; derived from the id so it is unique without a lookup. */
    referenceNumber: text('reference_number')
      .notNull()
      .generatedAlwaysAs(sql`(10000000 + id)::text`),
    fullName: text('full_name').notNull(),
    mobile: varchar('mobile', { length: 11 }),
    email: text('email'),
    subject: varchar('subject', { length: 20, enum: contactSubjects }).notNull(),
    description: text('description').notNull(),
    pageUrl: text('page_url'),
    locale: varchar('locale', { length: 5 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('contact_messages_subject_check', isOneOf(table.subject, contactSubjects))],
);

export const consultantRequests = businessSchema.table('consultant_requests', {
  id: serial('id').primaryKey(),
  referenceNumber: text('reference_number')
    .notNull()
    .generatedAlwaysAs(sql`(20000000 + id)::text`),
  fullName: text('full_name').notNull(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  companyName: text('company_name'),
  description: text('description'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const newsletterSubscriptions = businessSchema.table(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_index').on(table.email)],
);
