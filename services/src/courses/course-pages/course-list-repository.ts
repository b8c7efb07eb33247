import { and, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { courses, courseTags } from '../courses-tables.ts';
import type { CourseSummary } from './course-summaries.ts';
import { loadCourseSummaries } from './course-summary-repository.ts';

/** The SQL of the catalogue's course lists; each answers course summaries in the reader's language. */
export function courseListRepository(db: Database) {
  return {
    /** Every published course, optionally only those with a tag or preparing for a qualification. */
    all(locale: Locale, filter: { tagId?: number | undefined; qualificationId?: number | undefined }) {
      const conditions: SQL[] = [];
      if (filter.qualificationId) conditions.push(eq(courses.qualificationId, filter.qualificationId));
      if (filter.tagId) {
        const tagged = db
          .select({ id: courseTags.courseId })
          .from(courseTags)
          .where(eq(courseTags.tagId, filter.tagId));
        conditions.push(inArray(courses.id, tagged));
      }
      return loadCourseSummaries(db, locale, and(...conditions));
    },

    featured: (locale: Locale) => loadCourseSummaries(db, locale, eq(courses.isFeatured, true)),

    superPremium: (locale: Locale) => loadCourseSummaries(db, locale, eq(courses.isSuperPremium, true)),

    /** Up to 50 courses whose title or summary contains the term, in either language. */
    search(locale: Locale, term: string) {
      const pattern = `%${term.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
      return loadCourseSummaries(
        db,
        locale,
        or(
          ilike(courses.titleFa, pattern),
          ilike(courses.titleEn, pattern),
          ilike(courses.summaryFa, pattern),
          ilike(courses.summaryEn, pattern),
        ),
        50,
      );
    },

    inCategory: (locale: Locale, categoryId: number) =>
      loadCourseSummaries(db, locale, eq(courses.categoryId, categoryId)),

    /**
     * Up to four courses related to one: the same category (first) or a shared tag; null when the course
     * does not exist.
     */
    async related(locale: Locale, courseId: number): Promise<CourseSummary[] | null> {
      const [course] = await db
        .select({ categoryId: courses.categoryId })
        .from(courses)
        .where(eq(courses.id, courseId));
      if (!course) return null;
      const sharedTags = db
        .select({ id: courseTags.courseId })
        .from(courseTags)
        .where(
          inArray(
            courseTags.tagId,
            db.select({ id: courseTags.tagId }).from(courseTags).where(eq(courseTags.courseId, courseId)),
          ),
        );
      return loadCourseSummaries(
        db,
        locale,
        and(
          ne(courses.id, courseId),
          or(eq(courses.categoryId, course.categoryId), inArray(courses.id, sharedTags)),
        ),
        4,
        desc(eq(courses.categoryId, course.categoryId)),
      );
    },
  };
}
