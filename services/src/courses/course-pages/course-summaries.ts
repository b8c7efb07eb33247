import { z } from 'zod';
import type { Locale } from '../../shared/http/request-locale.ts';
import type { courses, teachers } from '../courses-tables.ts';

export type CourseRow = typeof courses.$inferSelect;
export type TeacherRow = typeof teachers.$inferSelect;

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

/** The courses' summaries in the reader's language, from their rows and the totals loaded for them. */
export function presentCourseSummaries(
  locale: Locale,
  rows: { course: CourseRow; teacher: TeacherRow }[],
  totals: {
    lessonsByCourse: Map<number, { lessonCount: number; totalSeconds: number }>;
    reviewsByCourse: Map<number, { reviewCount: number; averageScore: number }>;
    tagRows: { courseId: number; id: number; titleFa: string; titleEn: string }[];
  },
): CourseSummary[] {
  const english = locale === 'en-US';
  const { lessonsByCourse, reviewsByCourse, tagRows } = totals;
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
