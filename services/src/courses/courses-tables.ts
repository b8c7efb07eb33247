import { boolean, date, index, integer, pgSchema, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const coursesSchema = pgSchema('courses');

export const categories = coursesSchema.table(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFa: text('description_fa').notNull(),
    descriptionEn: text('description_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('categories_slug_index').on(table.slug)],
);

/** What a learner can earn or is prepared for (certificates, exam readiness). */
export const qualifications = coursesSchema.table('qualifications', {
  id: serial('id').primaryKey(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionFa: text('description_fa').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const tags = coursesSchema.table(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
  },
  (table) => [uniqueIndex('tags_slug_index').on(table.slug)],
);

/** The minimal course row the catalogue counts; the course pages extend it. */
export const courses = coursesSchema.table(
  'courses',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    slug: text('slug').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('courses_slug_index').on(table.slug), index('courses_category_id_index').on(table.categoryId)],
);
