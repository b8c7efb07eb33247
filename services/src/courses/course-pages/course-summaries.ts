import { and, asc, avg, count, eq, inArray, isNotNull, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { comments, courses, courseTags, lessons, tags, teachers } from '../courses-tables.ts';

export const teacherSummarySchema = z.object({ id: z.number().int(), fullName: z.string() });

export const courseSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  categoryId: z.number().int(),
  qualificationId: z.number().int().nullable(),
  teacher: teacherSummarySchema,
  isFeatured: z.boolean(),
  isPremium: z.boolean().describe('Needs a subscription or a purchase'),
  isSuperPremium: z.boolean().describe('A flagship course, shown in its own row'),
  priceRials: z.number().int().describe('0 for a free course'),
  accessDays: z.number().int().describe('How long an enrolment lasts'),
  deviceLimit: z.number().int().describe('Devices an enrolled learner may watch on'),
  lessonCount: z.number().int(),
  totalSeconds: z.number().int().describe('Length of all lessons together'),
  averageScore: z.number().nullable().describe('Mean review score from 1 to 5, null without reviews'),
  reviewCount: z.number().int(),
  publishedOn: z.string().describe('ISO date'),
  tags: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** Courses matching `where`, each with its teacher, lesson totals, review score and tags. */
export async function loadCourseSummaries(
  db: Database,
  locale: Locale,
  where?: SQL,
  limit = 100,
  firstBy?: SQL,
): Promise<CourseSummary[]> {
  const english = locale === 'en-US';
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
  const lessonsByCourse = new Map(lessonTotals.map((row) => [row.courseId, row]));
  const reviewsByCourse = new Map(reviewTotals.map((row) => [row.courseId, row]));
  return rows.map(({ course, teacher }) => {
    const reviews = reviewsByCourse.get(course.id);
    return {
      id: course.id,
      slug: course.slug,
      title: english ? course.titleEn : course.titleFa,
      summary: english ? course.summaryEn : course.summaryFa,
      categoryId: course.categoryId,
      qualificationId: course.qualificationId,
      teacher: { id: teacher.id, fullName: english ? teacher.fullNameEn : teacher.fullNameFa },
      isFeatured: course.isFeatured,
      isPremium: course.isPremium,
      isSuperPremium: course.isSuperPremium,
      priceRials: course.priceRials,
      accessDays: course.accessDays,
      deviceLimit: course.deviceLimit,
      lessonCount: lessonsByCourse.get(course.id)?.lessonCount ?? 0,
      totalSeconds: lessonsByCourse.get(course.id)?.totalSeconds ?? 0,
      averageScore: reviews ? Math.round(reviews.averageScore * 10) / 10 : null,
      reviewCount: reviews?.reviewCount ?? 0,
      publishedOn: course.publishedOn,
      tags: tagRows
        .filter((tag) => tag.courseId === course.id)
        .map((tag) => ({ id: tag.id, title: english ? tag.titleEn : tag.titleFa })),
    };
  });
}
