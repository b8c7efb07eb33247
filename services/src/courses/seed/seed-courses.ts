import { count } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { createSeededRandom } from '../../seed/seeded-random.ts';
import { categories, courses, qualifications, tags } from '../courses-tables.ts';
import { catalogueCourses, catalogueCategories, catalogueQualifications, catalogueTags } from './catalogue-content.ts';

/** Publication dates fall in the two years before this day, drawn from a fixed seed. */
const catalogueEpoch = Date.UTC(2025, 5, 1);

export async function seedCourses(db: Database) {
  const [existing] = await db.select({ value: count() }).from(categories);
  if ((existing?.value ?? 0) > 0) return;
  const random = createSeededRandom('courses-catalogue');
  await db.transaction(async (transaction) => {
    const inserted = await transaction
      .insert(categories)
      .values(catalogueCategories.map((category, index) => ({ ...category, sortOrder: index + 1 })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIdBySlug = new Map(inserted.map((category) => [category.slug, category.id]));
    await transaction.insert(qualifications).values(catalogueQualifications);
    await transaction.insert(tags).values(catalogueTags);
    await transaction.insert(courses).values(
      catalogueCourses.map(({ categorySlug, ...course }) => ({
        ...course,
        categoryId: categoryIdBySlug.get(categorySlug) as number,
        publishedOn: new Date(catalogueEpoch - random.integer(0, 730) * 86_400_000).toISOString().slice(0, 10),
      })),
    );
  });
}
