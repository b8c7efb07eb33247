import { and, asc, avg, count, eq, inArray, isNotNull, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { comments, courses, courseTags, lessons, tags, teachers } from '../courses-tables.ts';
import { presentCourseSummaries, type CourseSummary } from './course-summaries.ts';

/** Courses matching `where`, each with its teacher, lesson totals, review score and tags. */
export async function loadCourseSummaries(
  db: Database,
  locale: Locale,
  where?: SQL,
  limit = 100,
  firstBy?: SQL,
): Promise<CourseSummary[]> {
  const rows = await db
    .select({ course: courses, teacher: teachers })
    .from(courses)
    .innerJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(where)
    .orderBy(...(firstBy ? [firstBy] : []), asc(courses.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.course.id);
  const [lessonTotals, reviewTotals, tagRows] = await Promise.all([
    db
      .select({
        courseId: lessons.courseId,
        lessonCount: count(),
        totalSeconds: sum(lessons.durationSeconds).mapWith(Number),
      })
      .from(lessons)
      .where(inArray(lessons.courseId, ids))
      .groupBy(lessons.courseId),
    db
      .select({
        courseId: comments.courseId,
        reviewCount: count(),
        averageScore: avg(comments.score).mapWith(Number),
      })
      .from(comments)
      .where(and(inArray(comments.courseId, ids), isNotNull(comments.score)))
      .groupBy(comments.courseId),
    db
      .select({ courseId: courseTags.courseId, id: tags.id, titleFa: tags.titleFa, titleEn: tags.titleEn })
      .from(courseTags)
      .innerJoin(tags, eq(tags.id, courseTags.tagId))
      .where(inArray(courseTags.courseId, ids))
      .orderBy(asc(tags.id)),
  ]);
  return presentCourseSummaries(locale, rows, {
    lessonsByCourse: new Map(lessonTotals.map((row) => [row.courseId, row])),
    reviewsByCourse: new Map(reviewTotals.map((row) => [row.courseId, row])),
    tagRows,
  });
}
