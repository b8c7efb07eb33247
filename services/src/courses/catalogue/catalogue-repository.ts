import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { categories, courses, qualifications, tags } from '../courses-tables.ts';

export type QualificationRow = typeof qualifications.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

/** The SQL of the catalogue: categories with their course counts, qualifications and tags. */
export function catalogueRepository(db: Database) {
  return {
    categories: () => db.select().from(categories).orderBy(asc(categories.sortOrder)),

    async category(id: number) {
      const [category] = await db.select().from(categories).where(eq(categories.id, id));
      return category ?? null;
    },

    /** How many courses each category has; a category without courses is missing from the map. */
    async courseCounts(): Promise<Map<number, number>> {
      const rows = await db
        .select({ categoryId: courses.categoryId, courseCount: count() })
        .from(courses)
        .groupBy(courses.categoryId);
      return new Map(rows.map((row) => [row.categoryId, row.courseCount]));
    },

    async courseCountOf(categoryId: number): Promise<number> {
      const [courseCount] = await db
        .select({ value: count() })
        .from(courses)
        .where(eq(courses.categoryId, categoryId));
      return courseCount?.value ?? 0;
    },

    qualifications: () => db.select().from(qualifications).orderBy(asc(qualifications.id)),

    async qualification(id: number): Promise<QualificationRow | null> {
      const [row] = await db.select().from(qualifications).where(eq(qualifications.id, id));
      return row ?? null;
    },

    tags: () => db.select().from(tags).orderBy(asc(tags.id)),

    async tag(id: number): Promise<TagRow | null> {
      const [row] = await db.select().from(tags).where(eq(tags.id, id));
      return row ?? null;
    },
  };
}
